import { PageIntro } from '../components/PageIntro';

export default function Terms() {
  return <PageIntro title="Terms of Service" lead="The terms for using Blast CRM." />;
}

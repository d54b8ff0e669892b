import { PageIntro } from '../components/PageIntro';

export default function Pricing() {
  return <PageIntro title="Pricing" lead="Compare Blast CRM, Blast Lite and Blast Elite." />;
}

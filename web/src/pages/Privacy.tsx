import { PageIntro } from '../components/PageIntro';

export default function Privacy() {
  return <PageIntro title="Privacy Policy" lead="How Blast CRM handles your data." />;
}

import { PageIntro } from '../components/PageIntro';

export default function Home() {
  return <PageIntro title="Stop losing deals to bad follow-up." lead="Blast CRM goes live in 48-72 hours with preloaded workflows, AI bots and a done-for-you lead-gen website for real estate investors." />;
}

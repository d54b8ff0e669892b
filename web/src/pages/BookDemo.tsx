import { PageIntro } from '../components/PageIntro';

export default function BookDemo() {
  return <PageIntro title="Book a demo" lead="See Blast CRM on your own deals in a 15-minute call." />;
}

import { PageIntro } from '../components/PageIntro';

export default function Disclaimer() {
  return <PageIntro title="Disclaimer" lead="What Blast CRM does and does not promise." />;
}

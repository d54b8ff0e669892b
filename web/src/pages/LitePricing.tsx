import { PageIntro } from '../components/PageIntro';

export default function LitePricing() {
  return <PageIntro title="Blast Lite usage pricing" lead="What calls, texts, emails and AI cost on Blast Lite." />;
}

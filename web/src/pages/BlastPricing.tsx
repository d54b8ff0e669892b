import { PageIntro } from '../components/PageIntro';

export default function BlastPricing() {
  return <PageIntro title="Blast CRM usage pricing" lead="What calls, texts, emails and AI cost on Blast CRM." />;
}

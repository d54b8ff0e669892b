import { PageIntro } from '../components/PageIntro';

export default function CustomPricing() {
  return <PageIntro title="Blast Elite custom build pricing" lead="Your website and CRM, built for how you work." />;
}

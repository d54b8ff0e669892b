import { PageIntro } from '../components/PageIntro';

export default function TestPurchases() {
  return <PageIntro title="Purchase Testing Interface" lead="Operator tools for testing checkout and leads." />;
}

import { PrepayBonus } from '../components/PrepayBonus';
import { UsagePricingPage } from './UsagePricingPage';

export default function BlastPricing() {
  return <UsagePricingPage path="/blast-pricing" bonus={<PrepayBonus />} />;
}

import { UsagePricingPage } from './UsagePricingPage';

export default function LitePricing() {
  return <UsagePricingPage path="/lite-pricing" />;
}

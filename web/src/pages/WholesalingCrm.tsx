import { LandingPage } from './LandingPage';

export default function WholesalingCrm() {
  return <LandingPage path="/wholesaling-crm" />;
}

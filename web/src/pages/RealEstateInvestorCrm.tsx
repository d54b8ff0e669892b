import { LandingPage } from './LandingPage';

export default function RealEstateInvestorCrm() {
  return <LandingPage path="/real-estate-investor-crm" />;
}

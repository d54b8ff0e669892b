import { LandingPage } from './LandingPage';

export default function CreativeFinanceCrm() {
  return <LandingPage path="/creative-finance-crm" />;
}

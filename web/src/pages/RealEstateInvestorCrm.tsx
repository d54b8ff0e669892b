import { PageIntro } from '../components/PageIntro';

export default function RealEstateInvestorCrm() {
  return <PageIntro title="The CRM for real estate investors" lead="Follow up with every seller, every time." />;
}

import { PageIntro } from '../components/PageIntro';

export default function CreativeFinanceCrm() {
  return <PageIntro title="The CRM for creative-finance buyers" lead="Subject-to and seller-finance deals, followed up to the close." />;
}

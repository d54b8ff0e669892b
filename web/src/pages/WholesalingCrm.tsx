import { PageIntro } from '../components/PageIntro';

export default function WholesalingCrm() {
  return <PageIntro title="The CRM for wholesalers" lead="Work every seller lead to a contract." />;
}

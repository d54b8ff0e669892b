import { PageIntro } from '../components/PageIntro';

export default function FreeTrial() {
  return <PageIntro title="Start your 14-day free trial" lead="Try Blast CRM for 14 days." />;
}

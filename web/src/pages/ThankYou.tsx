import { PageIntro } from '../components/PageIntro';

export default function ThankYou() {
  return <PageIntro title="Thank you for your purchase" lead="Here is what happens next." />;
}

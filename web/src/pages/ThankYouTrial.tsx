import { PageIntro } from '../components/PageIntro';

export default function ThankYouTrial() {
  return <PageIntro title="Your 14-day trial has started" lead="Your login credentials arrive by email within 5 minutes." />;
}

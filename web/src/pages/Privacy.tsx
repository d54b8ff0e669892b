import { LegalPage } from '../components/LegalPage';
import { LEGAL, SITE } from '../config/site';

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      sections={[
        { heading: 'What we collect', body: 'What you give us (name, email, phone, the plan you choose), payment details handled by our card processor (we never see full card numbers), and page views counted without cookies.' },
        { heading: 'Analytics without cookies', body: 'We count visits with a daily-changing, one-way hash of your IP address and browser, so we can tell unique visitors apart for a day without storing who you are or following you across days or sites.' },
        { heading: 'How we use it', body: `To run ${SITE.name}, answer your requests, send the snapshots and onboarding you ask for, and bill your subscription. We never sell or resell your data.` },
        { heading: 'Who can see it', body: 'Our staff on a least-privilege basis, and the processors that run the service for us (hosting, card payments, email and messaging), under contract.' },
        { heading: 'Your rights', body: 'You have the right to access your data, to rectify it, to delete it, to object to its processing, and to data portability. Write to us and we answer within 30 days.' },
        { heading: 'Children', body: `${SITE.name} is not for children under ${LEGAL.minimumAge}, and we do not knowingly collect their data.` },
        { heading: 'Retention', body: 'We keep account data while you are a customer and as long as the law requires after; leads you send us until you ask us to delete them.' },
      ]}
    />
  );
}

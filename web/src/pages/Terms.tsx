import { CANCELLATION } from '@blast/catalog';
import { LegalPage } from '../components/LegalPage';
import { LEGAL, SITE } from '../config/site';

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      sections={[
        { heading: 'Agreement', body: `By using ${SITE.name} and this website you agree to these terms. If you use ${SITE.name} for a company, you accept them for that company.` },
        { heading: 'Subscriptions and billing', body: `Plans are billed in advance, monthly or for the prepaid period. ${CANCELLATION} There are no long-term contracts. Fees already paid are not refunded except where the law requires. Custom builds are governed by their own project agreement.` },
        { heading: 'Trials', body: 'A free trial keeps a card on file and continues as a paid subscription unless you cancel before it ends.' },
        { heading: 'Usage charges', body: 'Calls, texts, email and AI are billed by use at the prices published on our usage pricing pages.' },
        { heading: 'Acceptable use', body: 'You are responsible for the messages you send and for following the law on calls and texts, including consent, opt-outs and carrier rules (A2P registration). We may suspend sending that puts the service or other customers at risk.' },
        { heading: 'Availability', body: `We aim for ${LEGAL.uptimeAim} uptime, measured monthly, excluding scheduled maintenance we announce in advance. This is an aim, not a guarantee.` },
        { heading: 'Your data', body: 'Your data stays yours. We process it to run the service, as the Privacy Policy says, and never resell it.' },
        { heading: 'Liability', body: 'The service is provided as is. To the extent the law allows, our liability is limited to the fees you paid in the 12 months before the claim.' },
        { heading: 'Changes', body: 'We may change these terms; the effective date above shows the latest version, and we tell subscribers by email about material changes.' },
      ]}
    />
  );
}

import { LegalPage } from '../components/LegalPage';
import { SITE } from '../config/site';

export default function Disclaimer() {
  return (
    <LegalPage
      title="Disclaimer"
      sections={[
        { heading: 'No guarantee of results', body: `${SITE.name} is software for managing leads and follow-up. Deals, income and response rates depend on your market, your offers and your work; nothing on this site promises a result.` },
        { heading: 'Not legal, tax or financial advice', body: 'Content about wholesaling, subject-to, seller finance and lending is general information. Creative-finance transactions carry legal and financial risk: consult a licensed attorney, accountant or lender before you act.' },
        { heading: 'Compliance is yours', body: 'We provide tools for A2P registration, opt-outs and SMS ramping; you remain responsible for consent and for following the laws on calls and texts where you operate.' },
        { heading: 'Third parties', body: 'Links and integrations to other services (calendars, card payments, lead sources) are run by those parties under their own terms.' },
      ]}
    />
  );
}

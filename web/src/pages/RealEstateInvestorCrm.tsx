import { PLANS } from '@blast/catalog';
import { LandingPage } from '../components/LandingPage';
import { ProductScreens, Testimonials } from '../features/site-content/components/ProofSlots';

export default function RealEstateInvestorCrm() {
  return (
    <LandingPage
      proof={
        <>
          <ProductScreens />
          <Testimonials />
        </>
      }
      copy={{
        title: 'The CRM built for real estate investors',
        lead: `Most deals are lost in follow-up, not in negotiation. Blast CRM answers every seller lead in seconds, follows up until they are ready, and keeps your numbers compliant, live in ${PLANS.blast.goLive}.`,
        problemTitle: 'Where investors lose deals',
        problems: [
          { title: 'Slow first response', text: 'A seller who fills in a form calls the next investor on the list if nobody answers within minutes.' },
          { title: 'Follow-up that stops', text: 'Most sellers are not ready on the first call. Without a system, the fifth and tenth touch never happen.' },
          { title: 'Texts that never land', text: 'Unregistered numbers get filtered by carriers, and the campaign you paid for reaches nobody.' },
        ],
        solutionTitle: 'What Blast CRM does about it',
        solutions: [
          { title: 'AI appointment setting', text: 'Bots reply to every new lead at once, qualify the property and book the call on your calendar.' },
          { title: 'Sequences that never forget', text: 'Follow-up and revival sequences keep working every lead, new and old, until it converts or opts out.' },
          { title: 'A2P compliance built in', text: 'We register your numbers and ramp your SMS volume so your messages are delivered.' },
        ],
        closing: 'Preloaded workflows, a done-for-you lead-gen website and weekly onboarding: start closing the deals you are already paying to generate.',
      }}
    />
  );
}

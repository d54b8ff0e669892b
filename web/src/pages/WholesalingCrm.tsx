import { PLANS, TRIAL_DAYS } from '@blast/catalog';
import { LandingPage } from '../components/LandingPage';
import { ProductScreens, Testimonials } from '../features/site-content/components/ProofSlots';

export default function WholesalingCrm() {
  return (
    <LandingPage
      proof={
        <>
          <ProductScreens />
          <Testimonials />
        </>
      }
      copy={{
        title: 'The CRM for wholesalers who live on speed to lead',
        lead: 'Wholesaling is a race: the first investor to reach a motivated seller usually gets the contract. Blast CRM puts your cold calling, texting and direct-mail leads in one pipeline and answers every one of them in seconds.',
        problemTitle: 'What slows a wholesaling team down',
        problems: [
          { title: 'Leads scattered everywhere', text: 'Lists, dialers, inboxes and spreadsheets: nobody knows which seller was called last or what was offered.' },
          { title: 'Acquisitions reps chasing cold leads', text: 'Hours go into sellers who are not ready while hot leads wait in the queue.' },
          { title: 'Dispo by group text', text: 'Buyers hear about deals late, and assignments slip past their inspection deadlines.' },
        ],
        solutionTitle: 'How Blast CRM runs the pipeline',
        solutions: [
          { title: 'One seller pipeline', text: 'Every lead source lands in one pipeline, with the offer, the call notes and the next step on every record.' },
          { title: 'Bots that qualify first', text: 'AI bots ask condition, timeline and price, so your reps spend their calls on sellers who are ready.' },
          { title: 'Revival on autopilot', text: 'Sellers who said "not now" get a revival sequence, and come back to you rather than to the next wholesaler.' },
        ],
        closing: `Live in ${PLANS.blast.goLive} with the wholesaling workflows preloaded. Try it on your own leads for ${TRIAL_DAYS} days.`,
      }}
    />
  );
}

import { LandingPage } from '../components/LandingPage';
import { ProductScreens, Testimonials } from '../features/site-content/components/ProofSlots';

export default function CreativeFinanceCrm() {
  return (
    <LandingPage
      proof={
        <>
          <ProductScreens />
          <Testimonials />
        </>
      }
      copy={{
        title: 'The CRM for creative-finance deals',
        lead: 'Subject-to, seller finance and wraps take more conversations than a cash offer. Blast CRM keeps every one of those conversations going, from the first text to the signed terms.',
        problemTitle: 'Why creative deals fall through',
        problems: [
          { title: 'Long decision cycles', text: 'A seller weighing terms needs weeks of patient follow-up; one missed week and the deal goes cold.' },
          { title: 'Terms lost in notes', text: 'Balance, rate, payment and arrears live in a notebook instead of on the lead where the team can see them.' },
          { title: 'Lenders and partners out of the loop', text: 'Private lenders and bird dogs hear about deals late, or twice, or not at all.' },
        ],
        solutionTitle: 'How Blast CRM carries the deal',
        solutions: [
          { title: 'Sequences for terms deals', text: 'Follow-up written for sellers considering terms: education first, pressure never.' },
          { title: 'Specialty workflows', text: 'Pipelines for subject-to, seller finance, lenders and bird dogs, ready on day one.' },
          { title: 'Conversation AI', text: 'Bots keep the conversation going between calls and hand the lead to you when the seller is ready to talk terms.' },
        ],
        closing: 'Creative finance rewards whoever follows up longest. Let Blast CRM do the following up.',
      }}
    />
  );
}

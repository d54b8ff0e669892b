/**
 * The SEO landing pages' copy, one entry a page (LandingPage.tsx renders one): what each audience
 * loses deals to, and what Blast CRM does about it.
 */
import { PLANS, TRIAL_DAYS } from '@blast/catalog';
import type { FeatureCard } from '../components/FeatureCards';

export interface LandingCopy {
  title: string;
  lead: string;
  problemTitle: string;
  problems: readonly FeatureCard[];
  solutionTitle: string;
  solutions: readonly FeatureCard[];
  closing: string;
}

export const LANDING_PAGES = {
  '/real-estate-investor-crm': {
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
  },
  '/wholesaling-crm': {
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
  },
  '/creative-finance-crm': {
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
  },
} satisfies Record<string, LandingCopy>;

export type LandingPath = keyof typeof LANDING_PAGES;

/**
 * The seven questions of /pricing (SPEC §2), written once: the page's accordion shows them and
 * its FAQPage structured data (app/route-heads.ts) repeats them word for word.
 */
import { CANCELLATION, ELITE, FOUNDERS_MONTHLY_CENTS, FOUNDERS_SEATS_TOTAL, PLANS, SETUP_FEE_CENTS, TRIAL, TRIAL_DAYS, formatCents } from '@blast/catalog';
import type { FaqItem } from '../components/Faq';

export const PRICING_FAQ = [
  {
    question: 'How fast do I go live?',
    answer: `Blast CRM goes live in ${PLANS.blast.goLive} with the workflows preloaded; Blast Lite in ${PLANS['blast-lite'].goLive}.`,
  },
  {
    question: `How does the ${TRIAL_DAYS}-day trial work?`,
    answer: `${TRIAL.terms} ${TRIAL.reminder}`,
  },
  {
    question: 'What is the founders rate?',
    answer: `The first ${FOUNDERS_SEATS_TOTAL} people get Blast CRM for ${formatCents(FOUNDERS_MONTHLY_CENTS)} a month instead of ${formatCents(PLANS.blast.priceCents)}. The seat counter at the top of the page shows how many founders seats are left; once they are gone, the regular price applies. The founders rate is for joining now; the ${TRIAL_DAYS}-day trial continues at the regular ${formatCents(PLANS.blast.priceCents)} a month.`,
  },
  {
    question: 'Can I cancel anytime?',
    answer: `Yes. ${CANCELLATION} There are no long-term contracts.`,
  },
  {
    question: 'What does the setup fee cover?',
    answer: `The optional ${formatCents(SETUP_FEE_CENTS)} setup has us configure your pipeline, numbers and templates for you. While a promo runs, the plans include it with the fee waived.`,
  },
  {
    question: 'How is usage billed?',
    answer: 'Calls, texts, email and AI are billed at cost-plus usage prices listed on the usage pricing pages, so you only pay for what you send.',
  },
  {
    question: 'Who is Blast Elite for?',
    answer: `Teams that want a custom website and CRM built for how they work. Builds need a project agreement, and we take ${ELITE.buildSlotsPerMonth} build slots a month, first come first served.`,
  },
] as const satisfies readonly FaqItem[];

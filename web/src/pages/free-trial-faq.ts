/**
 * The questions of /free-trial, written once: the page's accordion shows them and its FAQPage
 * structured data (app/route-heads.ts) repeats them word for word.
 */
import { CANCELLATION, PLANS, TRIAL, TRIAL_DAYS } from '@blast/catalog';
import type { FaqItem } from '../components/Faq';

export const FREE_TRIAL_FAQ = [
  {
    question: 'What do I pay today?',
    answer: `$0. Your ${TRIAL_DAYS}-day trial starts as soon as checkout is complete.`,
  },
  {
    question: 'Do I need a card?',
    answer: `Yes. A card is kept on file at checkout, and nothing is charged during the ${TRIAL_DAYS} days.`,
  },
  {
    question: 'What happens when the trial ends?',
    answer: `The subscription continues at ${TRIAL.monthly} unless you cancel within the ${TRIAL_DAYS} days. ${TRIAL.reminder}`,
  },
  {
    question: 'How do I cancel?',
    answer: `${CANCELLATION} There are no long-term contracts.`,
  },
  {
    question: 'What is included in the trial?',
    answer: `Everything in ${PLANS.blast.name}: ${PLANS.blast.features.join('; ')}.`,
  },
] as const satisfies readonly FaqItem[];

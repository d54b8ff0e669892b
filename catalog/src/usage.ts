/** Usage prices of SPEC §9, in micro-dollars (1 USD = 1,000,000) so every quoted digit is exact. */
import { unitsForBudget } from './money';
import type { PlanId } from './plan-ids';

export interface UsagePrice {
  id: string;
  label: string;
  /** What one unit is, e.g. 'per minute'. */
  unit: string;
  microUsd: number;
}

const usd = (dollars: string): number => {
  const [whole, fraction = ''] = dollars.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
};

const price = (id: string, label: string, unit: string, dollars: string): UsagePrice => ({
  id,
  label,
  unit,
  microUsd: usd(dollars),
});

const PER_750K_WORDS = 'per 750,000 words';

/** Blast CRM (and prepay) usage. */
export const BLAST_USAGE_PRICES: readonly UsagePrice[] = [
  price('call-outbound', 'Outbound calls', 'per minute', '0.0182'),
  price('call-inbound', 'Inbound calls', 'per minute', '0.0111'),
  price('sms', 'Text messages', 'per segment', '0.0108'),
  price('email', 'Email', 'per email', '0.0009'),
  price('workflow-premium', 'Premium workflow actions', 'per execution', '0.013'),
  price('email-validation', 'Email validation', 'per address', '0.0037'),
  price('voice-ai', 'Voice AI', 'per minute', '0.169'),
  price('conversation-ai', 'Conversation AI', 'per message', '0.026'),
  price('whatsapp', 'WhatsApp', 'per message', '0.111'),
  price('reviews-ai', 'Reviews AI', 'per review reply', '0.12'),
  price('funnel-ai', 'Funnel AI', 'per funnel', '1.485'),
  price('content-words', 'Content AI, text', 'per 1,000 words', '0.135'),
  price('content-image', 'Content AI, images', 'per image', '0.09'),
  price('domain', 'Domain', 'per domain', '15'),
  price('autocomplete-search', 'Address autocomplete', 'per search', '0.0045'),
  price('autocomplete-result', 'Address autocomplete', 'per result', '0.0079'),
  price('external-ai-standard', 'External AI, standard models', PER_750K_WORDS, '0.78'),
  price('external-ai-premium', 'External AI, premium models', PER_750K_WORDS, '3.12'),
];

/** Blast Lite usage. */
export const LITE_USAGE_PRICES: readonly UsagePrice[] = [
  price('call-outbound', 'Outbound calls', 'per minute', '0.028'),
  price('call-inbound', 'Inbound calls', 'per minute', '0.017'),
  price('sms', 'Text messages', 'per segment', '0.0166'),
  price('email', 'Email', 'per email', '0.0014'),
  price('workflow', 'Workflow actions', 'per execution', '0.02'),
  price('email-validation', 'Email verification', 'per address', '0.005'),
  price('content-words', 'Content AI, text', 'per 1,000 words', '0.18'),
  price('content-image', 'Content AI, images', 'per image', '0.12'),
  price('external-ai-input', 'External AI, input', PER_750K_WORDS, '1.2'),
  price('external-ai-output', 'External AI, output', PER_750K_WORDS, '4.8'),
  price('conversation-ai', 'AI messages', 'per message', '0.04'),
  price('voice-ai', 'Voice AI', 'per minute', '0.26'),
  price('whatsapp', 'WhatsApp', 'per message', '0.148'),
  price('reviews-ai', 'Reviews AI', 'per review reply', '0.16'),
  price('domain', 'Domain', 'per domain', '20'),
  price('autocomplete-search', 'Address autocomplete', 'per search', '0.0059'),
  price('autocomplete-result', 'Address autocomplete', 'per result', '0.0105'),
  price('funnel-ai', 'Funnel AI', 'per funnel', '1.98'),
];

export function usagePrice(table: readonly UsagePrice[], id: string): UsagePrice {
  const found = table.find((row) => row.id === id);
  if (!found) throw new RangeError(`no usage price ${id}`);
  return found;
}

/** The budget of SPEC §9's scale examples ("10 dollars gives about ..."). */
const SCALE_BUDGET_CENTS = 10_00;

/**
 * What SCALE_BUDGET_CENTS buys at one usage price, in whole units: the catalogue's arithmetic,
 * never SPEC's rounded quote (its "about 65" Lite reviews are 10 / 0.16 = 62.5, so 62; its
 * "about 11,110" emails are 10 / 0.0009, so 11,111). Every page's example is computed here.
 */
export function scaleExample(table: readonly UsagePrice[], id: string): { budgetCents: number; units: number } {
  return { budgetCents: SCALE_BUDGET_CENTS, units: unitsForBudget(SCALE_BUDGET_CENTS, usagePrice(table, id).microUsd) };
}

/**
 * The usage each plan bills on top of its price (SPEC §9): Blast CRM and its prepay the CRM's
 * prices, Blast Lite its own; Mini Blast and Elite's build bill none. The plan cards say so.
 */
const USAGE_OF_PLAN: Readonly<Record<PlanId, readonly UsagePrice[] | undefined>> = {
  mini: undefined,
  'blast-lite': LITE_USAGE_PRICES,
  blast: BLAST_USAGE_PRICES,
  'blast-prepay': BLAST_USAGE_PRICES,
  custom: undefined,
};

/** The usage prices a plan bills by use, or undefined for a plan that bills no usage. */
export function usagePricesOf(planId: PlanId): readonly UsagePrice[] | undefined {
  return USAGE_OF_PLAN[planId];
}

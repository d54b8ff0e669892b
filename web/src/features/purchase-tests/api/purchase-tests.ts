/**
 * The purchase-testing calls: a real checkout session per plan and SPEC §3's test lead (through
 * the visitor's own calls, which the page passes in), the signed payment simulation, and the
 * configuration the server really runs with.
 */
import {
  GET_TEST_CONFIG,
  PLANS,
  PURCHASE_TEST_CAMPAIGN,
  SIMULATE_PAYMENT,
  SITE_PAGES,
  TEST_LEAD_INTENT,
  type Campaign,
  type CheckoutChoice,
  type ConfigurationStatus,
  type LeadBody,
  type PlanId,
  type SimulationAnswer,
  type SimulationBody,
} from '@blast/catalog';
import { useQuery } from '@tanstack/react-query';
import { adminPost } from '../../../lib/admin-api';

const TEST_PAGE = SITE_PAGES.TestPurchases.path;
/** SPEC §9: the lead test's campaign. */
const LEAD_TEST_CAMPAIGN: Campaign = { utm_source: 'test', utm_campaign: 'lead-testing', utm_medium: 'dev-interface' };

type Customer = { name: string; email: string };

/**
 * The visitor's own calls (the checkout and leads features'), given by the page: a test sends
 * exactly what a visitor's browser would, with the test's campaign and page.
 */
export interface VisitorCalls {
  startCheckout: (input: CheckoutChoice, context: { campaign: Campaign; sourcePage: string }) => Promise<string>;
  captureLead: (
    lead: Customer & Required<Pick<LeadBody, 'phone' | 'plan' | 'intent' | 'source'>>,
    context: { campaign: Campaign; page: string },
  ) => Promise<{ id?: string }>;
}

/** POST /api/checkout/{type} as a visitor would: answers the checkout page's url. */
export function createTestCheckout({ startCheckout }: VisitorCalls, plan: PlanId, customer: Customer): Promise<string> {
  const input: CheckoutChoice = { type: PLANS[plan].checkoutType, plan, foundersRate: false, includeSetup: false, trial: false, ...customer };
  return startCheckout(input, { campaign: PURCHASE_TEST_CAMPAIGN, sourcePage: TEST_PAGE });
}

/** The server builds SPEC §3's event, signs it, and sends it through the real webhook. */
export function simulatePayment(plan: PlanId, customer: Customer): Promise<SimulationAnswer> {
  const body: SimulationBody = { plan, ...customer };
  return adminPost(SIMULATE_PAYMENT.path, body);
}

/**
 * SPEC §3's test lead, then its conversion (SPEC §7), named so the dashboard shows who. A refusal
 * throws the server's error field; a network failure throws its own message.
 */
export async function sendTestLead({ captureLead }: VisitorCalls): Promise<{ id: string }> {
  const lead: Parameters<VisitorCalls['captureLead']>[0] = { name: 'Test Lead', email: `test-lead-${Date.now()}@example.com`, phone: '555-0100', plan: 'blast', intent: TEST_LEAD_INTENT, source: 'test' };
  const { id } = await captureLead(lead, { campaign: LEAD_TEST_CAMPAIGN, page: TEST_PAGE });
  return { id: id! };
}

export const useConfigurationStatus = () => useQuery<ConfigurationStatus>({ queryKey: [GET_TEST_CONFIG.path] });

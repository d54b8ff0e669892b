/** The purchase testing page's reads and the signed payment simulation. */
import { z } from 'zod';
import type { Endpoint } from '../endpoint';
import { emailField, planField } from '../fields';

/** The configuration the server really runs with, never a secret. */
export const GET_TEST_CONFIG = { method: 'GET', path: '/api/admin/test/config' } as const satisfies Endpoint;
/** The server builds SPEC §3's event, signs it, and posts it to the site's own webhook. */
export const SIMULATE_PAYMENT = { method: 'POST', path: '/api/admin/test/simulate-payment' } as const satisfies Endpoint;

export type PaymentsMode = 'stand-in' | 'test' | 'live';

/** GET /api/admin/test/config. */
export interface ConfigurationStatus {
  payments: { mode: PaymentsMode; webhookSecretConfigured: boolean; simulationAllowed: boolean };
  leadHooks: { hook: string; configured: boolean; host: string }[];
  /** CUSTOMER_HOOK_URL: where the customer events go (the CRM). */
  customerHook: { configured: boolean; host: string };
  /** OPS_HOOK_URL: where the owner's alerts go (Slack, Teams); optional. */
  opsHook: { configured: boolean; host: string };
  siteUrl: string;
}

/** SPEC §5: empty test inputs fall back to these. */
export const TEST_CUSTOMER = { name: 'Test Customer', email: 'test@example.com' } as const;

export const simulationInput = /* @__PURE__ */ z
  .object({
    plan: planField(),
    name: z
      .string()
      .trim()
      .max(200, 'at most 200 characters')
      .optional()
      .transform((name) => name || TEST_CUSTOMER.name),
    email: z
      .union([z.literal(''), emailField()])
      .optional()
      .transform((email) => email || TEST_CUSTOMER.email),
  })
  .strict();

export type SimulationBody = z.input<typeof simulationInput>;
/** The simulation asked for, its empty fields defaulted. */
export type SimulatedPayment = z.output<typeof simulationInput>;

/** POST /api/admin/test/simulate-payment. */
export interface SimulationAnswer {
  ok: boolean;
  eventId: string;
  sessionId: string;
  amount: number;
  /** What the webhook answered. */
  webhook: { status: number; body: unknown };
}

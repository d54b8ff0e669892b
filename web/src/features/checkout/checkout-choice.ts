import type { PlanId } from '@blast/catalog';

/**
 * Keeps the visitor as a lead before the payment page (SPEC §8), given by whoever starts the
 * checkout island (boot.ts): the leads feature's call, which checkout does not import.
 */
export type CaptureLead = (lead: { name: string; email: string; phone?: string; plan: PlanId; intent: string }) => Promise<unknown>;

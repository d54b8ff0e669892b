// What ties the payment webhook to the world around it: the events docs/deploy.md tells the operator
// to subscribe to, the API version the stand-in and the tests render events in, the schedule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANDLED_EVENTS } from '../domain/money/events/payment-events';
import * as functions from '../index';
import { STRIPE_API_VERSION } from '../stripe/client';

describe('the payment webhook', () => {
  it('is subscribed, in the production checklist (docs/deploy.md), to exactly the events it handles', () => {
    const checklist = readFileSync(join(__dirname, '../../../docs/deploy.md'), 'utf8');
    const listed = /<!-- stripe-events -->([\s\S]*?)<!-- \/stripe-events -->/.exec(checklist)?.[1] ?? '';
    expect([...listed.matchAll(/`([a-z_.]+)`/g)].map((match) => match[1]).sort()).toEqual([...HANDLED_EVENTS].sort());
  });

  it('reads events in the API version the local stand-in and the tests render them in', async () => {
    expect((await import('../../../test/support/stripe-standin')).STRIPE_API_VERSION).toBe(STRIPE_API_VERSION);
  });

  it('sweeps abandoned seat holds on a schedule, with the Stripe key alone bound', () => {
    const endpoint = functions.releaseSeatHolds.__endpoint as unknown as { scheduleTrigger: { schedule: string }; secretEnvironmentVariables: { key: string }[] };
    expect(endpoint.scheduleTrigger.schedule).toBe('every 15 minutes');
    expect(endpoint.secretEnvironmentVariables.map((secret) => secret.key)).toEqual(['STRIPE_SECRET_KEY']);
  });
});

// What a real deploy needs from the code: the secrets bound to the API, the params declared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEAD_DELIVERY } from '../config';
import * as functions from '../index';
import { BOOKING_URL, LEAD_HOOK_SECRETS, LOCAL_STAND_IN_KEY, SITE_URL } from '../params';

const HOOKS = ['LEAD_HOOK_BLAST_URL', 'LEAD_HOOK_LITE_URL', 'LEAD_HOOK_SNAPSHOT_URL'];
/** What firebase deploy reads of a param (the SDK's wire form; not in its public types). */
const specOf = (param: unknown) => (param as { toSpec(): { type: string; default?: unknown; input?: unknown } }).toSpec();

describe('the deployed functions', () => {
  const secrets = (endpoint: unknown) => ((endpoint as { secretEnvironmentVariables?: { key: string }[] }).secretEnvironmentVariables ?? []).map((s) => s.key).sort();

  it('bind the Stripe secrets to the API, the lead hooks to the API and deliverLead, and nothing to the trigger', () => {
    expect(secrets(functions.api.__endpoint)).toEqual([...HOOKS, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(secrets(functions.deliverLead.__endpoint)).toEqual(HOOKS);
    expect(secrets(functions.queueLeadDelivery.__endpoint)).toEqual([]);
    expect(secrets(functions.releaseSeatHolds.__endpoint)).toEqual(['STRIPE_SECRET_KEY']);
    expect(secrets(functions.rebuildSiteAfterLastDays.__endpoint)).toEqual([]);
  });

  it('check the pages against the promo and announcement days once a day, just after midnight UTC (the days they end on)', () => {
    const { scheduleTrigger } = functions.rebuildSiteAfterLastDays.__endpoint as unknown as { scheduleTrigger: { schedule: string; timeZone: string } };
    expect(scheduleTrigger.timeZone).toBe('UTC');
    const [minute, hour, ...everyDay] = scheduleTrigger.schedule.split(' ');
    expect([Number(minute) < 30, hour, everyDay]).toEqual([true, '0', ['*', '*', '*']]);
  });

  it('give the API chosen resources: one warm instance on the checkout path, at most 10, 80 requests each', () => {
    expect(functions.api.__endpoint).toMatchObject({ minInstances: 1, maxInstances: 10, concurrency: 80, cpu: 1, availableMemoryMb: 512, timeoutSeconds: 60 });
  });

  it('decode uploaded images on instances of their own, one at a time, with the memory a 4096 px AVIF takes', () => {
    expect(functions.siteImages.__endpoint).toMatchObject({ maxInstances: 2, concurrency: 1, cpu: 1, availableMemoryMb: 1024, timeoutSeconds: 120 });
    expect(secrets(functions.siteImages.__endpoint)).toEqual([]);
  });

  it('deliver leads on a Cloud Tasks queue with the retry policy of config.ts, queued by a retried trigger', () => {
    const task = functions.deliverLead.__endpoint as unknown as { taskQueueTrigger: { retryConfig: Record<string, number> } };
    expect(task.taskQueueTrigger.retryConfig).toMatchObject(LEAD_DELIVERY.retry);
    const trigger = functions.queueLeadDelivery.__endpoint as unknown as { eventTrigger: { retry: boolean } };
    expect(trigger.eventTrigger.retry).toBe(true);
  });

  it('declare the site address and the booking calendar as params with no default, whose prompt takes only an https address', () => {
    for (const param of [SITE_URL, BOOKING_URL]) {
      const spec = specOf(param);
      expect(spec.default, param.name).toBeUndefined();
      const input = spec.input as { text: { validationRegex: string; validationErrorMessage: string } };
      const accepts = (answer: string) => new RegExp(input.text.validationRegex).test(answer);
      expect(['https://www.example.com', 'https://calendly.com/blast-crm/discovery-call'].every(accepts), param.name).toBe(true);
      expect(['', ' ', 'http://www.example.com', 'www.example.com', 'https://', 'javascript:alert(1)'].some(accepts), param.name).toBe(false);
      expect(input.text.validationErrorMessage).toMatch(/https/);
    }
  });

  it('declare the three lead hooks as secrets (their addresses work as passwords)', () => {
    expect(LEAD_HOOK_SECRETS.map((secret) => secret.name)).toEqual(HOOKS);
    for (const secret of LEAD_HOOK_SECRETS) expect(specOf(secret).type).toBe('secret');
  });

  it('share the stand-in marker with the local scripts', async () => {
    expect((await import('../../../test/support/local-stack')).LOCAL_STAND_IN_KEY).toBe(LOCAL_STAND_IN_KEY);
  });

  it('come with the composite indexes their queries need, and a TTL on every expiresAt', () => {
    const indexes = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8'));
    const composite = indexes.indexes.map((index: { collectionGroup: string; fields: { fieldPath: string }[] }) => `${index.collectionGroup}(${index.fields.map((f) => f.fieldPath).join(',')})`);
    // analytics-report.ts sums rollups by metric, dimension and a day range; lead-admin.ts lists
    // the leads of an intent, a source or a delivery state newest first (Firestore merges them);
    // money/customers.ts the subscriptions of a state most recently changed first, and the trials
    // ending, renewals failed and cancellations coming, each in its order.
    expect(composite).toEqual([
      'rollups(metric,dimension,day)',
      'leads(intent,createdAt)',
      'leads(source,createdAt)',
      'leads(forward.status,createdAt)',
      'subscriptions(status,updatedAt)',
      'subscriptions(cancelAtPeriodEnd,updatedAt)',
      'subscriptions(status,currentPeriodEnd)',
      'subscriptions(status,pastDueSince)',
      'subscriptions(cancelAtPeriodEnd,currentPeriodEnd)',
    ]);
    const ttl = indexes.fieldOverrides.filter((o: { ttl?: boolean; fieldPath: string }) => o.ttl && o.fieldPath === 'expiresAt').map((o: { collectionGroup: string }) => o.collectionGroup);
    expect(ttl.sort()).toEqual(['campaignDays', 'leadDedup', 'pageViewDedup', 'pageViews', 'rateLimits', 'seatHoldIndex', 'visitorDays', 'visitorMarks']);
  });

  it('keep the local secrets and settings out of the upload, and every functions settings file out of git', () => {
    const config = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8'));
    expect(config.functions[0].ignore).toEqual(expect.arrayContaining(['.env.local', '.secret.local', 'src']));
    const ignored = readFileSync(join(__dirname, '../../../.gitignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['functions/.env', 'functions/.env.*', 'functions/.secret.*']));
  });
});

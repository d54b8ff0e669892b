// What a real deploy needs from the code: the secrets bound to the API, the params declared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEAD_DELIVERY } from '../config';
import * as functions from '../index';
import { BOOKING_URL, LEAD_HOOK_BLAST_URL, LEAD_HOOK_LITE_URL, LEAD_HOOK_SNAPSHOT_URL, LOCAL_STAND_IN_KEY, SITE_URL } from '../params';

describe('the deployed functions', () => {
  it('bind the Stripe secrets to the API, and only there', () => {
    const secrets = (endpoint: unknown) => ((endpoint as { secretEnvironmentVariables?: { key: string }[] }).secretEnvironmentVariables ?? []).map((s) => s.key).sort();
    expect(secrets(functions.api.__endpoint)).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(secrets(functions.deliverLead.__endpoint)).toEqual([]);
    expect(secrets(functions.queueLeadDelivery.__endpoint)).toEqual([]);
  });

  it('deliver leads on a Cloud Tasks queue with the retry policy of config.ts, queued by a retried trigger', () => {
    const task = functions.deliverLead.__endpoint as unknown as { taskQueueTrigger: { retryConfig: Record<string, number> } };
    expect(task.taskQueueTrigger.retryConfig).toMatchObject(LEAD_DELIVERY.retry);
    const trigger = functions.queueLeadDelivery.__endpoint as unknown as { eventTrigger: { retry: boolean } };
    expect(trigger.eventTrigger.retry).toBe(true);
  });

  it('declare the site address, the booking calendar and the three lead hooks as params, with no production default', () => {
    for (const param of [SITE_URL, BOOKING_URL, LEAD_HOOK_BLAST_URL, LEAD_HOOK_LITE_URL, LEAD_HOOK_SNAPSHOT_URL]) {
      expect(param.name).toMatch(/^(SITE_URL|BOOKING_URL|LEAD_HOOK_(BLAST|LITE|SNAPSHOT)_URL)$/);
      expect((param as unknown as { options: { default?: string } }).options.default).toBeUndefined();
    }
  });

  it('share the stand-in marker with the local scripts', async () => {
    expect((await import('../../../scripts/local-stack')).LOCAL_STAND_IN_KEY).toBe(LOCAL_STAND_IN_KEY);
  });

  it('come with the composite indexes their queries need, and a TTL on every expiresAt', () => {
    const indexes = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8'));
    const composite = indexes.indexes.map((index: { collectionGroup: string; fields: { fieldPath: string }[] }) => `${index.collectionGroup}(${index.fields.map((f) => f.fieldPath).join(',')})`);
    // analytics-report.ts sums rollups by metric, dimension and a day range.
    expect(composite).toEqual(['rollups(metric,dimension,day)']);
    const ttl = indexes.fieldOverrides.filter((o: { ttl?: boolean; fieldPath: string }) => o.ttl && o.fieldPath === 'expiresAt').map((o: { collectionGroup: string }) => o.collectionGroup);
    expect(ttl.sort()).toEqual(['leadDedup', 'pageViewDedup', 'rateLimits', 'visitorDays']);
  });

  it('keep the local secrets and settings out of the upload', () => {
    const config = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8'));
    expect(config.functions[0].ignore).toEqual(expect.arrayContaining(['.env.local', '.secret.local', 'src']));
  });
});

import { CAMPAIGN_KEYS, PLAN_IDS, type Campaign } from '@blast/catalog';
import { logger } from 'firebase-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METADATA_LIMITS, decodeSessionMetadata, encodeSessionMetadata, type SessionMetadata } from '../domain/money/session-metadata';
import { simulatedEvent } from '../domain/money/test-payments';
import { logs } from '../logs';

const FULL: SessionMetadata = {
  plan: 'blast',
  foundersRate: true,
  includeSetup: true,
  setupFeeCents: 49_700,
  setupWaived: false,
  trial: false,
  name: 'Ann Investor',
  sourcePage: '/blast-crm',
  phone: '+1 512 555 0100',
  campaign: Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, `${key}-value`])) as Campaign,
  seatHold: 'hold_abc123',
  visit: { visitor: 'ab'.repeat(32), openedAt: Date.UTC(2026, 10, 25, 23, 50) },
};
const EVENT = { eventId: 'evt_test_123' };

describe("the Checkout Session's metadata", () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back every field it writes, for every plan, flag and optional field', () => {
    const quiet = vi.spyOn(logs, 'sessionMetadataUnreadable');
    for (const plan of PLAN_IDS)
      for (const flag of [false, true]) {
        const full: SessionMetadata = { ...FULL, plan, foundersRate: flag, includeSetup: !flag, setupWaived: flag, trial: flag };
        const { phone: _phone, seatHold: _seatHold, visit: _visit, ...bare } = { ...full, campaign: {} };
        expect(decodeSessionMetadata(encodeSessionMetadata(full), EVENT), plan).toStrictEqual(full);
        expect(decodeSessionMetadata(encodeSessionMetadata(bare), EVENT), plan).toStrictEqual(bare);
      }
    expect(quiet).not.toHaveBeenCalled();
  });

  it("writes the promo's setup_waived only when the setup is included with its fee waived", () => {
    expect(encodeSessionMetadata({ ...FULL, includeSetup: false, setupFeeCents: 0, setupWaived: true })).toMatchObject({ setup: 'false', setup_fee: '0', setup_waived: 'true' });
    expect(encodeSessionMetadata(FULL)).not.toHaveProperty('setup_waived');
    expect(decodeSessionMetadata({ setup_waived: 'true' }, EVENT)).toMatchObject({ setupWaived: true, includeSetup: false });
  });

  it('writes the keys Stripe keeps and the events read: strings, the optional ones only when given', () => {
    expect(encodeSessionMetadata({ ...FULL, campaign: { utm_source: 'fb' }, phone: undefined, seatHold: undefined, visit: undefined })).toStrictEqual({
      site: 'blast-crm',
      plan: 'blast',
      foundersRate: 'true',
      setup: 'true',
      setup_fee: '49700',
      trial: 'false',
      name: 'Ann Investor',
      source_page: '/blast-crm',
      utm_source: 'fb',
    });
  });

  it('carries the visit that opened the checkout within Stripe\'s limits, and reads a broken one as none', () => {
    const said = vi.spyOn(logs, 'sessionMetadataUnreadable');
    const written = encodeSessionMetadata(FULL);
    expect(written).toMatchObject({ site: 'blast-crm', visitor: 'ab'.repeat(32), opened_at: String(FULL.visit!.openedAt) });
    expect(Object.keys(written).length).toBeLessThanOrEqual(METADATA_LIMITS.keys);
    for (const [key, value] of Object.entries(written)) {
      expect(key.length).toBeLessThanOrEqual(METADATA_LIMITS.keyLength);
      expect(value.length).toBeLessThanOrEqual(METADATA_LIMITS.valueLength);
    }
    expect(decodeSessionMetadata({ ...written, visitor: 'not-a-hash' }, EVENT)).not.toHaveProperty('visit');
    expect(decodeSessionMetadata({ ...written, opened_at: undefined as unknown as string }, EVENT)).not.toHaveProperty('visit');
    expect(said).toHaveBeenCalledTimes(1);
  });

  it('reads a session made elsewhere (no metadata) as nothing bought through the site, and says nothing of it', () => {
    const said = vi.spyOn(logs, 'sessionMetadataUnreadable');
    for (const absent of [null, undefined, {}]) {
      expect(decodeSessionMetadata(absent, EVENT)).toStrictEqual({ foundersRate: false, includeSetup: false, setupFeeCents: 0, setupWaived: false, trial: false, campaign: {} });
    }
    expect(said).not.toHaveBeenCalled();
  });

  it('reads a value that does not parse as absent, and reports it once with the Stripe event id', () => {
    const said = vi.spyOn(logs, 'sessionMetadataUnreadable');
    const metadata = { ...encodeSessionMetadata(FULL), plan: 'platinum', foundersRate: 'yes', setup_fee: 'lots', source_page: 'pricing' };
    const read = decodeSessionMetadata(metadata, EVENT);
    expect(read).not.toHaveProperty('plan');
    expect(read).not.toHaveProperty('sourcePage');
    expect(read).toMatchObject({ foundersRate: false, setupFeeCents: 0, includeSetup: true, name: 'Ann Investor', seatHold: 'hold_abc123' });
    expect(said).toHaveBeenCalledTimes(1);
    expect(said).toHaveBeenCalledWith(EVENT, { plan: 'platinum', foundersRate: 'yes', setup_fee: 'lots', source_page: 'pricing' });
  });

  it('writes one named warning with the event id and the values that did not parse', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    decodeSessionMetadata({ trial: 'maybe', plan: 'mini' }, EVENT);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('metadata'), { eventId: 'evt_test_123', values: { trial: 'maybe' } });
  });

  it("is what the purchase testing page's simulated payment carries", () => {
    const { id, data } = simulatedEvent({ plan: 'mini', name: 'Tess Tester', email: 'tess@example.com' });
    expect(decodeSessionMetadata(data.object.metadata, { eventId: id })).toStrictEqual({
      plan: 'mini',
      foundersRate: false,
      includeSetup: false,
      setupFeeCents: 0,
      setupWaived: false,
      trial: false,
      name: 'Tess Tester',
      sourcePage: '/test-purchases',
      campaign: { utm_source: 'test', utm_campaign: 'purchase-testing', utm_medium: 'dev-interface' },
    });
  });
});

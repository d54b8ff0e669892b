import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_VALUE_MAX,
  RETRY_LEAD,
  START_CHECKOUT,
  STRIPE_EVENT_ID,
  TEST_CUSTOMER,
  checkoutInput,
  conversionInput,
  endpointPath,
  leadInput,
  pageViewInput,
  simulationInput,
} from '..';

describe('the API schemas normalise, once, at the edge', () => {
  it('trim and lowercase an email wherever one is sent', () => {
    const email = ' Ann.Lee@Example.COM ';
    expect(leadInput.parse({ name: 'Ann', email, intent: 'demo' }).email).toBe('ann.lee@example.com');
    expect(checkoutInput.parse({ name: 'Ann', email }).email).toBe('ann.lee@example.com');
    expect(conversionInput.parse({ conversion_type: 'lead', source_page: '/', email }).email).toBe('ann.lee@example.com');
    expect(simulationInput.parse({ plan: 'mini', email }).email).toBe('ann.lee@example.com');
    expect(leadInput.safeParse({ name: 'Ann', email: ' not an email ', intent: 'demo' }).success).toBe(false);
  });

  it('gather the campaign trimmed and lowercased, blank values left out', () => {
    const parsed = pageViewInput.parse({ page: '/pricing', utm_source: ' Facebook ', utm_campaign: 'Spring-SALE', utm_medium: '  ' });
    expect(parsed).toEqual({ page: '/pricing', referrer: '', campaign: { utm_source: 'facebook', utm_campaign: 'spring-sale' } });
    const sent = { utm_source: '  Facebook ', utm_campaign: 'Spring-SALE', utm_medium: ' ' };
    const gathered = { utm_source: 'facebook', utm_campaign: 'spring-sale' };
    expect(leadInput.parse({ name: 'Ann', email: 'ann@example.com', intent: 'demo', ...sent }).campaign).toEqual(gathered);
    expect(checkoutInput.parse({ name: 'Ann', email: 'ann@example.com', ...sent }).campaign).toEqual(gathered);
    expect(conversionInput.parse({ conversion_type: 'lead', source_page: '/', ...sent }).campaign).toEqual(gathered);
  });

  it('take the checkout\'s page as sourcePage, or by the name a page built before it sends (returnPath), checked the same', () => {
    const order = { name: 'Ann', email: 'ann@example.com' };
    expect(checkoutInput.parse({ ...order, sourcePage: '/pricing' }).sourcePage).toBe('/pricing');
    expect(checkoutInput.parse({ ...order, returnPath: '/blast-pricing' }).sourcePage).toBe('/blast-pricing');
    expect(checkoutInput.parse({ ...order, returnPath: '/a', sourcePage: '/b' }).sourcePage).toBe('/b');
    expect(checkoutInput.parse(order).sourcePage).toBeUndefined();
    expect(checkoutInput.safeParse({ ...order, returnPath: '//evil.example' }).error?.issues[0]?.path).toEqual(['returnPath']);
    expect('returnPath' in checkoutInput.parse({ ...order, returnPath: '/a' })).toBe(false);
  });

  it('refuse a page that a browser would read as another site, or with whitespace or a backslash', () => {
    for (const page of ['/\\evil.example/landing', '//evil.example', '/a\\b', '/a b', '/a\nb', 'pricing']) {
      const result = pageViewInput.safeParse({ page });
      expect(result.success, page).toBe(false);
      expect(result.error?.issues[0].path).toEqual(['page']);
    }
    expect(pageViewInput.safeParse({ page: '/pricing?x=1' }).success).toBe(true);
  });

  it('refuse a campaign value that is not a string', () => {
    expect(pageViewInput.safeParse({ page: '/', utm_term: 3 }).success).toBe(false);
  });

  it(`refuse a campaign value over ${CAMPAIGN_VALUE_MAX} characters`, () => {
    expect(pageViewInput.safeParse({ page: '/', utm_source: 'x'.repeat(CAMPAIGN_VALUE_MAX) }).success).toBe(true);
    expect(pageViewInput.safeParse({ page: '/', utm_source: 'x'.repeat(CAMPAIGN_VALUE_MAX + 1) }).success).toBe(false);
  });

  it("name a snapshot form's lead by its first name; an empty phone is none, an empty source unknown", () => {
    const lead = leadInput.parse({ first_name: 'Bo', email: 'bo@example.com', phone: '  ', intent: 'snapshot', source: ' ' });
    expect(lead).toEqual({ name: 'Bo', email: 'bo@example.com', phone: undefined, plan: 'unknown', intent: 'snapshot', source: 'unknown', campaign: {} });
  });

  it("fall back to SPEC's test customer when the simulation's inputs are empty", () => {
    expect(simulationInput.parse({ plan: 'blast', name: ' ', email: '' })).toEqual({ plan: 'blast', ...TEST_CUSTOMER });
  });

  it('fill in and encode the parameters of a path', () => {
    expect(endpointPath(START_CHECKOUT, { type: 'lite' })).toBe('/api/checkout/lite');
    expect(endpointPath(RETRY_LEAD, { id: 'a/b c' })).toBe('/api/admin/leads/a%2Fb%20c/retry');
  });
  it("take a Stripe event id as evt_ and letters, digits or _ to its end, and nothing after", () => {
    expect(STRIPE_EVENT_ID.test('evt_1Q2w3E_test')).toBe(true);
    for (const id of ['evt_a/../x', 'evt_a\n', 'evt_a b', 'evt_', 'xevt_a', `evt_${'a'.repeat(201)}`]) expect(STRIPE_EVENT_ID.test(id), id).toBe(false);
  });
});

describe('the web ships no zod', () => {
  // The web imports these modules for their paths; a schema built at load without the pure mark
  // would pull zod (about 80 KB) into every page's first script.
  it('every schema a module builds at load is marked pure', () => {
    const folder = join(import.meta.dirname, '..', 'api');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const unmarked = readFileSync(join(folder, file), 'utf8').match(/^export const \w+ = (?!\/\* @__PURE__ \*\/ )z\b.*$/gm);
      expect(unmarked, file).toBeNull();
    }
  });
});

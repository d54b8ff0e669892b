// Rates of people over people (PRODUCT.md "Figures an owner can act on"): a page's rate
// is its visitors who reached a goal after it over its visitors, a campaign's the same; a paid
// checkout counts for the visitor, page and campaign that opened it; the way to a payment in steps.
import type { DashboardFigures, FunnelStep } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { asAdmin } from './support/admin';
import { buyerEmail, standIn } from './support/payments';
import { asVisitor, failNextSessions, pinnedAt, pollUntil, postJson } from './support/stack';

// The visits come just before midnight UTC and the owner reads the dashboard just after: a fixed
// clock on both sides of it, so the counts hold whenever the suite runs. The Reset comes before
// the visits on the same clock: its purge takes what was made before it, never these.
const RESET_AT = '2026-03-10T00:00:00Z';
const VISITS_AT = '2026-03-10T23:59:50Z';
const READ_AT = '2026-03-11T00:00:10Z';
const reset = async () => expect((await asAdmin('/api/admin/analytics/reset', { method: 'POST', headers: pinnedAt(RESET_AT) })).status).toBe(200);

const view = (page: string, visitor: Record<string, string>, campaign: Record<string, string> = {}) => postJson('/api/analytics/page-view', { page, ...campaign }, { ...visitor, ...pinnedAt(VISITS_AT) });
const convert = (body: Record<string, unknown>, visitor: Record<string, string>) => postJson('/api/analytics/conversion', body, { ...visitor, ...pinnedAt(VISITS_AT) });
const checkoutOf = (type: string, body: Record<string, unknown>, visitor: Record<string, string>) =>
  postJson(`/api/checkout/${type}`, { name: 'Cat Buyer', email: buyerEmail('cat'), ...body }, { ...visitor, ...pinnedAt(VISITS_AT) });

async function openCheckout(type: string, body: Record<string, unknown>, visitor: Record<string, string>): Promise<string> {
  const res = await checkoutOf(type, body, visitor);
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

const figures = async (): Promise<DashboardFigures> => (await asAdmin('/api/admin/analytics/dashboard', { headers: pinnedAt(READ_AT) })).json();
const stepsOf = (steps: FunnelStep[]) => steps.map((step) => [step.step, step.visitors, step.dropOff]);

/** Every rate the dashboard shows, in percent. */
function everyRate(shown: DashboardFigures): number[] {
  const rates = [...shown.funnel, ...shown.sources].flatMap((row) => (row.conversionRate === null ? [] : [Number(row.conversionRate), Number(row.rateLowerBound)]));
  const steps = [shown.funnelSteps.steps, ...shown.funnelSteps.bySource.map((row) => row.steps)].flat();
  return [...rates, ...steps.flatMap((step) => (step.ofVisitors === null ? [] : [Number(step.ofVisitors)]))];
}

describe('conversion rates per visitor', () => {
  it('counts a visitor once per page and goal: /pricing converts 1 of 2, /free-trial 1 of 1, and the trial belongs to the visit that opened it', async () => {
    await reset();
    const [ann, bob, cat] = [asVisitor('ann'), asVisitor('bob'), asVisitor('cat')];
    const campaign = { utm_source: 'ads', utm_campaign: 'trial-push' };

    await view('/pricing', ann);
    for (let click = 0; click < 2; click += 1) expect((await convert({ conversion_type: 'demo_interest', source_page: '/pricing' }, ann)).status).toBe(201);
    expect((await convert({ conversion_type: 'lead', source_page: '/pricing', name: 'Ann', email: 'ann@example.com', intent: 'blast-optin' }, ann)).status).toBe(201);
    await view('/pricing', bob);
    await view('/free-trial', cat, campaign);
    const sessionId = await openCheckout('blast', { trial: true, sourcePage: '/free-trial', ...campaign }, cat);
    expect((await standIn(sessionId, 'pay')).status).toBe(200);

    const shown = await pollUntil('the trial counted for /free-trial', figures, (f) => f.funnel.some((row) => row.page === '/free-trial' && row.conversions === 1), { timeoutMs: 20_000 });
    const none = { purchase: 0, trial: 0, lead: 0, demo_interest: 0 };
    // Each too few visitors to show a rate of (MIN_RATE_VISITORS): none is answered, the counts are.
    expect(shown.funnel.find((row) => row.page === '/pricing')).toMatchObject({ views: 2, visitors: 2, conversions: 1, conversionRate: null, goals: { ...none, lead: 1, demo_interest: 1 } });
    expect(shown.funnel.find((row) => row.page === '/free-trial')).toMatchObject({ views: 1, visitors: 1, conversions: 1, conversionRate: null, goals: { ...none, trial: 1 } });
    expect(shown.sources.find((row) => row.source === 'ads')).toMatchObject({ campaign: 'trial-push', visitors: 1, conversions: 1, conversionRate: null, goals: { ...none, trial: 1 } });
    expect(shown.sources.find((row) => row.source === '(direct)')).toMatchObject({ visitors: 2, conversions: 1, conversionRate: null });
    // Two visitors reached a goal today (Ann and Cat), whatever the number of clicks; the total
    // counts the conversions of the day, as Most Popular Plan does: Ann's 2 demo interests and her
    // lead (Cat's trial is dated by its payment's event, the real clock, not the pinned day).
    expect(shown.convertingVisitors).toBe(2);
    expect(shown.totals).toMatchObject({ visitors: 3, conversions: 3 });
    expect(shown.overview.conversions.reduce((sum, row) => sum + row.conversions, 0)).toBe(3);

    // The way to a payment: Cat opened a checkout (so saw the plan and its price), reached Stripe and started a trial.
    expect(stepsOf(shown.funnelSteps.steps)).toEqual([['visitors', 3, 0], ['sawPricing', 3, 0], ['openedCheckout', 1, 2], ['reachedStripe', 1, 0], ['paid', 1, 0]]);
    const ads = shown.funnelSteps.bySource.find((row) => row.source === 'ads')!;
    expect(stepsOf(ads.steps)).toEqual([['visitors', 1, 0], ['sawPricing', 1, 0], ['openedCheckout', 1, 0], ['reachedStripe', 1, 0], ['paid', 1, 0]]);
    expect(everyRate(shown).every((rate) => rate >= 0 && rate <= 100)).toBe(true);

    // SPEC's funnel route and the steps' own route answer the same as the dashboard.
    expect(await (await asAdmin('/api/admin/analytics/funnel', { headers: pinnedAt(READ_AT) })).json()).toEqual(shown.funnel);
    expect(await (await asAdmin('/api/admin/analytics/funnel-steps', { headers: pinnedAt(READ_AT) })).json()).toEqual(shown.funnelSteps);
  });

  it('puts a purchase and its money on the page and campaign its checkout opened from, with revenue per visitor', async () => {
    await reset();
    const [dan, eve] = [asVisitor('dan'), asVisitor('eve')];
    const campaign = { utm_source: 'mail', utm_campaign: 'mini-week' };
    await view('/pricing', dan, campaign);
    await view('/pricing', eve, campaign);
    const sessionId = await openCheckout('mini', { sourcePage: '/pricing', ...campaign }, dan);
    expect((await standIn(sessionId, 'pay')).status).toBe(200);

    const shown = await pollUntil('the purchase counted for /pricing', figures, (f) => f.funnel.some((row) => row.page === '/pricing' && row.goals.purchase === 1), { timeoutMs: 20_000 });
    expect(shown.funnel.find((row) => row.page === '/pricing')).toMatchObject({ visitors: 2, conversions: 1, conversionRate: null, revenueCents: 700, revenuePerVisitorCents: null });
    expect(shown.sources.find((row) => row.source === 'mail')).toMatchObject({ campaign: 'mini-week', visitors: 2, conversions: 1, revenueCents: 700, revenuePerVisitorCents: null });
    expect(everyRate(shown).every((rate) => rate >= 0 && rate <= 100)).toBe(true);
  });

  it('counts a checkout the payment provider failed to open as opened, not as reaching Stripe', async () => {
    await reset();
    const fay = asVisitor('fay');
    await view('/pricing', fay);
    // The stripe SDK retries once: two failures in a row fail the checkout.
    await failNextSessions(2);
    expect((await checkoutOf('mini', { sourcePage: '/pricing' }, fay)).status).toBe(502);

    const shown = await pollUntil('the failed checkout counted as opened', figures, (f) => f.funnelSteps.steps.some((step) => step.step === 'openedCheckout' && step.visitors > 0), { timeoutMs: 20_000 });
    expect(stepsOf(shown.funnelSteps.steps)).toEqual([['visitors', 1, 0], ['sawPricing', 1, 0], ['openedCheckout', 1, 0], ['reachedStripe', 0, 1], ['paid', 0, 0]]);
  });
});

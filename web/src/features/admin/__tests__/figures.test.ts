import { describe, expect, it } from 'vitest';
import { axisCount, axisDollars, barPercent, changeLabel, conversionName, conversionSentence, dollars, signedDollars, goalsLabel, revenueLabel, mostPopularPlan, netRevenueCents, noDataIn, pageLabel, pathPieces, paymentBadges, paymentsKeptNote, rateLabel, rateText, sinceLabel, sourcesWithRevenue, topConvertingPage, totalConversions, totalViews } from '../figures';

const overview = {
  pageViews: [{ page: '/', views: 5 }, { page: '/pricing', views: 3 }],
  conversions: [{ plan: 'blast', conversions: 2 }, { plan: 'unknown', conversions: 1 }],
};

describe('the dashboard figures', () => {
  it('sums the cards and names the leaders, N/A when there are none', () => {
    expect(totalViews(overview)).toBe(8);
    expect(totalConversions(overview)).toBe(3);
    expect(mostPopularPlan(overview)).toEqual({ label: 'Blast CRM', detail: '2 conversions' });
    expect(mostPopularPlan({ pageViews: [], conversions: [] })).toEqual({ label: 'N/A' });
    const goals = { purchase: 0, trial: 0, lead: 1, demo_interest: 0 };
    const home = { page: '/', views: 4, visitors: 4, conversions: 1, conversionRate: '25.0', rateLowerBound: '4.6', goals, revenueCents: 0, revenuePerVisitorCents: 0 };
    expect(topConvertingPage([home])).toEqual({ label: 'Home', detail: '25.0% conversion rate' });
    expect(topConvertingPage([])).toEqual({ label: 'N/A' });
    // Pages seen by too few visitors to rate: no top page, and why.
    expect(topConvertingPage([{ ...home, visitors: 2, conversionRate: null }])).toEqual({ label: 'N/A', detail: 'not enough visitors yet' });
  });

  it('shows a rate, or says there are not enough visitors yet', () => {
    expect(rateText('50.0')).toBe('50.0%');
    expect(rateText(null)).toBe('not enough visitors yet');
    expect(barPercent(null)).toBe(0);
  });

  it('reads a recent conversion as a sentence, with the page it came from', () => {
    expect(conversionSentence({ conversionType: 'demo_interest', plan: 'unknown', sourcePage: '/book-demo' })).toBe('Demo interest on /book-demo');
    expect(conversionSentence({ conversionType: 'lead', plan: 'unknown', sourcePage: '/free-bird-dog-snapshot' })).toBe('Lead from /free-bird-dog-snapshot');
    expect(conversionSentence({ conversionType: 'purchase', plan: 'blast', sourcePage: '/pricing' })).toBe('Purchase of Blast CRM from /pricing');
    expect(conversionSentence({ conversionType: 'trial', plan: 'blast', sourcePage: null })).toBe('Trial of Blast CRM');
    expect(conversionSentence({ conversionType: 'checkout_started', plan: 'unknown', sourcePage: '/' })).toBe('Checkout opened from /');
    expect([conversionName('demo_interest'), conversionName('some_new_kind')]).toEqual(['Demo interest', 'Some new kind']);
  });

  it('cuts a path after each slash only, never inside a word', () => {
    expect(pathPieces('/wholesaling-crm')).toEqual(['/', 'wholesaling-crm']);
    expect(pathPieces('/a/free-bird-dog-snapshot')).toEqual(['/', 'a/', 'free-bird-dog-snapshot']);
    expect(pathPieces('Lead from /free-trial')).toEqual(['Lead from /', 'free-trial']);
    expect(pathPieces('Home')).toEqual(['Home']);
  });

  it("puts Revenue by source's money on Traffic Sources: one ledger, the same sum, a source with payments but no traffic left kept", () => {
    const goals = { purchase: 0, trial: 0, lead: 0, demo_interest: 0 };
    const row = (source: string, visitors: number, revenueCents: number) => ({ source, campaign: '(none)', views: visitors, visitors, conversions: 0, conversionRate: null, rateLowerBound: '0.0', goals, revenueCents, revenuePerVisitorCents: null });
    const ledger = [
      { source: 'google', campaign: '(none)', purchases: 2, revenueCents: 39400, refundedCents: 0 },
      { source: 'test', campaign: '(none)', purchases: 1, revenueCents: 20400, refundedCents: 0 },
    ];
    const rows = sourcesWithRevenue([row('google', 20, 1500), row('(direct)', 5, 700)], ledger);
    expect(rows.map((r) => [r.source, r.visitors, r.revenueCents, r.revenuePerVisitorCents])).toEqual([
      ['google', 20, 39400, 1970],
      ['(direct)', 5, 0, null],
      ['test', 0, 20400, null],
    ]);
    expect(rows.reduce((sum, r) => sum + r.revenueCents, 0)).toBe(ledger.reduce((sum, r) => sum + r.revenueCents, 0));
  });

  it('says in place that a Reset kept the payments', () => {
    expect(paymentsKeptNote(null)).toBe('');
    expect(paymentsKeptNote(new Date(2026, 10, 25, 10, 2).toISOString())).toBe('Payments from before the Reset of Nov 25, 10:02 included: a Reset keeps payments, not traffic');
  });

  it("shows '/' as Home, cents as dollars, and caps the funnel bar at 100%", () => {
    expect(pageLabel('/')).toBe('Home');
    expect(pageLabel('/pricing')).toBe('/pricing');
    expect(dollars(19700)).toBe('$197.00');
    expect(dollars(5)).toBe('$0.05');
    expect(barPercent('250.0')).toBe(100);
    expect(barPercent('12.5')).toBe(12.5);
  });
});

describe('what a page or a campaign turned its visitors into', () => {
  it('names each goal reached apart, and nothing when none was', () => {
    expect(goalsLabel({ purchase: 0, trial: 1, lead: 2, demo_interest: 1 })).toBe('1 trial · 2 leads · 1 demo interest');
    expect(goalsLabel({ purchase: 0, trial: 0, lead: 0, demo_interest: 0 })).toBe('');
  });

  it('shows the revenue with its amount a visitor, and nothing without revenue', () => {
    expect(revenueLabel({ revenueCents: 19_700, revenuePerVisitorCents: 9_850 })).toBe('$197.00, $98.50 a visitor');
    expect(revenueLabel({ revenueCents: 0, revenuePerVisitorCents: 0 })).toBe('');
  });
});

describe('what Recent Conversions says of a purchase', () => {
  const paid = { status: 'paid' as const, refundedCents: 0, disputed: false, subscriptionStatus: null };
  const labels = (amount: number, payment?: typeof paid | Record<string, unknown>) => paymentBadges({ amount, payment: payment as never }).map((badge) => badge.label);

  it('says nothing of a paid purchase, or of a conversion that is not one', () => {
    expect(labels(19700, paid)).toEqual([]);
    expect(labels(0)).toEqual([]);
    expect(labels(19700, { ...paid, subscriptionStatus: 'active' })).toEqual([]);
  });

  it('shows a pending, failed, refunded or disputed purchase as such, and a subscription in trouble', () => {
    expect(labels(98500, { ...paid, status: 'pending' })).toEqual(['Pending']);
    expect(labels(98500, { ...paid, status: 'failed' })).toEqual(['Payment failed']);
    expect(labels(98500, { ...paid, refundedCents: 98500 })).toEqual(['Refunded']);
    expect(labels(98500, { ...paid, refundedCents: 30000, disputed: true })).toEqual(['Refunded $300.00', 'Disputed']);
    expect(labels(0, { ...paid, subscriptionStatus: 'trialing' })).toEqual(['Trialing']);
    expect(labels(19700, { ...paid, subscriptionStatus: 'past_due' })).toEqual(['Past due']);
    expect(labels(19700, { ...paid, subscriptionStatus: 'canceled' })).toEqual(['Canceled']);
    expect(labels(19700, { ...paid, subscriptionStatus: 'active', canceling: true })).toEqual(['Canceling']);
    expect(labels(0, { ...paid, subscriptionStatus: 'trialing', canceling: true })).toEqual(['Trialing', 'Canceling']);
  });

  it('nets the refunds from the revenue', () => {
    expect(netRevenueCents({ revenueCents: 128500, refundedCents: 30000 })).toBe(98500);
  });
});

describe('what a figure says of its period', () => {
  it('says the change against the period before: an arrow and a percent, new where the earlier was 0', () => {
    expect(changeLabel(125, 100)).toEqual({ text: '▲ 25%', direction: 'up' });
    expect(changeLabel(50, 200)).toEqual({ text: '▼ 75%', direction: 'down' });
    expect(changeLabel(3, 0)).toEqual({ text: '▲ new', direction: 'up' });
    expect(changeLabel(0, 0)).toEqual({ text: '0%', direction: 'flat' });
    expect(changeLabel(0, 4)).toEqual({ text: '▼ 100%', direction: 'down' });
  });

  it('says what it counts since: the period, cut by a Reset inside it', () => {
    expect(sinceLabel('Last 30 days', null)).toBe('Last 30 days');
    expect(sinceLabel('Last 30 days', new Date(2026, 10, 25, 10, 2).toISOString())).toBe('Last 30 days, since the Reset of Nov 25, 10:02');
    expect(noDataIn('Last 30 days')).toBe('No data in the last 30 days yet.');
    expect(noDataIn('Oct 1 – Oct 31, 2026')).toBe('No data in Oct 1 – Oct 31, 2026 yet.');
  });

  it('draws a 0% funnel bar empty, and caps one at 100%', () => {
    expect(barPercent('0.0')).toBe(0);
    expect(barPercent('100.0')).toBe(100);
  });

  it('rates trials and churn in percent, – when there is nothing to rate', () => {
    expect(rateLabel(0.5)).toBe('50.0%');
    expect(rateLabel(null)).toBe('–');
  });

  it("prints a chart axis's figures short enough to fit ($1.5K), and signed money whole", () => {
    expect([0, 95_000, 150_000, 1_500_000, 15_000_000, 123_456_789].map(axisDollars)).toEqual(['$0', '$950', '$1.5K', '$15K', '$150K', '$1.2M']);
    expect([0, 950, 1_500, 15_000, 1_234_567].map(axisCount)).toEqual(['0', '950', '1.5K', '15K', '1.2M']);
    expect([signedDollars(-5_000), signedDollars(123_456)]).toEqual(['-$50.00', '$1,234.56']);
  });
});

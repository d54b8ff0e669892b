/**
 * The period's rates of people (PRODUCT.md, "Figures an owner can act on"), from the tallies the
 * visitor marks keep on the page and campaign counters (visitor-marks.ts): per page (SPEC's
 * funnel), per campaign (Traffic Sources), and the way to a payment, step by step. Ranked by the
 * Wilson lower bound of the rate, so a page one visitor converted on does not outrank one that
 * converted a hundred of its thousand (docs/analytics.md, "Rates of people").
 */
import {
  FUNNEL_STEPS,
  FUNNEL_STEP_LABELS,
  GOALS,
  enoughVisitors,
  perVisitorCents,
  ratePercent,
  wilsonLowerBound,
  type FunnelEntry,
  type FunnelStep,
  type FunnelSteps,
  type GoalCounts,
  type SourceRow,
  type VisitorRates,
} from '@blast/catalog';
import type { Window } from './analytics-window';
import { addTallies, parseCampaignKey, type Tallies } from './rollups';

/** One dimension's counters of the period, per key: views (their count) and what their visitors did (their tallies). */
function perKey(window: Window, metric: string, dimension: string): Map<string, { views: number; tallies: Tallies }> {
  const sums = new Map<string, { views: number; tallies: Tallies }>();
  for (const counter of window.counters) {
    if (counter.metric !== metric || counter.dimension !== dimension) continue;
    const sum = sums.get(counter.key) ?? { views: 0, tallies: {} };
    sum.views += counter.count;
    addTallies(sum.tallies, counter.tallies);
    sums.set(counter.key, sum);
  }
  // A month less its days outside the period may leave a key at 0: it counted nothing in the period.
  for (const [key, sum] of sums) if (sum.views === 0 && Object.values(sum.tallies).every((value) => !value)) sums.delete(key);
  return sums;
}

/** A page's or campaign's rates from its tallies. */
export function visitorRates(tallies: Tallies): VisitorRates {
  const visitors = tallies.visitors ?? 0;
  // A goal counted only for visitors the page counted: never more than them (a late fold aside).
  const conversions = Math.min(tallies.converted ?? 0, visitors);
  const revenueCents = tallies.revenueCents ?? 0;
  // Under the minimum sample no rate is answered: one click of two visitors is no 50%.
  const enough = enoughVisitors(visitors);
  return {
    visitors,
    conversions,
    conversionRate: enough ? ratePercent(conversions, visitors) : null,
    rateLowerBound: (wilsonLowerBound(conversions, visitors) * 100).toFixed(1),
    goals: Object.fromEntries(GOALS.map((goal) => [goal, tallies[goal] ?? 0])) as GoalCounts,
    revenueCents,
    revenuePerVisitorCents: enough ? perVisitorCents(revenueCents, visitors) : null,
  };
}

/** Best first: a rate shown before none (too few visitors), then the rate's lower bound, then the visitors, then the views. */
const byConfidence = (a: VisitorRates & { views: number }, b: VisitorRates & { views: number }) =>
  Number(b.conversionRate !== null) - Number(a.conversionRate !== null) || Number(b.rateLowerBound) - Number(a.rateLowerBound) || b.visitors - a.visitors || b.views - a.views;

/** SPEC's funnel, one row a page viewed in the period: its visitors and those who reached a goal after it. */
export function funnelOf(window: Window): FunnelEntry[] {
  const rows = [...perKey(window, 'pageViews', 'page')].filter(([, { views }]) => views > 0).map(([page, { views, tallies }]) => ({ page, views, ...visitorRates(tallies) }));
  return rows.sort(byConfidence);
}

/** Per utm_source and utm_campaign, most visited first ('(direct)' and '(none)' for absent parameters). */
export function sourcesOf(window: Window): SourceRow[] {
  const rows = [...perKey(window, 'pageViews', 'campaign')].map(([key, { views, tallies }]) => ({ ...parseCampaignKey(key), views, ...visitorRates(tallies) }));
  return rows.sort((a, b) => b.visitors - a.visitors || b.views - a.views || b.revenueCents - a.revenueCents);
}

/**
 * The steps of the way to a payment from one counter's tallies (`visitors` there is the first
 * step's); each step's share of the visitors only from MIN_RATE_VISITORS of them, as every rate.
 */
function stepsOf(tallies: Tallies, visitors: number): FunnelStep[] {
  let before = visitors;
  const enough = enoughVisitors(visitors);
  return FUNNEL_STEPS.map((step) => {
    // A later step counts every step before it (rates.ts, stepsUpTo): never more than the one before.
    const reached = step === 'visitors' ? visitors : Math.min(tallies[step] ?? 0, before);
    const row = { step, label: FUNNEL_STEP_LABELS[step], visitors: reached, dropOff: before - reached, ofVisitors: enough ? ratePercent(reached, visitors) : null };
    before = reached;
    return row;
  });
}

/** The period's way to a payment, and each campaign's (of those with visitors). */
export function funnelStepsOf(window: Window): FunnelSteps {
  const day = perKey(window, 'visitors', 'all').get('all');
  const bySource = [...perKey(window, 'pageViews', 'campaign')]
    .filter(([, { tallies }]) => (tallies.visitors ?? 0) > 0)
    .map(([key, { tallies }]) => ({ ...parseCampaignKey(key), steps: stepsOf(tallies, tallies.visitors ?? 0) }))
    .sort((a, b) => b.steps[0].visitors - a.steps[0].visitors);
  return { steps: stepsOf(day?.tallies ?? {}, day?.views ?? 0), bySource };
}

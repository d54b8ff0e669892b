// The dashboard is readable on a laptop (1366x768) and on a phone (412x915): with 30 days of data
// in every panel and the period picker open on chosen dates, no element of /admin cuts off its
// content, hides it behind an ellipsis or lets it spill (e2e/overflow.ts says what counts).
import { Timestamp } from 'firebase-admin/firestore';
import { addDays } from '@blast/catalog';
import { adminCredentials } from '../test/support/seed';
import { checkout, marker, standIn } from '../test/support/payments';
import { traffic, writeRevenueDays, writeRollupDays } from '../test/support/rollups';
import { adminDb, asVisitor, postJson, warmApiWorkers } from '../test/support/stack';
import { collectErrors, expect, gotoReady, signIn, test } from './fixtures';
import { overflowsIn } from './overflow';

const TODAY = new Date().toISOString().slice(0, 10);
const ago = (days: number) => addDays(TODAY, -days);
const at = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);
/** Long names, as real ones are: the widest the dashboard must still show whole. */
const PAGES = ['/', '/pricing', '/free-trial', '/book-demo', '/blast-crm-for-real-estate-teams-and-brokerages'];
const CAMPAIGNS = [
  ['facebook-ads', 'black-friday-founders-rate-2026'],
  ['google', 'brand-search-exact-match'],
  ['newsletter', 'november-product-update'],
] as const;
const M = marker();

/** Each path (PathText) broken onto a new line after anything but '/', '-' or a space: '/wholesali|ng-crm'. */
function midWordBreaks(main: Element): string[] {
  const found: string[] = [];
  for (const path of Array.from(main.querySelectorAll('[data-path]'))) {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(path, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ char: node.textContent![i], top: rect.top });
      }
    }
    for (let i = 1; i < chars.length; i += 1) {
      if (chars[i].top > chars[i - 1].top + 2 && !'/- '.includes(chars[i - 1].char) && chars[i].char !== ' ') found.push(`${path.textContent} broken before "${chars[i].char}" (#${i})`);
    }
  }
  return found;
}
/** How long one look at a loaded panel waits before the page is loaded again. */
const SOON = { timeout: 60_000 };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The API's workers started before the first calls, which a cold start on a busy machine would time out.
  await warmApiWorkers(4);
  // Thirty days of traffic on every page and from every campaign, in thousands a day.
  await writeRollupDays(
    Array.from({ length: 30 }, (_, i) => {
      const [page, campaign] = [PAGES[i % PAGES.length], CAMPAIGNS[i % CAMPAIGNS.length]];
      return [ago(i), traffic(12_000 + 317 * i, 8_000 + 211 * i, 140 + i, page, { campaign, steps: true, revenueCents: 98_500 * (1 + (i % 4)) })] as const;
    }),
  );
  // Thirty days of money: six figures of revenue, MRR in the tens of thousands.
  await writeRevenueDays(
    Array.from({ length: 30 }, (_, i) => [ago(i), { purchases: 20 + i, revenueCents: 1_234_567 + 98_765 * i, plan: i % 2 ? 'blast' : 'elite', campaign: CAMPAIGNS[i % CAMPAIGNS.length], mrrChangeCents: -512_300 }] as const),
  );
  // Leads over the month: long emails, every delivery state, a long last error.
  const batch = adminDb().batch();
  for (let i = 0; i < 12; i += 1) {
    const failed = i % 3 === 0;
    batch.set(adminDb().collection('leads').doc(), {
      name: `Maximiliana Wolfeschlegelsteinhausen ${i}`,
      email: `maximiliana.wolfeschlegelsteinhausen.${i}-${M}@really-long-company-domain.example.com`,
      phone: '+1 (555) 010-0199',
      plan: 'blast',
      intent: 'blast-optin',
      source: '/blast-crm-for-real-estate-teams-and-brokerages',
      utm_source: CAMPAIGNS[i % 3][0],
      utm_campaign: CAMPAIGNS[i % 3][1],
      visitor: 'hash',
      createdAt: at(i * 2.4),
      forward: failed
        ? { hook: 'blast', status: 'failed', attempts: 12, round: 0, lastError: 'HTTP 503 from hooks.zapier.com: upstream connect error or disconnect/reset before headers. reset reason: connection termination' }
        : { hook: 'blast', status: 'delivered', attempts: 1, round: 0, deliveredAt: at(i * 2.4) },
    });
  }
  // A customer event the CRM refused: Retry, with a long error.
  batch.set(adminDb().collection('customerEvents').doc(`evt_widths_${M}`), {
    kind: 'checkout-abandoned',
    test: true,
    name: 'Bartholomew Featherstonehaugh-Cholmondeley',
    email: `bartholomew.featherstonehaugh-${M}@really-long-company-domain.example.com`,
    plan: 'elite',
    amountCents: 1_234_500,
    nextDate: null,
    campaign: { utm_source: CAMPAIGNS[0][0], utm_campaign: CAMPAIGNS[0][1] },
    createdAt: at(1),
    forward: { hook: 'customer', status: 'failed', attempts: 12, round: 0, lastError: 'HTTP 500 from crm.example.com: {"error":"internal","detail":"database is locked, try again later"}' },
  });
  await batch.commit();
  // Conversions with long names, from campaigns.
  for (const [i, [source, campaign]] of CAMPAIGNS.entries()) {
    const res = await postJson(
      '/api/analytics/conversion',
      { conversion_type: 'lead', plan: 'blast', source_page: PAGES[4], name: `Bartholomew Featherstonehaugh ${i}`, email: `bartholomew-${i}-${M}@really-long-company-domain.example.com`, utm_source: source, utm_campaign: campaign },
      asVisitor(`widths-${i}`),
    );
    expect(res.status).toBe(201);
  }
  // Customers in every state the panels list: active, past due, trialing, cancelled, and a checkout left to expire.
  const customer = async (name: string, body: Record<string, unknown>, ...actions: string[]) => {
    const made = await checkout('blast', { name, email: `${name.split(' ')[0].toLowerCase()}-${M}@really-long-company-domain.example.com`, utm_source: CAMPAIGNS[1][0], utm_campaign: CAMPAIGNS[1][1], ...body });
    expect(made.status).toBe(201);
    for (const action of actions) await standIn(made.answer.id, action);
  };
  await customer('Cordelia Montgomery-Fairweather', {}, 'pay');
  await customer('Peregrine Hollingsworth-Abernathy', {}, 'pay', 'fail-renewal');
  await customer('Theodora Vanderbilt-Ashcombe', { trial: true }, 'pay');
  await customer('Leopold Wittgenstein-Brackenbury', {}, 'pay', 'cancel');
  await customer('Ambrose Kensington-Whitlock', {}, 'expire');
});

const WIDTHS = [
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
  { name: 'a phone', viewport: { width: 412, height: 915 } },
];

for (const { name, viewport } of WIDTHS) {
  test(`on ${name} (${viewport.width}x${viewport.height}), with the period picker open and 30 days of data, nothing on /admin overflows its box`, async ({ page }) => {
    test.setTimeout(300_000);
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await warmApiWorkers(8);
    await gotoReady(page, '/admin/figures');
    await signIn(page, adminCredentials());
    // Every panel with its data in. The first load asks for everything at once, each query a worker of
    // its own: on a busy machine one may time out at Hosting's proxy (504, 'Could not load'); the
    // page is then loaded again, as the owner would.
    await expect(async () => {
      if ((await page.getByText(/^Could not load/).count()) > 0) {
        await page.reload();
        await page.keyboard.press('Shift');
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      await expect(page.getByTestId('total-page-views-value')).toHaveText(/\d{3},\d{3}/, SOON);
      await expect(page.getByTestId('revenue-chart').locator('svg').first()).toBeVisible(SOON);
      await expect(page.getByTestId('daily-chart').locator('svg').first()).toBeVisible(SOON);
      // The seeded pages at least: earlier suites' page views may add rows of their own.
      expect(await page.getByTestId('top-pages').getByRole('listitem').count()).toBeGreaterThanOrEqual(PAGES.length);
      await expect(page.getByTestId('conversion-funnel').getByTestId('funnel-row')).not.toHaveCount(0, SOON);
      await expect(page.getByTestId('recent-conversion').filter({ hasText: M })).not.toHaveCount(0, SOON);
      await expect(page.getByTestId('traffic-sources')).toContainText(CAMPAIGNS[0][1], SOON);
      await expect(page.getByTestId('funnel-step')).toHaveCount(5, SOON);
      await expect(page.getByTestId('past-due-item').filter({ hasText: M })).toHaveCount(1, SOON);
      await expect(page.getByTestId('abandoned-item').filter({ hasText: M })).toHaveCount(1, SOON);
      await expect(page.getByTestId('lead-row').filter({ hasText: M })).not.toHaveCount(0, SOON);
      await expect(page.getByTestId('lead-row').getByRole('button', { name: 'Retry' }).first()).toBeVisible(SOON);
      // Customer events in (the seeded refused one may be past the first page in the whole suite).
      await expect(page.getByTestId('customer-event-row').first()).toBeVisible(SOON);
    }).toPass({ timeout: 240_000 });

    // The period picker open on chosen dates (the last 30 days, as shown).
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Chosen dates' });
    await page.getByLabel('From', { exact: true }).fill(ago(29));
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    const problems = await page.locator('main').evaluate(overflowsIn);
    expect(problems).toEqual([]);
    // Paths wrap after a '/' (or a hyphen, or a space), never inside a word; chart labels are never cut.
    expect(await page.locator('main').evaluate(midWordBreaks)).toEqual([]);
    for (const chart of ['daily-chart', 'revenue-chart']) {
      const labels = await page.getByTestId(chart).locator('svg text').allTextContents();
      expect(labels.filter((label) => label.includes('…'))).toEqual([]);
    }

    // The Customers view, with the seeded customers in: nothing overflows there either.
    await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByTestId('customer-row').filter({ hasText: M })).not.toHaveCount(0, SOON);
    expect(await page.locator('main').evaluate(overflowsIn)).toEqual([]);
    expect(await page.locator('main').evaluate(midWordBreaks)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

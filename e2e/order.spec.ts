// After the payment, through the local Stripe stand-in: each plan bought lands on its thank-you
// page, which fills in what was bought, paid today and what follows, in the visitor's words; a
// made-up session id shows the generic page; a trial is cancelled by its buyer in the customer
// portal, reached from its page, and the operator's figures follow.
import { GENERIC_STEPS, SETUP_WAIVED, TRIAL_STEPS } from '@blast/catalog';
import type { Page } from '@playwright/test';
import { adminCredentials } from '../test/support/seed';
import { asVisitor, postJson, runPromo, setSeatsLeft } from '../test/support/stack';
import { expect, gotoReady, signIn, test } from './fixtures';

const DAY_MS = 86_400_000;
/** A day as the page says it: the visitor's own words (the browser's locale and time zone, en-US here). */
const inWords = (ms: number) => new Date(ms).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** Opens a checkout as the dialog does and pays it on the stand-in's page; answers where the buyer lands. */
async function buy(page: Page, type: string, body: Record<string, unknown>, email: string): Promise<string> {
  const res = await postJson(`/api/checkout/${type}`, { name: 'Olive Order', email, ...body }, asVisitor());
  expect(res.status).toBe(201);
  const { url, id } = await res.json();
  await page.goto(url);
  // The promo's words on Stripe's page, beside Pay (custom_text.submit).
  if (body.setupWaived) await expect(page.getByTestId('submit-text')).toHaveText(`${SETUP_WAIVED}: the $100 setup fee is not charged.`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/thank-you(-trial)?\?session_id=cs_/);
  expect(page.url()).toContain(`session_id=${id}`);
  return id;
}

/** Exactly one of the texts (a pattern for toHaveText). */
const oneOf = (...texts: string[]) => new RegExp(`^(${[...new Set(texts)].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** The titles of a thank-you page's next steps, in order. */
const stepTitles = (page: Page) => page.getByTestId('next-steps').locator('[data-step] [data-step-title]');

/** The steps each purchase's page lists (catalog/src/next-steps.ts): only those of the plan bought. */
const STEPS: Record<string, string[]> = {
  mini: ['Check your email', 'Your login', 'Start your pipeline', 'Questions?'],
  lite: ['Check your email', 'Your login', 'Start your pipeline', 'Questions?'],
  'lite with setup': ['Check your email', 'Your login', 'Your done-for-you setup', 'Questions?'],
  blast: ['Check your email', 'Your login', 'Book your kickoff call', 'Prepare your domain, brand files and offers', 'Compliance setup', 'Questions?'],
  custom: ['Check your email', 'Book your 15-minute discovery call', 'Sign the project agreement', 'Your login', 'Questions?'],
  trial: TRIAL_STEPS.map((step) => step.title),
};

const PLANS: [string, string, Record<string, unknown>, RegExp, string, ((now: number) => string) | null][] = [
  ['mini', 'mini', {}, /^Mini Blast$/, '$7', (now) => `Next charge: $7 on ${inWords(now + 30 * DAY_MS)}, then monthly.`],
  ['lite', 'lite', {}, /^Blast Lite$/, '$75', (now) => `Next charge: $75 on ${inWords(now + 30 * DAY_MS)}, then monthly.`],
  ['lite with setup', 'lite', { includeSetup: true }, /^Blast Lite$/, '$175', (now) => `Next charge: $75 on ${inWords(now + 30 * DAY_MS)}, then monthly.`],
  ['blast', 'blast', {}, /^Blast CRM$/, '$197', (now) => `Next charge: $197 on ${inWords(now + 30 * DAY_MS)}, then monthly.`],
  ['blast founders', 'blast', { foundersRate: true }, /^Blast CRM \(founders rate\)$/, '$150', (now) => `Next charge: $150 on ${inWords(now + 30 * DAY_MS)}, then monthly.`],
  ['blast promo', 'blast', { foundersRate: true, setupWaived: true }, /^Blast CRM \(founders rate\)$/, '$150', (now) => `Next charge: $150 on ${inWords(now + 30 * DAY_MS)}, then monthly.`],
  ['prepay', 'blast', { plan: 'blast-prepay' }, /^Blast CRM six-month prepay$/, '$985', null],
  ['custom', 'custom', {}, /^Blast Elite$/, '$5,000', null],
  ['trial', 'blast', { trial: true }, /^Blast CRM — 14-day trial$/, '$0', (now) => `Your trial ends ${inWords(now + 14 * DAY_MS)}. Then $197 a month, unless you cancel before.`],
];

test.afterAll(() => runPromo(null));

for (const [name, type, body, plan, paidToday, next] of PLANS) {
  test(`buying ${name} lands on its thank-you page, which says what was bought and what follows`, async ({ page }) => {
    // A purchase through the stand-in, its webhooks and the order's API: on a busy two-core machine, well past the default 30 s.
    test.setTimeout(90_000);
    if (body.foundersRate) await setSeatsLeft(50);
    // The checkout sells the setup waived only while the owner's promo runs (the pages are not the point here).
    await runPromo(body.setupWaived ? {} : null);
    const email = `order-${name.replace(/\W+/g, '-')}-${Date.now()}@example.com`;
    // The stand-in dates the subscription between these two moments: either side of a midnight, its day is one of theirs.
    const boughtFrom = Date.now();
    const sessionId = await buy(page, type, body, email);
    const boughtBy = Date.now();
    expect(new URL(page.url()).pathname).toBe(body.trial ? '/thank-you-trial' : '/thank-you');
    // The prerendered page first; the order island fills in the details once the API answers.
    const details = page.getByTestId('order-details');
    // The order's API answers once the webhook has stored the purchase: seconds on a busy machine.
    await expect(details.getByTestId('order-plan')).toHaveText(plan, { timeout: 30_000 });
    await expect(details.getByTestId('order-paid-today')).toHaveText(`Paid today: ${paidToday}`);
    if (next) await expect(details.getByTestId('order-next')).toHaveText(oneOf(next(boughtFrom), next(boughtBy)));
    else await expect(details.getByTestId('order-next')).toHaveCount(0);
    await expect(details.getByTestId('order-email')).toHaveText(`Receipt sent to ${email}`);
    await expect(details.getByTestId('order-reference')).toHaveText(`Order reference: ${sessionId.slice(-8).toUpperCase()}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Manage or cancel your subscription' })).toHaveAttribute('href', '/api/billing-portal');
    // The done-for-you setup: the promo's "setup included, fee waived", the fee paid, or nothing.
    const setup = details.getByTestId('order-setup');
    if (body.setupWaived) await expect(setup).toHaveText(`${SETUP_WAIVED}: the $100 setup fee is not charged.`);
    else if (body.includeSetup) await expect(setup).toHaveText('Done-for-you setup included, $100 setup fee paid.');
    else await expect(setup).toHaveCount(0);
    // The next steps of the plan bought, and only those.
    const steps = STEPS[name] ?? STEPS.blast;
    await expect(stepTitles(page)).toHaveText(steps);
    const list = page.getByTestId('next-steps');
    if (type === 'mini' || type === 'lite') await expect(list).not.toContainText(/kickoff|A2P|domain/);
    if (!body.trial) await expect(list).toContainText(type === 'custom' ? 'when your build launches' : 'within 5 minutes');
    if (name === 'mini') {
      // The alias says the same, and a visitor who touches nothing sees it fill in too.
      await page.goto(`/thankyou?session_id=${sessionId}`);
      await expect(page.getByTestId('order-plan')).toHaveText(plan, { timeout: 20_000 });
    }
  });
}

test('Mini Blast and Blast CRM: the order and the steps of the plan bought fill in before the app runs, and the app keeps them', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  // Every script but the page's own (boot.ts, the first asked for) and its order island waits until released: the app can not run.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let bootUrl: string | undefined;
  await page.route(/127\.0\.0\.1:5000\/assets\/[^/]+\.js$/, async (route) => {
    bootUrl ??= route.request().url();
    // The order's island (a chunk of its own) is no part of the app: it comes at once.
    if (route.request().url() !== bootUrl && !/\/order-island-[^/]+\.js$/.test(route.request().url())) await released;
    await route.continue();
  });
  await buy(page, 'mini', {}, `island-mini-${Date.now()}@example.com`);
  await expect(page.getByTestId('order-plan')).toHaveText('Mini Blast');
  await expect(stepTitles(page)).toHaveText(STEPS.mini);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page.getByTestId('order-plan')).toHaveText('Mini Blast');
  await expect(stepTitles(page)).toHaveText(STEPS.mini);
  // A step's link works as a link once the app runs too.
  await buy(page, 'blast', {}, `island-blast-${Date.now()}@example.com`);
  await expect(stepTitles(page)).toHaveText(STEPS.blast);
  await page.getByRole('link', { name: 'Book the kickoff call' }).click();
  await page.waitForURL(/\/book-demo$/);
  expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
});

test('a thank-you page with a made-up or missing session id is the generic page; its order script comes after its first paint, or not at all', async ({ page }) => {
  // When the first paint and the island's script came, as the page's observers see them (never
  // limited by the resource timing buffer, which a page's own requests may fill).
  await page.addInitScript(() => {
    const seen: { firstPaint?: number; island?: number } = {};
    Object.assign(window, { orderIslandTiming: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.firstPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (/\/order-island-[^/]+\.js$/.test(entry.name)) seen.island ??= entry.startTime;
    }).observe({ type: 'resource', buffered: true });
  });
  const timing = () => page.evaluate(() => (window as unknown as { orderIslandTiming: { firstPaint?: number; island?: number } }).orderIslandTiming);
  for (const path of ['/thank-you?session_id=cs_test_madeupmadeupmadeupmadeup0', '/thank-you-trial?session_id=cs_test_madeupmadeupmadeupmadeup1']) {
    const answer = page.waitForResponse((res) => res.url().includes('/api/order?'));
    await gotoReady(page, path);
    expect((await answer).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('order-details')).toHaveCount(0);
    // SPEC's generic steps, as without a session.
    await expect(stepTitles(page)).toHaveText((path.startsWith('/thank-you-trial') ? TRIAL_STEPS : GENERIC_STEPS).map((step) => step.title));
    // The order's script is asked for once the page's first content is on screen, not before it.
    await expect.poll(async () => Object.keys(await timing()).sort(), { message: `${path}: the first paint and the order island's script observed` }).toEqual(['firstPaint', 'island']);
    const { firstPaint, island } = await timing();
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(island, path).toBeGreaterThanOrEqual(firstPaint!);
  }
  // Without a session id there is no order to ask for, and no script to ask with.
  const asked: string[] = [];
  page.on('request', (request) => void (/\/api\/order|\/order-island-[^/]+\.js$/.test(request.url()) && asked.push(request.url())));
  await gotoReady(page, '/thank-you');
  await gotoReady(page, '/thank-you?session_id=not-a-session');
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the footer links every page to the customer portal\'s login', async ({ page }) => {
  await gotoReady(page, '/pricing');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Manage or cancel your subscription' });
  await expect(link).toHaveAttribute('href', '/api/billing-portal');
  await link.click();
  await page.waitForURL(/127\.0\.0\.1:12111\/p\/login\//);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a trial cancelled by its buyer in the portal, opened from its thank-you page: the operator sees it canceling, then gone, and never as revenue', async ({ page, context }) => {
  test.setTimeout(180_000);
  const figures = async (dashboard: Page) => {
    const text = async (id: string) => (await dashboard.getByTestId(id).textContent()) ?? '';
    return {
      trialing: Number(await text('revenue-trialing-value')),
      canceling: Number(/(\d+) canceling/.exec(await text('revenue-active'))?.[1] ?? NaN),
      revenue: await text('revenue-30d-value'),
      mrr: await text('revenue-mrr-value'),
    };
  };
  const dashboard = await context.newPage();
  await gotoReady(dashboard, '/admin/figures');
  await signIn(dashboard, adminCredentials());
  await expect(dashboard.getByTestId('revenue-trialing-value')).toHaveText(/^\d+$/);
  const start = await figures(dashboard);
  const expectFigures = (want: Partial<typeof start>) => expect.poll(() => figures(dashboard), { timeout: 30_000 }).toMatchObject(want);

  const email = `portal-${Date.now()}@example.com`;
  await buy(page, 'blast', { trial: true }, email);
  await page.keyboard.press('Shift');
  await expect(page.getByTestId('order-next')).toContainText('Your trial ends');
  await expectFigures({ trialing: start.trialing + 1, canceling: start.canceling });

  // From the page to Stripe's portal login, where the buyer's email signs them in.
  await page.getByRole('main').getByRole('link', { name: 'Manage or cancel your subscription' }).click();
  await page.waitForURL(/127\.0\.0\.1:12111\/p\/login\//);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const subscription = page.getByTestId('portal-subscription');
  await expect(subscription).toHaveCount(1);
  await subscription.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(subscription.getByTestId('portal-state')).toHaveText(`Cancels on ${new Date(Date.now() + 14 * DAY_MS).toUTCString().slice(0, 16)}`);
  await expectFigures({ trialing: start.trialing + 1, canceling: start.canceling + 1, revenue: start.revenue, mrr: start.mrr });

  await subscription.getByRole('button', { name: 'Cancel now' }).click();
  await expect(subscription).toHaveAttribute('data-status', 'canceled');
  await expectFigures({ trialing: start.trialing, canceling: start.canceling, revenue: start.revenue, mrr: start.mrr });

  // Beside the leads, what the CRM heard of this customer, each delivered (the run's hook answers 200).
  const heard = dashboard.getByTestId('customer-event-row').filter({ hasText: email });
  await expect(heard, 'the panel polls every 30 s').toHaveCount(2, { timeout: 45_000 });
  await expect(heard.nth(0)).toContainText('Canceled');
  await expect(heard.nth(1)).toContainText('Trial started');
  await expect(heard.nth(1).getByTestId('delivery-state')).toHaveText('Sent to your CRM', { timeout: 35_000 });
});

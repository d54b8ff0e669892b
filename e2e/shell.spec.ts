// The shell around every page, in Chromium against the Hosting emulator.
import { NOT_FOUND_TITLE, OPERATOR_PATHS } from '@blast/catalog';
import type { Locator, Page } from '@playwright/test';
import { BUILT_CRM_LOGIN_URL, LISTENER_STARTS_MS, collectErrors, expect, gotoReady, seatsListenerLive, signIn, test } from './fixtures';
import { ROUTE_HEADS } from '../web/src/app/route-heads';
import { adminCredentials } from '../test/support/seed';
import { setSeatsLeft } from '../test/support/stack';

const PAGES = ROUTE_HEADS.flatMap(({ path, aliases = [], head }) => [path, ...aliases].map((url) => ({ url, head })));

async function expectShell(page: Page) {
  await expect(page.getByTestId('seat-pill')).toHaveText(/^Founders seats left: \d+$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'BLAST CRM' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(nav.getByRole('link', { name: 'Book Demo' })).toHaveAttribute('href', '/book-demo');
  const footer = page.locator('footer');
  await expect(footer).toContainText('least-privilege access, no data resale, instant cancellations, NDAs on request');
  for (const href of ['/real-estate-investor-crm', '/wholesaling-crm', '/creative-finance-crm', '/free-trial', '/terms', '/privacy', '/disclaimer']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  // "Log in" to the CRM: in the nav and the footer with CRM_LOGIN_URL, nowhere without it.
  const logIn = page.getByRole('link', { name: 'Log in', exact: true });
  if (BUILT_CRM_LOGIN_URL) {
    await expect(nav.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', BUILT_CRM_LOGIN_URL);
    await expect(footer.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', BUILT_CRM_LOGIN_URL);
    await expect(logIn).toHaveCount(2);
  } else {
    await expect(logIn).toHaveCount(0);
  }
}

/** The operator's pages have a shell of their own (docs/operator.md): none of the public one. */
async function expectNoPublicShell(page: Page) {
  await expect(page.getByTestId('page').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('seat-pill')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
}

test.describe('every route renders inside the shell', () => {
  for (const { url, head } of PAGES) {
    test(`${url} shows its page, title and head`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(url);
      if (OPERATOR_PATHS.some((path) => path === head.path)) await expectNoPublicShell(page);
      else await expectShell(page);
      await expect(page.getByTestId('page').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(head.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${head.path === '/' ? '/' : head.path}$`));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(head.noindex ? 1 : 0);
      expect(errors).toEqual([]);
    });
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
});

test('a link on a public page loads the next page as a new document after the app has run too, with its own head', async ({ page }) => {
  await gotoReady(page, '/');
  await page.evaluate(() => Object.assign(window, { leftPage: true }));
  // A link the browser is not asked to prerender (those: e2e/prerender.spec.ts), which the app's router would otherwise take.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Wholesaling CRM' }).click();
  await expect(page).toHaveURL(/\/wholesaling-crm$/);
  await expect(page).toHaveTitle(ROUTE_HEADS.find(({ path }) => path === '/wholesaling-crm')!.head.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/wholesaling-crm$/);
  // A new document, not the one the app had taken over.
  expect(await page.evaluate(() => (window as unknown as { leftPage?: boolean }).leftPage)).toBeUndefined();
});

test("the operator area's pages change in the app and fade in over 0.4 s, with their head", async ({ page }) => {
  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  const nav = page.getByRole('navigation', { name: 'Operator' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible({ timeout: 30_000 });
  // The animation engine arrives once the page is idle after its load; then each <main> swap is sampled per frame.
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
  await page.evaluate(() => {
    const w = window as unknown as { opacities: number[]; samePage: boolean };
    w.opacities = [];
    w.samePage = true;
    const sample = () => {
      const main = document.querySelector('[data-testid="page"]');
      if (main) w.opacities.push(Number(getComputedStyle(main).opacity));
      if (w.opacities.length < 120) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page).toHaveTitle(ROUTE_HEADS.find(({ path }) => path === '/admin/settings')!.head.title);
  // Mid-fade the new page is partly transparent; 0.4 s later it is opaque, in the same document.
  const opacity = () => page.getByTestId('page').evaluate((el) => Number(getComputedStyle(el).opacity));
  await expect.poll(opacity, { timeout: 2000 }).toBe(1);
  const { opacities, samePage } = await page.evaluate(() => {
    const w = window as unknown as { opacities: number[]; samePage?: boolean };
    return { opacities: w.opacities, samePage: w.samePage };
  });
  expect(samePage).toBe(true);
  expect(Math.min(...opacities)).toBeLessThan(0.5);
});

/**
 * The pill's background once its colour change has played (a 300 ms transition, SeatPill.tsx): read
 * at once, a busy machine gives the colour it changes from.
 */
const settledBackground = (pill: Locator) =>
  pill.evaluate(async (el) => {
    await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    return getComputedStyle(el).backgroundColor;
  });

/** Less than half the pill's 30 s poll: a change seen within it came by the realtime listener. */
const LISTENER_MS = 15_000;

test.describe('the founders seat pill', () => {
  test.afterAll(() => setSeatsLeft(50));

  test('follows counters/founders live and changes colour at 35 and 20', async ({ page }) => {
    test.setTimeout(LISTENER_STARTS_MS + 60_000);
    await setSeatsLeft(50);
    await gotoReady(page, '/pricing');
    const pill = page.getByTestId('seat-pill');
    await expect(pill).toHaveText('Founders seats left: 50');
    await expect(pill).toHaveAttribute('data-level', 'accent');
    const accent = await settledBackground(pill);
    await seatsListenerLive(page);

    // The poll rests while the listener is live and runs every 30 s otherwise: within 15 s only the
    // realtime listener can bring the change (a busy emulator can take seconds to tell it).
    await setSeatsLeft(30);
    await expect(pill).toHaveText('Founders seats left: 30', { timeout: LISTENER_MS });
    await expect(pill).toHaveAttribute('data-level', 'yellow');
    const yellow = await settledBackground(pill);

    await setSeatsLeft(12);
    await expect(pill).toHaveText('Founders seats left: 12', { timeout: LISTENER_MS });
    await expect(pill).toHaveAttribute('data-level', 'red');
    const red = await settledBackground(pill);
    expect(new Set([accent, yellow, red]).size).toBe(3);
  });

  test('polls GET /api/seats only while the listener is not live', async ({ page, browser }) => {
    test.setTimeout(LISTENER_STARTS_MS + 60_000);
    await setSeatsLeft(41);
    const polls: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/seats') && polls.push(request.url()));
    await page.clock.install();
    await gotoReady(page, '/pricing');
    const pill = page.getByTestId('seat-pill');
    await expect(pill).toHaveText('Founders seats left: 41');
    await seatsListenerLive(page);
    // Live: a change arrives through the listener, and three poll periods pass without a poll.
    await setSeatsLeft(40);
    await expect(pill).toHaveText('Founders seats left: 40', { timeout: LISTENER_MS });
    const before = polls.length;
    await page.clock.runFor(95_000);
    expect(polls.length).toBe(before);

    // No listener (Firestore unreachable, in a browser context of its own): the 30 s poll keeps the count.
    const offline = await browser.newContext({ baseURL: 'http://127.0.0.1:5000' });
    await offline.route((url) => url.hostname !== '127.0.0.1' || url.port === '8080', (route) => route.abort());
    const blocked = await offline.newPage();
    const blockedPolls: string[] = [];
    blocked.on('request', (request) => request.url().endsWith('/api/seats') && blockedPolls.push(request.url()));
    await blocked.clock.install();
    await gotoReady(blocked, '/pricing');
    await expect(blocked.getByTestId('seat-pill')).toHaveText('Founders seats left: 40');
    await blocked.clock.runFor(95_000);
    await expect.poll(() => blockedPolls.length).toBeGreaterThanOrEqual(4);
    await offline.close();
  });

  test('shows the last known count when the API and listener are unreachable', async ({ page, context }) => {
    await setSeatsLeft(22);
    await page.goto('/');
    await expect(page.getByTestId('seat-pill')).toHaveText('Founders seats left: 22', { timeout: 5000 });
    await context.route('**/api/seats', (route) => route.abort());
    await context.route('http://127.0.0.1:8080/**', (route) => route.abort());
    const errors = collectErrors(page);
    await page.reload();
    await expect(page.getByTestId('seat-pill')).toHaveText('Founders seats left: 22');
    await expect.poll(() => errors.some((e) => /seat count/.test(e))).toBe(true);
  });
});

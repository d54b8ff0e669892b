// The prerendered page paints before the app runs (web/src/boot.ts runs it at the visitor's first
// input, a few seconds after the paint for a visitor who only reads, at once on the operator's
// pages). What a visitor types or presses in between is handed to the app once it runs
// (web/src/early-input.ts): these tests hold the app's scripts back and act in that moment.
import type { Page, Request } from '@playwright/test';
import { TRIAL_BUTTON_TEXT } from '@blast/catalog';
import { adminDb, setSeatsLeft } from '../test/support/stack';
import { collectErrors, expect, test } from './fixtures';

const hydrated = (page: Page) => page.locator('html[data-hydrated]').count();

/** Starts the page's clock paused: timers (boot.ts's waits among them) move only with runFor. */
async function pauseTheClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/** Moves the paused clock on in small steps (`stepMs`) until the app has hydrated; how far it moved, in ms. */
async function runUntilHydrated(page: Page, stepMs = 20): Promise<number> {
  let moved = 0;
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        moved += stepMs;
        return hydrated(page);
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return moved;
}

test.describe('a visitor who only reads', () => {
  test.afterAll(() => setSeatsLeft(50));

  test('has the page view counted once, sees the live seat count, and gets the app a few seconds after the paint without any input', async ({ page }) => {
    await setSeatsLeft(33);
    const errors = collectErrors(page);
    const views: Record<string, unknown>[] = [];
    page.on('request', (req) => req.url().endsWith('/api/analytics/page-view') && views.push(req.postDataJSON()));
    // The app's chunks, as boot.ts prefetches them: in turn, never two at once.
    const chunkFetches: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const isChunk = (url: string) => /\/assets\/[^/]+\.js$/.test(url) && !/\/assets\/index-[^/]+\.js$/.test(url);
    page.on('request', (req) => {
      if (!isChunk(req.url())) return;
      chunkFetches.push(new URL(req.url()).pathname);
      mostInFlight = Math.max(mostInFlight, (inFlight += 1));
    });
    const ended = (req: Request) => void (isChunk(req.url()) && (inFlight -= 1));
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await pauseTheClock(page);
    await page.goto('/pricing?utm_source=e2e-reader');
    // The content's paint is at most a second after the load event.
    await page.clock.runFor(1_500);
    await expect.poll(() => views).toEqual([expect.objectContaining({ page: '/pricing', utm_source: 'e2e-reader' })]);
    const pill = page.getByTestId('seat-pill');
    await expect(pill).toHaveText('Founders seats left: 33');
    await expect(pill).toHaveAttribute('data-level', 'yellow');
    const listed = await page.locator('meta[name="app-chunks"]').getAttribute('content');
    const { evaluate, preload } = JSON.parse(listed!) as { evaluate: string[]; preload: string[] };
    await expect.poll(() => chunkFetches.length).toBe(evaluate.length + preload.length);
    expect(chunkFetches).toEqual([...evaluate, ...preload]);
    expect(mostInFlight).toBe(1);
    // The app's chunks are fetched, not run: a second on, the page is still the prerendered one.
    await page.clock.runFor(1_000);
    expect(await hydrated(page)).toBe(0);

    await page.clock.resume();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The app hydrated the page as boot.ts left it (a mismatch is logged as an error).
    await expect(pill).toHaveText('Founders seats left: 33');
    await expect(pill).toHaveAttribute('data-level', 'yellow');
    // The app counts the pages it navigates to, not the landing again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Demo' }).click();
    await expect.poll(() => views.map((view) => view.page)).toEqual(['/pricing', '/book-demo']);
    expect(errors).toEqual([]);
  });

  test("the operator's pages run the app as soon as they have painted, without waiting for input", async ({ page }) => {
    await pauseTheClock(page);
    await page.goto('/admin');
    await page.clock.runFor(1_500);
    // The public pages' idle wait is seconds: this one hydrates with the clock moved far less.
    expect(await runUntilHydrated(page)).toBeLessThan(1_000);
  });

  test('a public page does not run the app in that time', async ({ page }) => {
    await pauseTheClock(page);
    await page.goto('/pricing');
    await page.clock.runFor(1_500);
    for (let step = 0; step < 40; step += 1) await page.clock.runFor(20);
    expect(await hydrated(page)).toBe(0);
    await page.keyboard.press('Shift');
    expect(await runUntilHydrated(page)).toBeLessThan(1_000);
  });
});

test('a first input before the content has painted: the app counts the landing view, and boot.ts does not count it again', async ({ page }) => {
  const views: Record<string, unknown>[] = [];
  page.on('request', (req) => req.url().endsWith('/api/analytics/page-view') && views.push(req.postDataJSON()));
  await pauseTheClock(page);
  await page.goto('/wholesaling-crm?utm_source=e2e-early');
  // boot.ts waits for the content's paint on the paused clock; the first key starts the app now.
  await page.keyboard.press('Shift');
  expect(await runUntilHydrated(page, 1)).toBeLessThan(200); // before boot.ts's wait for the paint could end
  // Now the paint's wait ends (boot.ts would count the landing) and the app's idle post goes out.
  await page.clock.runFor(2_000);
  await page.clock.resume();
  await expect.poll(() => views.length).toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(1_500); // a second post of the landing would show here
  expect(views).toEqual([expect.objectContaining({ page: '/wholesaling-crm', utm_source: 'e2e-early' })]);
});

/** Holds back every script but the page's own (boot.ts) until `release` is called. */
async function holdTheApp(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  let bootUrl: string | undefined;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    bootUrl ??= route.request().url(); // the HTML's one script is the first requested
    if (route.request().url() !== bootUrl) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  return { release, held: () => held };
}

test('what is typed into a snapshot form before the app runs is the form\'s once it does, and is sent', async ({ page }) => {
  const email = `early-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const app = await holdTheApp(page);
  await page.goto('/free-lender-snapshot?utm_source=e2e-early');
  await page.getByLabel('First name').pressSequentially('Early');
  await page.getByLabel('Email').pressSequentially(email);
  const send = page.getByRole('button', { name: /Send me the/ });
  // As prerendered, the button waits for both fields: the browser alone cannot enable it.
  await expect.poll(app.held).toBeGreaterThan(0);
  await expect(send).toBeDisabled();

  app.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('First name')).toHaveValue('Early');
  await expect(send).toBeEnabled();
  await send.click();
  // The lead and its conversion may each wait for a cold functions worker on a busy machine.
  await expect(page.getByTestId('toast')).toContainText('Success', { timeout: 30_000 });
  await expect(page.getByLabel('Email')).toHaveValue('');
  const leads = async () => (await adminDb().collection('leads').where('email', '==', email).get()).docs.map((doc) => doc.data());
  await expect.poll(async () => (await leads()).length).toBe(1);
  expect((await leads())[0]).toMatchObject({ name: 'Early', email, source: '/free-lender-snapshot', utm_source: 'e2e-early' });
});

test("a plan's button pressed before the app runs opens the checkout once it does", async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: TRIAL_BUTTON_TEXT }).first().click();
  await expect.poll(app.held).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  app.release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

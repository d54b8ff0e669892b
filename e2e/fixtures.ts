/**
 * The browser tests' shared fixtures. Nothing leaves 127.0.0.1: requests to any other host are
 * aborted (the booking calendar is the local stand-in of scripts/standins/calendar-standin.ts).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { WEB_ENV_PREFIXES } from '../web/src/config/env-names';
import { linkAddress } from '../web/src/config/env';
import { ROOT } from '../test/support/local-stack';
import { forwardedFor, randomAddress } from '../test/support/stack';

export const test = base.extend({
  // Each test is its own visitor (the API counts visitors by address and User-Agent, and rate
  // limits each address): tests do not share dedup windows or rate limits. A browser's own
  // User-Agent, not HeadlessChrome's: the API does not count a known headless browser's views.
  // Playwright reads a fixture's dependencies from its first parameter's destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  userAgent: async ({}, use, testInfo) => {
    await use(`Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 blast-e2e/${testInfo.testId}`);
  },
  context: async ({ context }, use) => {
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    // Each test's API calls come from an address of its own, as through Google's front end (the
    // rate limits count by address, and every test's browser is 127.0.0.1).
    const forwarded = forwardedFor(randomAddress());
    await context.route('http://127.0.0.1:5000/api/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': forwarded } }));
    await use(context);
  },
  // Whatever a test did, no element carries a style the prerendered page named without its rules
  // (web/src/entry-server.tsx: the styles no element carries are named, their rules left out).
  page: async ({ page }, use) => {
    await use(page);
    if (page.isClosed()) return;
    const bare = await page.evaluate(unstyledClasses).catch(() => [] as string[]);
    expect(bare, 'an element carries a style the page named without its rules').toEqual([]);
  },
});

/** The classes elements carry that a `<style data-emotion>` tag names with no rules in it. */
function unstyledClasses(): string[] {
  const namedOnly = new Set(
    Array.from(document.querySelectorAll('style[data-emotion]'))
      .filter((tag) => tag.textContent === '')
      .flatMap((tag) => {
        const [key, ...ids] = tag.getAttribute('data-emotion')!.split(' ');
        return ids.map((id: string) => `${key}-${id}`);
      }),
  );
  return Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList).filter((name) => namedOnly.has(name)));
}

export { expect };

/** Console errors and uncaught exceptions, collected for the page's whole life. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a page as a visitor about to use it, and waits until React has hydrated it, so clicks
 * and typing reach the app. The app runs at a visitor's first input (web/src/page/app-start.ts; a page left
 * alone runs it a few seconds later): a press of Shift, which does nothing else, is that input.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * The page's "now" and the API's pinned to `instant`: the page's Date (its timers still run) and
 * the X-Test-Now header on its /api requests (functions/src/http/test-clock.ts), so a test that
 * reads "today" keeps it if it runs over midnight.
 */
export async function pinNow(page: Page, instant: string): Promise<void> {
  await page.clock.setFixedTime(instant);
  await page.route('http://127.0.0.1:5000/api/**', (route) => route.fallback({ headers: { ...route.request().headers(), 'x-test-now': instant } }));
}

/** Signs in through the operator area's form (on /admin or /test-purchases). */
/** How long the seat listener may take to load and deliver its first count on a busy two-core machine. */
export const LISTENER_STARTS_MS = 60_000;

/**
 * Waits until the founders seat count comes by the realtime listener (the pill's data-live): it
 * loads once the page is idle after its load, on a busy machine seconds later. A seat change
 * after this reaches the page by the listener alone (the poll rests while it is live).
 */
export async function seatsListenerLive(page: Page): Promise<void> {
  await expect(page.getByTestId('seat-pill')).toHaveAttribute('data-live', 'true', { timeout: LISTENER_STARTS_MS });
}

export async function signIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'Operator sign-in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens a plan card's "More ways to buy" (a native <details>, PlanCards.tsx), where its other ways
 * to buy the plan wait one tap away: with a tap on a touch screen, a click otherwise.
 */
export async function openMoreWays(card: Locator, { tap = false } = {}): Promise<void> {
  const details = card.getByTestId('more-ways');
  if (await details.evaluate((el) => (el as HTMLDetailsElement).open)) return;
  const summary = details.locator('summary');
  await (tap ? summary.tap() : summary.click());
  await expect(details).toHaveAttribute('open', '');
}

/**
 * The CRM's sign-in address the local build was made with (CRM_LOGIN_URL, as Vite reads it in mode
 * emulators: web/.env.emulators or the shell), or undefined: then the pages carry no "Log in".
 */
export const BUILT_CRM_LOGIN_URL = linkAddress(
  process.env.CRM_LOGIN_URL || loadEnv('emulators', join(ROOT, 'web'), [...WEB_ENV_PREFIXES]).CRM_LOGIN_URL,
);

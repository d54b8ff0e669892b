// WCAG 2.0 to 2.2, levels A and AA, checked by axe-core on every route at phone and desktop
// widths, with the founders seat pill in each of its states, in the open checkout dialog and on
// both operator pages.
import { OPERATOR_PATHS, checkoutSelector } from '@blast/catalog';
import { ROUTE_HEADS } from '../web/src/app/route-heads';
import { adminCredentials } from '../test/support/seed';
import { setSeatsLeft } from '../test/support/stack';
import { violations } from './axe';
import { expect, gotoReady, signIn, test } from './fixtures';

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PUBLIC = ROUTE_HEADS.filter(({ path }) => !OPERATOR_PATHS.some((operator) => operator === path)).map(({ path }) => path);

/**
 * The pages whose content changes with the seats: the plan cards (the founders offer, off at 0) are
 * on / and /pricing alone; every other page differs only by the pill in the nav, the same on each,
 * so one of them stands for the rest.
 */
const SEAT_PAGES = ['/', '/pricing', '/terms'];

/**
 * The seat pill's states (SPEC §2), each at its edge: above 35 the accent colour, 35 or fewer
 * yellow, 20 or fewer red, and 0 (red, and the founders offer off the cards). Every page at both
 * widths with the pill as prerendered (50); the other states at phone width, where the pill and
 * the cards are the same but narrower, on the pages they change.
 */
const SEAT_STATES = [
  { seatsLeft: 50, level: 'accent', widths: ['phone', 'desktop'], paths: PUBLIC },
  { seatsLeft: 35, level: 'yellow', widths: ['phone'], paths: SEAT_PAGES },
  { seatsLeft: 20, level: 'red', widths: ['phone'], paths: SEAT_PAGES },
  { seatsLeft: 0, level: 'red', widths: ['phone'], paths: SEAT_PAGES },
] as const;

for (const { seatsLeft, level, widths, paths } of SEAT_STATES) {
  for (const name of widths) {
    test.describe(`no WCAG A/AA violation at ${name} width, ${seatsLeft} seats left (${level} pill)`, () => {
      test.use({ viewport: WIDTHS[name] });
      test.beforeAll(() => setSeatsLeft(seatsLeft));
      test.afterAll(() => setSeatsLeft(50));
      for (const path of paths) {
        test(path, async ({ page }) => {
          await gotoReady(page, path);
          const pill = page.getByTestId('seat-pill');
          await expect(pill).toHaveAttribute('data-seats-left', String(seatsLeft));
          await expect(pill).toHaveAttribute('data-level', level);
          expect(await violations(page)).toEqual([]);
        });
      }
    });
  }
}

test('no WCAG A/AA violation in the open checkout dialog', async ({ page }) => {
  await gotoReady(page, '/pricing');
  await page.locator(`#blast ${checkoutSelector()}:visible`).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

/**
 * An operator page's audit, signed in, as a bound for a hang: axe reads the figures' whole page (its
 * tables and chart) in one task, which beside a second suite outlasted the default 30 s.
 */
const OPERATOR_AUDIT_MS = 90_000;
// Each operator page once its content is in: what the operator reads, not the skeleton.
const OPERATOR_PAGES = { '/admin/figures': 'Total Page Views', '/admin/customers': 'Subscriptions as Stripe last told, now', '/admin/site': 'Company facts', '/test-purchases': 'How to Test' } as const;
for (const [path, loaded] of Object.entries(OPERATOR_PAGES)) {
  test(`no WCAG A/AA violation on ${path}, signed in`, async ({ page }) => {
    test.setTimeout(OPERATOR_AUDIT_MS);
    await gotoReady(page, path);
    await signIn(page, adminCredentials());
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText(loaded).first()).toBeVisible();
    if (path === '/admin/figures') await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    // The list in, or its empty state: not the loading state.
    if (path === '/admin/customers') await expect(page.getByTestId('customer-row').or(page.getByText(/^No customers/)).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

/** A CSS colour as the browser computes it, rgb() or rgba(), as [r, g, b, alpha]. */
const rgba = (css: string): number[] => {
  const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
  return [r, g, b, a];
};
const luminance = ([r, g, b]: number[]) =>
  [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
const contrast = (a: number[], b: number[]) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
/** `top` drawn over the opaque colour `under`. */
const over = (top: number[], under: number[]) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));

// The nav is sticky and the page scrolls beneath it: its links must stay readable whatever is
// behind (white text, the orange buttons), so the nav's own background must carry the contrast.
test('the nav links keep AA contrast over whatever scrolls beneath, white or orange', async ({ page }) => {
  await gotoReady(page, '/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const { bar, links } = await nav.evaluate((el) => ({
    bar: getComputedStyle(el.closest('header')!).backgroundColor,
    links: ['Pricing', 'Book Demo'].map((name) => getComputedStyle(Array.from(el.querySelectorAll('a')).find((a) => a.textContent === name)!).color),
  }));
  const orange = rgba(await page.locator(checkoutSelector()).first().evaluate((el) => getComputedStyle(el).backgroundColor));
  for (const beneath of [[255, 255, 255], orange]) {
    for (const link of links) expect(contrast(rgba(link), over(rgba(bar), beneath))).toBeGreaterThanOrEqual(4.5);
  }
});

// A result's checkout link was the browser's default blue on the card's navy (under 3:1).
test("a purchase test's checkout link on /test-purchases keeps 4.5:1 contrast on its card", async ({ page }) => {
  await gotoReady(page, '/test-purchases');
  await signIn(page, adminCredentials());
  await page.getByRole('button', { name: /Test Mini Blast checkout/ }).click();
  const link = page.getByTestId('test-result').first().getByRole('link');
  await expect(link).toHaveAttribute('href', /\/checkout\/cs_/);
  const { color, background } = await link.evaluate((el) => {
    let background = 'rgba(0, 0, 0, 0)';
    for (let node: Element | null = el; node && /^rgba\(\d+, \d+, \d+, 0\)$/.test(background); node = node.parentElement) background = getComputedStyle(node).backgroundColor;
    return { color: getComputedStyle(el).color, background };
  });
  expect(contrast(rgba(color), rgba(background))).toBeGreaterThanOrEqual(4.5);
  expect(await violations(page)).toEqual([]);
});

test('no WCAG A/AA violation on /admin with the period picker open on chosen dates', async ({ page }) => {
  test.setTimeout(OPERATOR_AUDIT_MS);
  const today = new Date().toISOString().slice(0, 10);
  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Chosen dates' });
  await page.getByLabel('From', { exact: true }).fill(today);
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await expect(page.getByText('Total Page Views')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  expect(await violations(page)).toEqual([]);
});

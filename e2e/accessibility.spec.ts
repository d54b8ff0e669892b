// WCAG 2.0 to 2.2, levels A and AA, checked by axe-core on every route at phone and desktop
// widths, with the founders seat pill in each of its states, in the open checkout dialog and on
// both operator pages.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTE_HEADS } from '../web/src/app/route-heads';
import { adminCredentials } from '../scripts/seed';
import { setSeatsLeft } from '../test/support/stack';
import { expect, gotoReady, signIn, test } from './fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PUBLIC = ROUTE_HEADS.filter(({ path }) => path !== '/admin' && path !== '/test-purchases').map(({ path }) => path);

/** What axe-core finds, as lines a reader can act on: rule, impact, and where. */
async function violations(page: Page): Promise<string[]> {
  // Colours are read at rest: a button's 250 ms colour transition (enabled again after a fetch)
  // must not be measured half-way.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`));
}

/**
 * The seat pill's states (SPEC §2), each at its edge: above 35 the accent colour, 35 or fewer
 * yellow, 20 or fewer red, and 0 (red, and the founders offer off the cards). Every page at both
 * widths with the pill as prerendered (50); the other states at phone width, where the pill and
 * the cards are the same but narrower.
 */
const SEAT_STATES = [
  { seatsLeft: 50, level: 'accent', widths: ['phone', 'desktop'] },
  { seatsLeft: 35, level: 'yellow', widths: ['phone'] },
  { seatsLeft: 20, level: 'red', widths: ['phone'] },
  { seatsLeft: 0, level: 'red', widths: ['phone'] },
] as const;

for (const { seatsLeft, level, widths } of SEAT_STATES) {
  for (const name of widths) {
    test.describe(`no WCAG A/AA violation at ${name} width, ${seatsLeft} seats left (${level} pill)`, () => {
      test.use({ viewport: WIDTHS[name] });
      test.beforeAll(() => setSeatsLeft(seatsLeft));
      test.afterAll(() => setSeatsLeft(50));
      for (const path of PUBLIC) {
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
  await page.locator('#blast [data-checkout]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

// Each operator page once its content is in: what the operator reads, not the skeleton.
const OPERATOR_PAGES = { '/admin': 'Total Page Views', '/test-purchases': 'How to Test' } as const;
for (const [path, loaded] of Object.entries(OPERATOR_PAGES)) {
  test(`no WCAG A/AA violation on ${path}, signed in`, async ({ page }) => {
    await gotoReady(page, path);
    await signIn(page, adminCredentials());
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText(loaded).first()).toBeVisible();
    if (path === '/admin') await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(await violations(page)).toEqual([]);
  });
}

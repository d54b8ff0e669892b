// WCAG 2.0 to 2.2, levels A and AA, checked by axe-core on every route at phone and desktop
// widths, in the open checkout dialog and on both operator pages.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTE_HEADS } from '../web/src/app/route-heads';
import { adminCredentials } from '../scripts/seed';
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

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test.describe(`no WCAG A/AA violation at ${name} width`, () => {
    test.use({ viewport });
    for (const path of PUBLIC) {
      test(path, async ({ page }) => {
        await gotoReady(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
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

test('no WCAG A/AA violation on /admin with the period picker open on chosen dates', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  await gotoReady(page, '/admin');
  await signIn(page, adminCredentials());
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Chosen dates' });
  await page.getByLabel('From', { exact: true }).fill(today);
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await expect(page.getByText('Total Page Views')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  expect(await violations(page)).toEqual([]);
});

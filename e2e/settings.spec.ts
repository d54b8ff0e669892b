// /admin/settings in the browser, at a laptop's and a phone's size: what is set up and where
// deliveries go; the exports offered before the Reset; Reset Data off until the owner types the
// word, then the same reset as ever, said in place; no axe violation and nothing cut.
import { RESET_DONE, SETTINGS_TITLE } from '@blast/catalog';
import { adminCredentials } from '../test/support/seed';
import { asAdmin } from '../test/support/admin';
import { asVisitor, postJson } from '../test/support/stack';
import { violations } from './axe';
import { collectErrors, expect, gotoReady, signIn, test } from './fixtures';
import { overflowsIn } from './overflow';

const WIDTHS = [
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
  { name: 'a phone', viewport: { width: 412, height: 915 } },
];

for (const { name, viewport } of WIDTHS) {
  test(`on ${name}, Settings shows what is set up and resets only once the word is typed`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await postJson('/api/analytics/page-view', { page: '/pricing' }, asVisitor(`e2e-settings-${viewport.width}`));
    await page.setViewportSize(viewport);
    await gotoReady(page, '/admin/settings');
    await signIn(page, adminCredentials());
    await expect(page.getByRole('heading', { level: 1, name: SETTINGS_TITLE })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

    // What is set up, and where each kind of delivery goes ("see Settings" lands here).
    const status = page.getByTestId('settings-status');
    await expect(status.getByRole('region', { name: 'What is set up' })).toContainText('Lead hooks', { timeout: 30_000 });
    await expect(status.getByTestId('hook-status')).toHaveCount(5);
    await expect(status.getByRole('region', { name: 'Where deliveries go' })).toContainText('Customers (purchases, trials, cancellations)');

    // The exports first, then the warning, then the typed word.
    const reset = page.getByTestId('reset-panel');
    for (const label of ['Leads CSV', 'Customers CSV', 'Abandoned checkouts CSV']) await expect(reset.getByRole('button', { name: label })).toBeVisible();
    const button = reset.getByRole('button', { name: 'Reset Data' });
    const word = reset.getByLabel('Type RESET to confirm');
    await expect(button).toBeDisabled();
    await word.fill('reset');
    await expect(button).toBeDisabled();
    await word.fill('RESE');
    await expect(button).toBeDisabled();

    expect(await violations(page)).toEqual([]);
    expect(await page.locator('main').evaluate(overflowsIn)).toEqual([]);

    await word.fill('RESET');
    await expect(button).toBeEnabled();
    const posted = page.waitForResponse((res) => res.url().endsWith('/api/admin/analytics/reset'));
    await button.click();
    expect((await posted).status()).toBe(200);
    await expect(reset.getByTestId('reset-result')).toHaveText(RESET_DONE);
    await expect(word).toHaveValue('');
    await expect(button).toBeDisabled();
    // The same reset as ever: the figures count from zero.
    const overview = await (await asAdmin('/api/admin/analytics/overview')).json();
    expect(overview.pageViews.reduce((sum: number, row: { views: number }) => sum + row.views, 0)).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// The operator area, at a laptop's and a phone's size: its own navigation reaches every view, with
// no public nav or seat pill; the phone opens on Today; a lead with a phone shows there with
// working call and email links; "Contacted" with a note takes the row off for good (a reload) and
// the note shows on the lead; a trial ending in 2 days and an abandoned checkout show; no axe
// violation and nothing cut on Today. The API's clock is pinned (X-Test-Now) for Today's requests.
import { DASHBOARD_TITLE, PURCHASE_TESTS_TITLE, SETTINGS_TITLE, SITE_EDITOR_TITLE } from '@blast/catalog';
import { adminCredentials } from '../test/support/seed';
import { marker } from '../test/support/payments';
import { seedToday } from '../test/support/today';
import { violations } from './axe';
import { collectErrors, expect, gotoReady, signIn, test } from './fixtures';
import { overflowsIn } from './overflow';

const WIDTHS = [
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
  { name: 'a phone', viewport: { width: 412, height: 915 } },
];
const SOON = { timeout: 30_000 };

for (const { name, viewport } of WIDTHS) {
  test(`on ${name}: Today first, its rows, Contacted with a note, and every operator view a tap away`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    // The API's now, pinned for the whole test: the records below are dated from it.
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    await page.route('**/api/admin/today', (route) => route.continue({ headers: { ...route.request().headers(), 'x-test-now': now } }));
    const tag = marker();
    await seedToday(tag, now);

    await gotoReady(page, '/admin');
    await signIn(page, adminCredentials());
    const heading = page.getByRole('heading', { level: 1, name: 'Today' });
    await expect(heading).toBeInViewport(SOON);
    await expect(page.getByRole('navigation', { name: 'Operator' })).toBeVisible();
    await expect(page.getByTestId('operator-email')).toHaveText(adminCredentials().email);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByTestId('seat-pill')).toHaveCount(0);

    const rows = page.getByTestId('today-row');
    const lead = rows.filter({ hasText: `lea-${tag}@example.com` });
    await expect(lead).toContainText('New lead', SOON);
    await expect(rows.first()).toBeInViewport();
    await expect(lead.getByTestId('today-call')).toHaveAttribute('href', 'tel:+15125550199');
    await expect(lead.getByTestId('today-email')).toHaveAttribute('href', `mailto:lea-${tag}@example.com`);
    await expect(lead).toContainText('Blast Lite');
    const trial = rows.filter({ hasText: `trial-${tag}@example.com` });
    await expect(trial).toHaveCount(1);
    await expect(trial).toContainText('Trial ends');
    await expect(trial).toContainText('$197.00/mo');
    await expect(trial.getByTestId('today-call')).toHaveAttribute('href', 'tel:+15125550101');
    await expect(rows.filter({ hasText: `left-${tag}@example.com` })).toContainText('Checkout abandoned');
    await expect(rows.filter({ hasText: `test-${tag}@example.com` })).toHaveCount(0);
    // The count waiting, with a "+" when Today says more wait than it lists (a full suite's leads).
    const more = (await page.getByTestId('today-more').count()) > 0 ? '+' : '';
    await expect(page.getByTestId('today-waiting')).toHaveText(`${await rows.count()}${more}`);

    expect(await violations(page)).toEqual([]);
    expect(await page.locator('main').evaluate(overflowsIn)).toEqual([]);

    const waiting = await rows.count();
    await lead.getByRole('button', { name: 'Contacted' }).click();
    await lead.getByLabel('Note (what was said)').fill('Called: wants a demo on Tuesday');
    await lead.getByRole('button', { name: 'Save as contacted' }).click();
    await expect(lead).toHaveCount(0, SOON);
    if (!more) await expect(page.getByTestId('today-waiting')).toHaveText(String(waiting - 1), SOON);
    await page.reload();
    await expect(rows.filter({ hasText: `trial-${tag}@example.com` })).toHaveCount(1, SOON);
    await expect(lead).toHaveCount(0);

    // Every view, by the operator navigation; none shows the public nav or the seat pill.
    const nav = page.getByRole('navigation', { name: 'Operator' });
    const views: [string, string][] = [
      ['Figures', DASHBOARD_TITLE],
      ['Customers', 'Customers'],
      ['Leads', 'Leads'],
      ['Site', SITE_EDITOR_TITLE],
      ['Purchase tests', PURCHASE_TESTS_TITLE],
      ['Settings', SETTINGS_TITLE],
      ['Today', 'Today'],
    ];
    for (const [label, title] of views) {
      await nav.getByRole('link', { name: new RegExp(`^${label}`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SOON);
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByTestId('seat-pill')).toHaveCount(0);
      if (label === 'Leads') {
        await page.getByLabel('Search name or email').fill(`lea-${tag}`);
        const leadRow = page.getByTestId('lead-row').filter({ hasText: `lea-${tag}@example.com` });
        await expect(leadRow.getByTestId('lead-contacted')).toContainText('Called: wants a demo on Tuesday', SOON);
        await expect(leadRow.getByTestId('lead-contacted')).toContainText(`by ${adminCredentials().email}`);
      }
    }
    expect(errors).toEqual([]);
  });
}

// The owner's dashboard in the browser: a period picked, every card, table and chart following it,
// the period kept in the address across a reload, and a 0% funnel bar drawn empty.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { addDays } from '@blast/catalog';
import { adminCredentials } from '../test/support/seed';
import { asAdmin } from '../test/support/admin';
import { traffic, writeRollupDays } from '../test/support/rollups';
import { asVisitor, pinnedAt, postJson } from '../test/support/stack';
import { collectErrors, expect, gotoReady, pinNow, signIn, test } from './fixtures';

/** One instant for the file, the browser's and the API's (pinNow): "today" stays today over midnight. */
const NOW = new Date().toISOString();
const TODAY = NOW.slice(0, 10);
const ago = (days: number) => addDays(TODAY, -days);
const card = (page: Page, testId: string) => page.getByTestId(`${testId}-value`);
const period = (page: Page) => page.getByRole('combobox', { name: 'Period' });
/** What a panel shows, to see that it changed. */
const shown = (panel: Locator) => panel.innerHTML();

test('a period picked: every card, table and chart follows it, the address holds it, a reload keeps it; a 0% bar is empty', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await pinNow(page, NOW);
  // The Reset at the same instant: Pat's lead, pinned to it, counts from it.
  expect((await asAdmin('/api/admin/analytics/reset', { method: 'POST', headers: pinnedAt(NOW) })).status).toBe(200);
  await writeRollupDays([
    // Enough visitors on each page to show its rate (MIN_RATE_VISITORS).
    [ago(2), traffic(14, 12, 4, '/')],
    [ago(20), traffic(12, 10, 0, '/pricing')],
    [ago(40), traffic(5, 4, 0, '/')],
    [ago(200), traffic(12, 10, 0, '/free-trial')],
  ]);
  await postJson('/api/analytics/conversion', { conversion_type: 'lead', plan: 'blast', source_page: '/', name: 'Pat Period', email: 'pat@example.com' }, { ...asVisitor('e2e-period'), ...pinnedAt(NOW) });

  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  // The last 30 days, against the 30 before.
  await expect(card(page, 'total-page-views')).toHaveText('26');
  await expect(page.getByTestId('total-page-views-change')).toContainText('▲ 420%');
  // The conversions, as Most Popular Plan counts them: the 4 written 2 days ago and Pat's lead;
  // the people behind them beside it (Pat came from a visitor no page counted, so no converting visitor).
  await expect(card(page, 'total-conversions')).toHaveText('5');
  await expect(page.getByTestId('total-conversions-detail')).toContainText('4 visitors converted');
  await expect(page.getByTestId('most-popular-plan')).toContainText('5 conversions');
  await expect(page.getByTestId('total-conversions-change')).toContainText('▲ new');
  await expect(page.getByTestId('total-page-views-detail')).toContainText('Last 30 days, since the Reset of');
  const funnel = page.getByTestId('conversion-funnel');
  const pricing = funnel.getByTestId('funnel-row').filter({ hasText: '/pricing' });
  await expect(pricing).toContainText('0.0%');
  await expect(pricing.getByTestId('funnel-bar')).toHaveCSS('width', '0px');
  const home = funnel.getByTestId('funnel-row').filter({ hasText: 'Home' });
  await expect(home).toContainText('33.3%');
  await expect(home.getByTestId('funnel-visitors')).toHaveText('4/12');
  expect((await home.getByTestId('funnel-bar').boundingBox())!.width).toBeGreaterThan(0);
  await expect(page.getByTestId('recent-conversion').first()).toContainText('Pat Period');
  // A sentence, the page it came from as Leads names a lead's source.
  await expect(page.getByTestId('conversion-sentence').first()).toHaveText('Lead from /');
  const chart = page.getByTestId('daily-chart');
  await expect(chart.locator('svg').first()).toBeVisible();
  const before = { chart: await shown(chart), sources: await shown(page.getByTestId('traffic-sources')), revenue: await shown(page.getByTestId('revenue')) };

  // The last 7 days.
  await period(page).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(new RegExp(`/admin/figures\\?from=${ago(6)}&to=${TODAY}$`));
  await expect(card(page, 'total-page-views')).toHaveText('14');
  await expect(page.getByTestId('total-page-views-change')).toContainText('▲ new');
  await expect(page.getByTestId('total-page-views-detail')).toContainText('Last 7 days');
  await expect(card(page, 'unique-visitors')).toHaveText('12');
  await expect(page.getByTestId('top-pages').getByRole('listitem')).toHaveCount(1);
  await expect(funnel.getByTestId('funnel-row')).toHaveCount(1);
  await expect(page.getByTestId('daily-chart-caption')).toContainText('Last 7 days');
  await expect(page.getByTestId('revenue-caption')).toContainText('Last 7 days');
  await expect(page.getByTestId('leads-table-caption')).toHaveText('Received: Last 7 days');
  await expect.poll(() => shown(chart)).not.toBe(before.chart);
  await expect.poll(() => shown(page.getByTestId('traffic-sources'))).not.toBe(before.sources);
  await expect.poll(() => shown(page.getByTestId('revenue'))).not.toBe(before.revenue);

  // Chosen dates, long ago.
  await period(page).selectOption({ label: 'Chosen dates' });
  await page.getByLabel('From', { exact: true }).fill(ago(210));
  await page.getByLabel('To', { exact: true }).fill(ago(190));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/figures\\?from=${ago(210)}&to=${ago(190)}$`));
  const chosen = async () => {
    await expect(card(page, 'total-page-views')).toHaveText('12');
    await expect(card(page, 'total-conversions')).toHaveText('0');
    await expect(card(page, 'top-converting-page')).toHaveText('/free-trial');
    await expect(page.getByTestId('top-pages').getByRole('listitem').first()).toContainText('/free-trial');
    const freeTrial = funnel.getByTestId('funnel-row').filter({ hasText: '/free-trial' });
    await expect(freeTrial).toContainText('0.0%');
    await expect(freeTrial.getByTestId('funnel-bar')).toHaveCSS('width', '0px');
    await expect(page.getByTestId('recent-conversions')).toContainText('No data in');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(ago(210));
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(ago(190));
  };
  await chosen();

  // Reloaded, the address keeps the period.
  await page.reload();
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(new RegExp(`from=${ago(210)}&to=${ago(190)}$`));
  await chosen();

  // Back to the default: the address is plain again.
  await period(page).selectOption({ label: 'Last 30 days' });
  await expect(page).toHaveURL(/\/admin\/figures$/);
  await expect(card(page, 'total-page-views')).toHaveText('26');
  expect(errors).toEqual([]);
});

test('the leads table searches and filters, and the CSV export follows the filter', async ({ page }) => {
  const m = `e2e${Date.now().toString(36)}`;
  for (const [name, intent, phone] of [[`Lena ${m}`, 'blast-optin', '555-0199'], [`Luis ${m}`, 'lite-optin', '']]) {
    const res = await postJson('/api/leads', { name, email: `${name.split(' ')[0].toLowerCase()}-${m}@example.com`, intent, source: '/pricing', ...(phone && { phone }), utm_source: 'news' }, asVisitor());
    expect(res.status).toBe(201);
  }
  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  const table = page.getByTestId('leads-table');
  await table.getByLabel('Search name or email').fill(m);
  await expect(table.getByTestId('lead-row')).toHaveCount(2);
  const lena = table.getByTestId('lead-row').filter({ hasText: `Lena ${m}` });
  await expect(lena).toContainText('555-0199');
  await expect(lena).toContainText('news');
  await table.getByLabel('Intent', { exact: true }).fill('lite-optin');
  await expect(table.getByTestId('lead-row')).toHaveCount(1);
  await expect(table.getByTestId('lead-row')).toContainText(`Luis ${m}`);
  // The delivery filter speaks the owner's words; this run's lead hooks refuse, so none is sent.
  const delivery = table.getByLabel('Delivery', { exact: true });
  await expect(delivery.locator('option')).toHaveText(['Any', 'Sending or retrying', 'Stuck', 'Sent to your CRM', 'Not delivered']);
  await delivery.selectOption({ label: 'Sent to your CRM' });
  await expect(table.getByTestId('lead-row')).toHaveCount(0);
  await delivery.selectOption({ label: 'Any' });
  await expect(table.getByTestId('lead-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain(`Luis ${m}`);
  expect(csv).not.toContain(`Lena ${m}`);
});

// The operator area in the browser: Firebase Auth sign-in, the admin claim, the dashboard's
// cards and sections, debug, reset, the live feed, and the purchase tests.
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { CHECK_CONSOLE, type ConfigurationStatus } from '@blast/catalog';
import { adminCredentials } from '../test/support/seed';
import { asAdmin, ensureUser } from '../test/support/admin';
import { adminDb, asVisitor, holdBackRoundTasks, leadForwardWhen, postJson } from '../test/support/stack';
import { BUILT_CRM_LOGIN_URL, collectErrors, expect, gotoReady, signIn, test } from './fixtures';

const MEMBER = { email: 'e2e-member@example.com', password: 'member-password' };

/** Accepts every dialog (confirm, alert) and keeps their texts. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

const card = (page: Page, testId: string) => page.getByTestId(`${testId}-value`);

test.beforeAll(async () => {
  await ensureUser(MEMBER.email, MEMBER.password);
});

test('a visitor must sign in; a wrong password is said plainly; a non-admin is refused and can sign out', async ({ page }) => {
  await gotoReady(page, '/test-purchases');
  await expect(page.getByRole('heading', { name: 'Purchase Testing Interface' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Operator sign-in' })).toBeVisible();
  await expect(page.getByText('Checkout Tests')).toHaveCount(0);

  await gotoReady(page, '/admin');
  await signIn(page, { email: MEMBER.email, password: 'wrong-password' });
  await expect(page.getByText('The email or password is not right.')).toBeVisible();
  await signIn(page, MEMBER);
  await expect(page.getByTestId('not-authorised')).toContainText(`This account (${MEMBER.email}) is not authorised`);
  await expect(page.getByText('Total Page Views')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Operator sign-in' })).toBeVisible();
});

test('the admin sees every card and section, opens debug, and resets on Settings after typing the word', async ({ page }) => {
  // Two resets and a purge of what the whole suite wrote before: well past 30 s on a busy machine,
  // and past 90 s beside two other suites. A bound for a hang.
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const dialogs = acceptDialogs(page);
  expect((await asAdmin('/api/admin/analytics/reset', { method: 'POST' })).status).toBe(200);
  const ann = asVisitor('e2e-dash-ann');
  const bob = asVisitor('e2e-dash-bob');
  await postJson('/api/analytics/page-view', { page: '/' }, ann);
  await postJson('/api/analytics/page-view', { page: '/pricing' }, ann);
  await postJson('/api/analytics/page-view', { page: '/' }, bob);
  await postJson('/api/analytics/conversion', { conversion_type: 'lead', plan: 'blast', source_page: '/pricing', name: 'Dana Deals', email: 'dana@example.com', utm_source: 'fb', utm_campaign: 'spring' }, ann);

  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
  await expect(card(page, 'total-page-views')).toHaveText('3');
  await expect(card(page, 'total-conversions')).toHaveText('1');
  // 1 of 1 is too few visitors to rate (MIN_RATE_VISITORS): no top page, and why.
  await expect(card(page, 'top-converting-page')).toHaveText('N/A');
  await expect(page.getByTestId('top-converting-page')).toContainText('not enough visitors yet');
  await expect(card(page, 'most-popular-plan')).toHaveText('Blast CRM');
  await expect(page.getByTestId('most-popular-plan')).toContainText('1 conversion');
  await expect(card(page, 'founders-seats')).toHaveText(/^\d+$/);

  const topPages = page.getByTestId('top-pages');
  await expect(topPages.getByRole('heading', { name: 'Top Pages by Views' })).toBeVisible();
  await expect(topPages.getByRole('listitem').first()).toContainText('Home');
  await expect(topPages.getByRole('listitem').first()).toContainText('2 views');
  const funnel = page.getByTestId('conversion-funnel');
  await expect(funnel.getByRole('heading', { name: 'Conversion Funnel' })).toBeVisible();
  await expect(funnel).toContainText('not enough visitors yet');
  await expect(funnel).not.toContainText('100.0%');
  await expect(funnel).toContainText('1/1');
  const recent = page.getByTestId('recent-conversions');
  await expect(recent.getByRole('heading', { name: 'Recent Conversions' })).toBeVisible();
  // Read while the Reset's purge of the whole suite's raw events runs: slow on a busy machine.
  await expect(recent.getByTestId('recent-conversion').first()).toContainText('Dana Deals', { timeout: 30_000 });
  await expect(recent.getByTestId('conversion-sentence').first()).toHaveText('Lead from /pricing');
  await expect(recent.getByTestId('recent-conversion').first()).toContainText('Campaign source: fb');
  await expect(recent.getByTestId('recent-conversion').first()).toContainText('Campaign: spring');
  await expect(recent.getByTestId('recent-conversion').first()).toContainText('$0.00');
  await expect(page.getByTestId('daily-chart').getByRole('heading', { name: 'Traffic' })).toBeVisible();
  await expect(page.getByTestId('daily-chart-caption')).toContainText('Last 30 days');
  // Rates of people: Ann and Bob arrived direct (the lead's fb/spring is no campaign they came
  // from), one of the two converted; Home and /pricing both show plan cards.
  await expect(page.getByTestId('traffic-sources').getByRole('row', { name: /\(direct\) \(none\) 3 2 1 not enough visitors yet/ })).toBeVisible();
  const steps = page.getByTestId('funnel-steps');
  await expect(steps.getByRole('heading', { name: 'Path to Payment' })).toBeVisible();
  // Two visitors are too few for a share of them (MIN_RATE_VISITORS): the counts, and why no share.
  await expect(steps.getByRole('row', { name: /Saw pricing 2 0 —/ })).toBeVisible();
  await expect(steps.getByRole('row', { name: /Opened a checkout 0 2 —/ })).toBeVisible();
  await expect(steps.getByTestId('funnel-steps-minimum')).toHaveText('Shares of visitors: not enough visitors yet (they show from 10 visitors).');
  await expect(page.getByTestId('leads-table').getByRole('heading', { name: 'Leads' })).toBeVisible();

  // Refresh says when the figures were last updated.
  await expect(page.getByTestId('figures-updated')).toHaveText(/^Updated (just now|\d)/);
  const refreshed = page.waitForResponse((res) => res.url().includes('/api/admin/analytics/dashboard'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await refreshed;
  await expect(page.getByTestId('figures-updated')).toHaveText('Updated just now');

  // Debug: fetched when opened; a status in plain words, the technical detail folded under it.
  const debugAnswer = page.waitForResponse((res) => res.url().endsWith('/api/admin/analytics/debug'));
  await page.getByRole('button', { name: 'Debug Info' }).click();
  expect((await debugAnswer).status()).toBe(200);
  const debug = page.getByTestId('debug-panel');
  await expect(debug.getByRole('row', { name: /Page views in the database 3/ })).toBeVisible();
  await expect(debug.getByRole('region', { name: 'What is failing' })).toBeVisible();
  await expect(debug.getByRole('region', { name: 'The latest of each kind' }).getByRole('row', { name: /^Conversion [A-Z][a-z ]+, .*\d{4}/ })).toBeVisible();
  await expect(debug.getByTestId('setup-status').getByRole('region', { name: 'What is set up' })).toContainText('Lead hooks');
  await expect(debug.getByTestId('setup-status').getByRole('region', { name: 'Where deliveries go' })).toContainText('Customers (purchases, trials, cancellations)');
  const technical = debug.getByTestId('debug-technical');
  await expect(debug.getByRole('row', { name: /Dedup window/ })).toHaveCount(0); // folded
  await technical.getByText('Technical detail').click();
  await expect(debug.getByRole('row', { name: /Dedup window 30 minutes \(1800000 ms\)/ })).toBeVisible();
  await expect(technical).toContainText('firestore emulator');

  // Reset Data is on Settings, behind the typed word: no browser dialog, what it did said in place.
  await expect(page.getByRole('button', { name: 'Reset Data' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('reset-panel')).toContainText('WARNING: This will permanently delete ALL analytics data. Are you sure?');
  await page.getByLabel('Type RESET to confirm').fill('RESET');
  await page.getByRole('button', { name: 'Reset Data' }).click();
  await expect(page.getByTestId('reset-result')).toHaveText('All analytics data has been reset.');
  await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Figures' }).click();
  await expect(card(page, 'total-page-views')).toHaveText('0');
  await expect(card(page, 'top-converting-page')).toHaveText('N/A');
  await expect(card(page, 'most-popular-plan')).toHaveText('N/A');
  expect(dialogs).toEqual([]);
  // The raw events are purged in the background (a queued job): gone within seconds.
  await expect.poll(async () => (await adminDb().collection('pageViews').count().get()).data().count, { timeout: 60_000 }).toBe(0);
  expect(errors).toEqual([]);
});

test('the dashboard is live, and a simulated payment from the test page shows in Recent Conversions', async ({ page, context }) => {
  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  await expect(card(page, 'total-page-views')).toHaveText(/^[\d,]+$/);
  const before = Number((await card(page, 'total-page-views').textContent())!.replaceAll(',', ''));

  // Well inside the 30 s poll: only the Firestore listener can bring it this fast.
  await postJson('/api/analytics/page-view', { page: '/live-check' }, asVisitor('e2e-live'));
  await expect(card(page, 'total-page-views')).toHaveText((before + 1).toLocaleString('en-US'), { timeout: 10_000 });

  const tests = await context.newPage();
  await gotoReady(tests, '/test-purchases');
  await expect(tests.getByText('No tests run yet. Start testing to see results here.')).toBeVisible();
  const simulation = tests.getByTestId('webhook-simulation');
  await expect(simulation.getByLabel('Customer name')).toHaveValue('Test Customer');
  await simulation.getByLabel('Customer name').fill('Erin Buyer');
  await simulation.getByRole('button', { name: 'Simulate Payment' }).click();
  const result = tests.getByTestId('test-result').first();
  await expect(result).toContainText('Simulated payment: Blast CRM');
  await expect(result).toContainText('Success');
  await expect(result).toContainText('Payment of $197 recorded through the webhook');

  const latest = page.getByTestId('recent-conversion').first();
  // Within the live feed's 10 s between refetches (LiveUpdates), well inside the 30 s poll.
  await expect(latest).toContainText('Erin Buyer', { timeout: 20_000 });
  await expect(latest).toContainText('purchase');
  await expect(latest).toContainText('$197.00');
});

test('the purchase tests: a checkout session per plan, the lead test, results cleared, the configuration shown', async ({ page }) => {
  await gotoReady(page, '/test-purchases');
  await signIn(page, adminCredentials());
  const config = page.getByTestId('configuration-status');
  await expect(config).toContainText('Local stand-in (no Stripe key)');
  await expect(config).toContainText('Webhook signing secret');
  await expect(config).toContainText('Lead hook: blast');
  // The local inbox is no automation: no hint about where deliveries are logged.
  await expect(config).toContainText('Not configured: local inbox 127.0.0.1:');
  await expect(config.getByTestId('check-console')).toHaveCount(0);

  await page.getByRole('button', { name: /Test Mini Blast checkout/ }).click();
  const checkout = page.getByTestId('test-result').first();
  await expect(checkout).toContainText('Success');
  await expect(checkout.getByRole('link')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:12111\/checkout\/cs_/);

  const lead = page.getByRole('button', { name: 'Test Lead Capture' });
  await lead.click();
  await expect(lead).toBeDisabled();
  const leadResult = page.getByTestId('test-result').nth(1);
  await expect(leadResult).toContainText('Success');
  const leadId = /id (\w+)/.exec((await leadResult.textContent()) ?? '')![1];
  expect((await adminDb().collection('leads').doc(leadId).get()).data()).toMatchObject({ source: 'test', utm_source: 'test', utm_campaign: 'lead-testing', utm_medium: 'dev-interface' });

  // A refusal shows the server's error field; a network failure, the exception's message.
  await page.route('**/api/leads', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ ok: false, error: 'email: must be a valid email address', field: 'email' }) }));
  await lead.click();
  await expect(page.getByTestId('test-result').nth(2)).toContainText('Error');
  await expect(page.getByTestId('test-result').nth(2)).toContainText('email: must be a valid email address');
  await page.unroute('**/api/leads');
  await page.route('**/api/leads', (route) => route.abort('connectionrefused'));
  await lead.click();
  await expect(page.getByTestId('test-result').nth(3)).toContainText('Error');
  await expect(page.getByTestId('test-result').nth(3)).toContainText('Failed to fetch');
  await expect(page.getByTestId('how-to-test').getByRole('heading', { name: 'How to Test' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Results' }).click();
  await expect(page.getByText('No tests run yet. Start testing to see results here.')).toBeVisible();
  await expect(page.getByTestId('test-result')).toHaveCount(0);
});

test('the configuration card, with a lead hook configured, says where delivery attempts are logged (SPEC: Check Console)', async ({ page }) => {
  const configured: ConfigurationStatus = {
    payments: { mode: 'test', webhookSecretConfigured: true, simulationAllowed: true },
    leadHooks: [
      { hook: 'blast', configured: true, host: 'hooks.example.com' },
      { hook: 'lite', configured: false, host: '' },
      { hook: 'snapshot', configured: true, host: 'hooks.example.com' },
    ],
    customerHook: { configured: true, host: 'crm.example.com' },
    opsHook: { configured: true, host: 'hooks.slack.com' },
    siteUrl: 'https://www.example.com',
  };
  await page.route('**/api/admin/test/config', (route) => route.fulfill({ json: configured }));
  await gotoReady(page, '/test-purchases');
  await signIn(page, adminCredentials());
  const config = page.getByTestId('configuration-status');
  await expect(config).toContainText('Stripe test mode');
  await expect(config).toContainText('Configured (hooks.example.com)');
  await expect(config.getByText('Customer hook (the CRM)')).toBeVisible();
  await expect(config).toContainText('Configured (crm.example.com)');
  await expect(config.getByTestId('check-console')).toContainText(`${CHECK_CONSOLE}: the functions log every delivery attempt`);
  // The pages' "Log in": the CRM_LOGIN_URL this build holds, or that there is none.
  await expect(config.getByTestId('config-crm-login')).toContainText('CRM_LOGIN_URL');
  await expect(config.getByTestId('config-crm-login')).toContainText(BUILT_CRM_LOGIN_URL ?? 'Not set: no Log in link on the pages');
});

test('the leads table retries a failed lead and shows a stalled one', async ({ page }) => {
  test.setTimeout(150_000);
  const email = `e2e-retry-${Date.now()}@example.com`;
  const { id } = await (await postJson('/api/leads', { name: 'Rita Retry', email, intent: 'blast-optin' }, asVisitor('e2e-retry'))).json();
  // Nothing listens on the hook: after the queue's last try the lead is failed.
  const lastError = String((await leadForwardWhen(id, (forward) => forward.status === 'failed', 90_000)).lastError);
  expect(lastError).toMatch(/ECONNREFUSED|fetch failed/);

  // A lead no try will end: its round's task gone, as when the last try's worker dies holding it.
  const stalled = adminDb().collection('leads').doc();
  await holdBackRoundTasks(stalled.id);
  const ago = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);
  const stalledEmail = `e2e-stalled-${Date.now()}@example.com`;
  await stalled.set({
    name: 'Stan Stalled', email: stalledEmail, plan: 'blast', intent: 'blast-optin', source: '/pricing', visitor: 'hash', createdAt: Timestamp.now(),
    forward: { hook: 'blast', status: 'pending', attempts: 3, round: 0, lastError: 'HTTP 500 from the hook', nextAttemptAt: ago(60), leaseUntil: ago(50) },
  });
  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  const row = page.getByTestId('lead-row').filter({ hasText: email });
  // The owner's words first; the raw error folded under Technical detail.
  await expect(row.getByTestId('delivery-state')).toHaveText(lastError.includes('ECONNREFUSED') ? "Not delivered: your CRM's address refused it, see Settings" : /^Not delivered: your CRM/);
  await expect(row.getByTestId('delivery-detail')).toBeHidden();
  await row.getByText('Technical detail').click();
  await expect(row.getByTestId('delivery-detail')).toContainText(lastError);
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // Still nothing on the hook: the retried lead is pending again (sending, or retrying within its round), not delivered.
  await expect(row.getByTestId('delivery-state')).toHaveText(/^(Sending to your CRM|Retrying \(\d of \d\))$/);

  // The lead no try will end reads as stuck, with Retry.
  const stalledRow = page.getByTestId('lead-row').filter({ hasText: stalledEmail });
  await expect(stalledRow.getByTestId('delivery-state')).toHaveText('Stuck: no try is coming, Retry starts again');
  await expect(stalledRow.getByRole('button', { name: 'Retry' })).toBeVisible();
  await stalled.update({ 'forward.status': 'failed' }); // left for no other test's queue

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^blast-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^id,createdAt,name,email,/);
  expect(csv).toContain(`${id},`);
  expect(csv).toContain(email);
});

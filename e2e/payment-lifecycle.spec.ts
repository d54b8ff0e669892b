// Money after the checkout, as the operator sees it: the purchase testing page's Payment
// Lifecycle plays Stripe's events on the local stand-in through the real signed webhook, and the
// dashboard open beside it follows live: the Revenue section's figures and Recent Conversions'
// badges (pending, payment failed, past due, refunded, disputed, canceled, trialing).
import { PLANS, formatCents } from '@blast/catalog';
import type { Locator, Page } from '@playwright/test';
import { adminCredentials } from '../test/support/seed';
import { asVisitor, postJson } from '../test/support/stack';
import { expect, gotoReady, signIn, test } from './fixtures';

const MONTHLY = PLANS.blast.priceCents;
/**
 * The dashboard follows live: a listener's news refetches within 10 s (LiveUpdates), and the 30 s
 * poll catches what a listener reports late on a busy machine. Its assertions wait for either.
 */
const LIVE_MS = 45_000;
const expectLive = expect.configure({ timeout: LIVE_MS });
const dollars = (cents: number) => formatCents(cents, { alwaysShowCents: true });
const centsOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

/** The Revenue section's figures, as printed. */
async function revenueFigures(dashboard: Page) {
  const value = (id: string) => dashboard.getByTestId(`revenue-${id}-value`).textContent();
  await expect(dashboard.getByTestId('revenue-mrr-value')).toHaveText(/^\$/);
  return {
    mrr: centsOf(await value('mrr')),
    active: Number(await value('active')),
    trialing: Number(await value('trialing')),
    revenue: centsOf(await value('30d')),
    pending: Number(await value('pending')),
    refunds: centsOf(/Refunds (\$[\d,.]+)/.exec((await dashboard.getByTestId('revenue-30d').textContent()) ?? '')?.[1] ?? '$0'),
  };
}

/** Plays one lifecycle action on the chosen session; answers its result's text once it succeeded. */
async function play(tests: Page, label: string, events: string[]): Promise<string> {
  const results = tests.getByTestId('test-result').filter({ hasText: `Lifecycle: ${label}` });
  const before = await results.count();
  await tests.getByTestId('payment-lifecycle').getByRole('button', { name: label, exact: true }).click();
  const result = results.nth(before);
  await expect(result).toContainText('Success');
  for (const type of events) await expect(result).toContainText(type);
  return (await result.textContent()) ?? '';
}

/** Picks a session of the stand-in by its buyer's email. */
async function choose(tests: Page, email: string): Promise<void> {
  const panel = tests.getByTestId('payment-lifecycle');
  await panel.getByRole('button', { name: 'Refresh sessions' }).click();
  await panel.getByRole('combobox', { name: 'Checkout session' }).click();
  await tests.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await expect(panel.getByRole('combobox', { name: 'Checkout session' })).toContainText(email);
}

const badgesOf = (row: Locator) => row.getByTestId('payment-badge');

test('the payment lifecycle, played from the test page, moves the Revenue section and the conversion badges live', async ({ page, context }) => {
  test.setTimeout(480_000);
  const stamp = Date.now();
  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  await expect(page.getByRole('heading', { name: 'Revenue' })).toBeVisible();
  const start = await revenueFigures(page);
  const expectFigures = async (want: Partial<typeof start>) => {
    await expect.poll(async () => ({ ...(await revenueFigures(page)) }), { timeout: LIVE_MS }).toMatchObject(want);
  };

  const tests = await context.newPage();
  await gotoReady(tests, '/test-purchases');
  const simulation = tests.getByTestId('webhook-simulation');

  // A card payment: the subscription is active, its first invoice is revenue and MRR.
  const lena = `lena-${stamp}@example.com`;
  await simulation.getByLabel('Customer name').fill('Lena Lifecycle');
  await simulation.getByLabel('Customer email').fill(lena);
  await tests.getByRole('button', { name: /Test Blast CRM checkout/ }).click();
  await expect(tests.getByTestId('test-result').filter({ hasText: 'Checkout: Blast CRM' }).last()).toContainText('Success');
  await choose(tests, lena);
  await play(tests, 'Pay by card', ['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
  await expectFigures({ mrr: start.mrr + MONTHLY, active: start.active + 1, revenue: start.revenue + MONTHLY, pending: start.pending });
  const lenaRow = page.getByTestId('recent-conversion').filter({ hasText: lena });
  await expectLive(lenaRow).toContainText('purchase');
  await expectLive(lenaRow).toContainText(dollars(MONTHLY));
  await expectLive(badgesOf(lenaRow)).toHaveCount(0);
  await expectLive(page.getByTestId('revenue').getByRole('row', { name: /^test purchase-testing/ })).toBeVisible();

  // A renewal that fails: past due, still in MRR until Stripe gives up.
  await play(tests, 'Fail a renewal', ['invoice.payment_failed', 'customer.subscription.updated']);
  await expectLive(badgesOf(lenaRow)).toHaveText(['Past due']);
  await expectFigures({ mrr: start.mrr + MONTHLY, active: start.active + 1 });

  // The first charge refunded in full, then disputed: netted in the figures, shown on the purchase.
  await play(tests, 'Refund', ['charge.refunded']);
  await expectLive(badgesOf(lenaRow)).toHaveText(['Refunded', 'Past due']);
  await expectFigures({ revenue: start.revenue + MONTHLY, refunds: start.refunds + MONTHLY });
  await expectLive(page.getByTestId('revenue-30d')).toContainText(`net ${dollars(start.revenue - start.refunds)}`);
  await play(tests, 'Dispute', ['charge.dispute.created']);
  await expectLive(badgesOf(lenaRow)).toHaveText(['Refunded', 'Disputed', 'Past due']);

  // Cancelled: out of MRR and of the active count.
  await play(tests, 'Cancel the subscription', ['customer.subscription.deleted']);
  await expectLive(badgesOf(lenaRow)).toHaveText(['Refunded', 'Disputed', 'Canceled']);
  await expectFigures({ mrr: start.mrr, active: start.active });

  // A bank debit: pending, no revenue, until it fails.
  const pete = `pete-${stamp}@example.com`;
  await simulation.getByLabel('Customer name').fill('Pete Pending');
  await simulation.getByLabel('Customer email').fill(pete);
  await tests.getByRole('button', { name: /Test Blast CRM checkout/ }).click();
  await expect(tests.getByTestId('test-result').filter({ hasText: 'Checkout: Blast CRM' }).last()).toContainText('Success');
  await choose(tests, pete);
  await play(tests, 'Pay by bank debit (pending)', ['customer.subscription.created', 'checkout.session.completed']);
  const peteRow = page.getByTestId('recent-conversion').filter({ hasText: pete });
  await expectLive(badgesOf(peteRow)).toHaveText(['Pending']);
  await expectFigures({ pending: start.pending + 1, revenue: start.revenue + MONTHLY, mrr: start.mrr });
  await play(tests, 'Pending payment fails', ['invoice.payment_failed', 'checkout.session.async_payment_failed']);
  await expectLive(badgesOf(peteRow)).toHaveText(['Payment failed', 'Expired']);
  await expectFigures({ pending: start.pending, revenue: start.revenue + MONTHLY, mrr: start.mrr });

  // A trial, started as a visitor starts one, with a campaign: trialing at $0, then its first
  // invoice paid when the 14 days end, as revenue of that campaign.
  const tina = `tina-${stamp}@example.com`;
  const campaign = `e2e-trial-${stamp}`;
  const trial = await postJson('/api/checkout/blast', { name: 'Tina Trial', email: tina, trial: true, utm_source: 'e2e', utm_campaign: campaign }, asVisitor(`e2e-trial-${stamp}`));
  expect(trial.status).toBe(201);
  await choose(tests, tina);
  await play(tests, 'Pay by card', ['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
  const tinaRow = page.getByTestId('recent-conversion').filter({ hasText: tina });
  await expectLive(tinaRow).toContainText('trial');
  await expectLive(badgesOf(tinaRow)).toHaveText(['Trialing']);
  await expectFigures({ trialing: start.trialing + 1, mrr: start.mrr, revenue: start.revenue + MONTHLY });
  await play(tests, 'End the trial', ['customer.subscription.updated', 'invoice.paid']);
  await expectLive(badgesOf(tinaRow)).toHaveCount(0);
  await expectFigures({ trialing: start.trialing, mrr: start.mrr + MONTHLY, active: start.active + 1, revenue: start.revenue + 2 * MONTHLY });
  await expectLive(page.getByTestId('revenue').getByRole('row', { name: `e2e ${campaign} 1 ${dollars(MONTHLY)}` })).toBeVisible();

  // An action that does not apply says why, and sends nothing.
  await tests.getByTestId('payment-lifecycle').getByRole('button', { name: 'End the trial', exact: true }).click();
  const refused = tests.getByTestId('test-result').filter({ hasText: 'Lifecycle: End the trial' }).last();
  await expect(refused).toContainText('Error');
  await expect(refused).toContainText('Ending a trial needs a subscription trialing');
});

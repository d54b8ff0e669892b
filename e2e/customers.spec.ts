// The people to follow up, in the browser: a customer whose renewal failed shows in Needs attention
// on Figures and in the Customers view under its state, with its page in Stripe's dashboard; a checkout left
// to expire shows among the abandoned ones; marked "Contacted" on Today, the customer's row carries the note.
import { adminCredentials } from '../test/support/seed';
import { checkout, marker, standIn } from '../test/support/payments';
import { warmApiWorkers } from '../test/support/stack';
import { collectErrors, expect, gotoReady, signIn, test } from './fixtures';

const SOON = { timeout: 30_000 };

test('Needs attention lists a failed renewal and an abandoned checkout; the Customers view filters by state, links to Stripe and shows the Contacted note', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const email = `cora-${marker()}@example.com`;
  const bought = await checkout('blast', { name: 'Cora Customer', email });
  expect(bought.status).toBe(201);
  await standIn(bought.answer.id, 'pay');
  await standIn(bought.answer.id, 'fail-renewal');
  const leftEmail = `abe-${marker()}@example.com`;
  const left = await checkout('blast', { name: 'Abe Abandon', email: leftEmail });
  expect(left.status).toBe(201);
  await standIn(left.answer.id, 'expire');

  // The dashboard asks for eight things at once: each a worker of its own in the emulator, started cold.
  await warmApiWorkers(8);
  await gotoReady(page, '/admin/figures');
  await signIn(page, adminCredentials());
  const attention = page.getByTestId('needs-attention');
  await expect(attention.getByTestId('past-due-item').filter({ hasText: email })).toContainText('past due since', { timeout: 30_000 });
  await expect(attention.getByTestId('abandoned-item').filter({ hasText: leftEmail })).toContainText('Abe Abandon');

  // The Customers view, a tap away in the operator navigation.
  const nav = page.getByRole('navigation', { name: 'Operator' });
  await nav.getByRole('link', { name: /^Customers/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible(SOON);
  const customers = page.getByTestId('customers');
  await customers.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Past due' });
  const row = customers.getByTestId('customer-row').filter({ hasText: email });
  await expect(row.getByTestId('customer-state')).toHaveText('Past due');
  await expect(row).toContainText('$197.00');
  await expect(row.getByTestId('stripe-customer-link')).toHaveAttribute('href', /^https:\/\/dashboard\.stripe\.com\/test\/customers\/cus_\w+$/);
  await customers.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Trialing' });
  await expect(customers.getByTestId('customer-row').filter({ hasText: email })).toHaveCount(0);

  // Contacted on Today: the row leaves Today, and the note stays on the person in Customers.
  await nav.getByRole('link', { name: /^Today/ }).click();
  const renewal = page.getByTestId('today-row').filter({ hasText: email });
  await expect(renewal).toContainText('Renewal failed', SOON);
  await renewal.getByRole('button', { name: 'Contacted' }).click();
  await renewal.getByLabel('Note (what was said)').fill('Called: new card on Friday');
  await renewal.getByRole('button', { name: 'Save as contacted' }).click();
  await expect(renewal).toHaveCount(0, SOON);
  await nav.getByRole('link', { name: /^Customers/ }).click();
  await page.getByTestId('customers').getByRole('combobox', { name: 'State' }).selectOption({ label: 'Past due' });
  await expect(row.getByTestId('customer-contacted')).toContainText('Called: new card on Friday', SOON);
  await expect(row.getByTestId('customer-contacted')).toContainText(`by ${adminCredentials().email}`);
  expect(errors).toEqual([]);
});

// The people to follow up, in the browser: a customer whose renewal failed shows in Needs attention
// on Figures and in the Customers view under its state, with its page in Stripe's dashboard; a checkout left
// to expire shows among the abandoned ones.
import { adminCredentials } from '../test/support/seed';
import { checkout, marker, standIn } from '../test/support/payments';
import { warmApiWorkers } from '../test/support/stack';
import { collectErrors, expect, gotoReady, signIn, test } from './fixtures';

test('Needs attention lists a failed renewal and an abandoned checkout; the Customers panel filters by state and links to Stripe', async ({ page }) => {
  test.setTimeout(90_000);
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
  await page.getByRole('navigation', { name: 'Operator' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible({ timeout: 30_000 });
  const customers = page.getByTestId('customers');
  await customers.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Past due' });
  const row = customers.getByTestId('customer-row').filter({ hasText: email });
  await expect(row.getByTestId('customer-state')).toHaveText('Past due');
  await expect(row).toContainText('$197.00');
  await expect(row.getByTestId('stripe-customer-link')).toHaveAttribute('href', /^https:\/\/dashboard\.stripe\.com\/test\/customers\/cus_\w+$/);
  await customers.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Trialing' });
  await expect(customers.getByTestId('customer-row').filter({ hasText: email })).toHaveCount(0);
  expect(errors).toEqual([]);
});

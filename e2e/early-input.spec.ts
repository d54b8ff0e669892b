// The prerendered page paints before the app runs (web/src/boot.ts loads it after the paint, or at
// the first press). What a visitor types or presses in between is handed to the app once it runs
// (web/src/early-input.ts): these tests hold the app's scripts back and act in that moment.
import type { Page } from '@playwright/test';
import { TRIAL_BUTTON_TEXT } from '@blast/catalog';
import { adminDb } from '../test/support/stack';
import { expect, test } from './fixtures';

/** Holds back every script but the page's own (boot.ts) until `release` is called. */
async function holdTheApp(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  let bootUrl: string | undefined;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    bootUrl ??= route.request().url(); // the HTML's one script is the first requested
    if (route.request().url() !== bootUrl) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  return { release, held: () => held };
}

test('what is typed into a snapshot form before the app runs is the form\'s once it does, and is sent', async ({ page }) => {
  const email = `early-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const app = await holdTheApp(page);
  await page.goto('/free-lender-snapshot?utm_source=e2e-early');
  await page.getByLabel('First name').pressSequentially('Early');
  await page.getByLabel('Email').pressSequentially(email);
  const send = page.getByRole('button', { name: /Send me the/ });
  // As prerendered, the button waits for both fields: the browser alone cannot enable it.
  await expect.poll(app.held).toBeGreaterThan(0);
  await expect(send).toBeDisabled();

  app.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('First name')).toHaveValue('Early');
  await expect(send).toBeEnabled();
  await send.click();
  // The lead and its conversion may each wait for a cold functions worker on a busy machine.
  await expect(page.getByTestId('toast')).toContainText('Success', { timeout: 30_000 });
  await expect(page.getByLabel('Email')).toHaveValue('');
  const leads = async () => (await adminDb().collection('leads').where('email', '==', email).get()).docs.map((doc) => doc.data());
  await expect.poll(async () => (await leads()).length).toBe(1);
  expect((await leads())[0]).toMatchObject({ name: 'Early', email, source: '/free-lender-snapshot', utm_source: 'e2e-early' });
});

test("a plan's button pressed before the app runs opens the checkout once it does", async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: TRIAL_BUTTON_TEXT }).first().click();
  await expect.poll(app.held).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  app.release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

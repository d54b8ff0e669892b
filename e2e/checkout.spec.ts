// The checkout end to end: the modal, POST /api/checkout, the local Stripe checkout page, the
// signed webhook, the conversion, the seat and the pill.
import { CHECKOUT_MARKS, checkoutSelector } from '@blast/catalog';
import { STANDIN_PORT } from '../test/support/stripe-standin';
import { adminDb, asVisitor, failNextSessions, foundersCounter, postJson, setSeatsLeft } from '../test/support/stack';
import { collectErrors, expect, gotoReady, openMoreWays, test } from './fixtures';

const marker = () => `e2e-${Math.random().toString(36).slice(2, 10)}`;
/** The payments recorded for a campaign (the lead captured before checkout is a conversion too). */
const conversionsOf = async (campaign: string) =>
  (await adminDb().collection('conversions').where('utmCampaign', '==', campaign).get()).docs
    .map((doc) => doc.data())
    .filter((conversion) => conversion.conversionType === 'purchase' || conversion.conversionType === 'trial');
const seatsLeft = async () => (await foundersCounter().get()).get('seatsLeft') as number;

test.describe('checkout', () => {
  test.beforeEach(() => setSeatsLeft(50));
  test.afterAll(() => setSeatsLeft(50));

  test('a founders purchase: modal, local checkout page, Pay, /thank-you; conversion stored, one seat taken, the pill follows', async ({ page }) => {
    const campaign = marker();
    await gotoReady(page, `/pricing?utm_source=e2e&utm_campaign=${campaign}`);
    // The founders rate with setup is one of the card's other ways to buy, one tap away.
    await openMoreWays(page.locator('#blast'));
    await page.locator(`#blast ${checkoutSelector({ foundersRate: true, includeSetup: true })}`).click();
    const dialog = page.getByRole('dialog', { name: 'Blast CRM (founders rate)' });
    await expect(dialog.getByTestId('checkout-summary')).toHaveText('$250 today, then $150 per month.');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');

    // The submit stays enabled: without name and email it says what is missing.
    const submit = dialog.getByRole('button', { name: 'Continue to payment' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByTestId('toast')).toContainText('Missing Information');
    await expect(page.getByTestId('toast')).toContainText('Please enter your name and email address');

    await dialog.getByLabel('Full name').fill('Fay Founder');
    await dialog.getByLabel('Email').fill(`fay-${campaign}@example.com`);
    await submit.click();
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:12111\/checkout\/cs_test_/);
    await expect(page.getByTestId('total')).toHaveText('$250');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/thank-you\?session_id=cs_test_/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const [conversion] = await conversionsOf(campaign);
    expect(conversion).toMatchObject({ conversionType: 'purchase', plan: 'blast', amount: 25000, foundersRate: true, name: 'Fay Founder', utmSource: 'e2e' });
    expect(await seatsLeft()).toBe(49);
    await expect(page.getByTestId('seat-pill')).toHaveText('Founders seats left: 49');
    // The lead was captured before the checkout.
    const leads = await adminDb().collection('leads').where('email', '==', `fay-${campaign}@example.com`).get();
    expect(leads.docs.map((doc) => doc.get('intent'))).toEqual(['blast-optin']);
  });

  test('the trial ends on /thank-you-trial, recorded as a trial at $0', async ({ page }) => {
    const campaign = marker();
    await gotoReady(page, `/free-trial?utm_campaign=${campaign}`);
    await page.locator(checkoutSelector({ trial: true })).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('checkout-summary')).toContainText('$0 today, then $197 per month');
    await dialog.getByLabel('Full name').fill('Tia Trial');
    await dialog.getByLabel('Email').fill(`tia-${campaign}@example.com`);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/12111\/checkout\//);
    await expect(page.getByTestId('total')).toHaveText('$0');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/thank-you-trial\?session_id=/);
    const [conversion] = await conversionsOf(campaign);
    expect(conversion).toMatchObject({ conversionType: 'trial', plan: 'blast', amount: 0, foundersRate: false });
    expect(await seatsLeft()).toBe(50);
  });

  test('Cancel on the checkout page returns to /pricing with no payment recorded', async ({ page }) => {
    const campaign = marker();
    await gotoReady(page, `/pricing?utm_campaign=${campaign}`);
    await page.locator(`#blast-lite ${checkoutSelector({ includeSetup: true })}`).click();
    const dialog = page.getByRole('dialog', { name: 'Blast Lite' });
    await expect(dialog.getByTestId('checkout-summary')).toHaveText('$175 today, then $75 per month.');
    await dialog.getByLabel('Full name').fill('Cal Cancel');
    await dialog.getByLabel('Email').fill(`cal-${campaign}@example.com`);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/12111\/checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/127\.0\.0\.1:5000\/pricing$/);
    expect(await conversionsOf(campaign)).toEqual([]);
    expect(await seatsLeft()).toBe(50);
  });

  test('the prepay opens the blast checkout named Prepay; Cancel in the modal closes it', async ({ page }) => {
    await gotoReady(page, '/pricing');
    await openMoreWays(page.locator('#blast'));
    await page.locator(`#blast ${checkoutSelector({ plan: 'blast-prepay' })}`).click();
    const dialog = page.getByRole('dialog', { name: 'Prepay' });
    await expect(dialog.getByTestId('checkout-summary')).toHaveText('$985, one payment.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('at 0 seats the founders buttons sell the regular price', async ({ page }) => {
    await setSeatsLeft(0);
    await gotoReady(page, '/pricing');
    const setupButton = page.locator(`#blast ${checkoutSelector({ includeSetup: true })}`);
    await expect(setupButton).toHaveAttribute(CHECKOUT_MARKS.foundersRate, 'false');
    await openMoreWays(page.locator('#blast'));
    await setupButton.click();
    await expect(page.getByRole('dialog', { name: 'Blast CRM' }).getByTestId('checkout-summary')).toHaveText('$297 today, then $197 per month.');
  });

  test('an unknown plan logs an error and opens nothing', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/pricing');
    await page.evaluate((marks) => {
      const button = document.createElement('button');
      button.setAttribute(marks.checkout, '');
      button.setAttribute(marks.plan, 'gold');
      button.textContent = 'Gold';
      document.querySelector('main')!.prepend(button);
    }, CHECKOUT_MARKS);
    // A real one opens and closes first, so that a dialog could open at once.
    await page.locator(`#blast ${checkoutSelector()}:visible`).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Gold' }).click();
    await expect.poll(() => errors.some((e) => e.includes('Unknown checkout plan: gold'))).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the payment provider failing (the stand-in answers 500): the failure toast, nothing paid or taken, and the next try goes through', async ({ page }) => {
    const campaign = marker();
    await gotoReady(page, `/pricing?utm_source=e2e&utm_campaign=${campaign}`);
    await failNextSessions(2); // the stripe SDK retries once: both fail
    await openMoreWays(page.locator('#blast'));
    await page.locator(`#blast ${checkoutSelector({ foundersRate: true })}:visible`).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Pat Provider');
    await dialog.getByLabel('Email').fill(`pat-${campaign}@example.com`);
    const submit = dialog.getByRole('button', { name: 'Continue to payment' });
    await submit.click();
    await expect(page.getByTestId('toast')).toContainText('Something went wrong');
    await expect(page).toHaveURL(/\/pricing/);
    expect(await conversionsOf(campaign)).toEqual([]);
    expect(await seatsLeft()).toBe(50);

    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:12111\/checkout\/cs_/);
    expect(await conversionsOf(campaign)).toEqual([]); // nothing is paid until Pay
  });

  test('the last founders seat held by another buyer meanwhile: the dialog says every seat left is held and when one may come back, not sold out', async ({ page }) => {
    await setSeatsLeft(1);
    await gotoReady(page, '/pricing');
    await openMoreWays(page.locator('#blast'));
    await page.locator(`#blast ${checkoutSelector({ foundersRate: true })}:visible`).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Hal Held');
    await dialog.getByLabel('Email').fill(`hal-${marker()}@example.com`);
    // Another buyer, from another address, holds the last seat while this one types.
    const other = await postJson('/api/checkout/blast', { name: 'Olga Other', email: `olga-${marker()}@example.com`, foundersRate: true }, asVisitor('other'));
    expect(other.status).toBe(201);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('No founders seat free right now');
    await expect(toast).toContainText('Every founders seat left is held in a checkout not yet paid');
    await expect(toast).toContainText(/may come back in about \d+ minutes \(by \d\d:\d\d UTC\)/);
    await expect(toast).not.toContainText('sold out');
    await expect(page).toHaveURL(/\/pricing/);
    // The other buyer's session ends: its seat comes back.
    const { id } = await other.json();
    await fetch(`http://127.0.0.1:${STANDIN_PORT}/__lifecycle/sessions/${id}/expire`, { method: 'POST' });
    await expect.poll(seatsLeft).toBe(1);
  });

  test('a checkout that can not start says so and lets the visitor try again', async ({ page }) => {
    await page.route('**/api/checkout/**', (route) => route.fulfill({ status: 502, json: { error: 'provider down' } }));
    await gotoReady(page, '/pricing');
    await page.locator(`#blast-lite ${checkoutSelector()}`).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Ann');
    await dialog.getByLabel('Email').fill('ann@example.com');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Something went wrong');
    await expect(toast).toContainText('Please try again or contact support');
    await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });
});

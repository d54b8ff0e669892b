// Campaign capture, page views, and the lead and interest calls end to end: browser, Hosting,
// functions and Firestore, all real.
import { adminDb } from '../test/support/stack';
import { collectErrors, expect, gotoReady, test } from './fixtures';

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const stored = (key: string) => (page: import('@playwright/test').Page) => page.evaluate((k) => localStorage.getItem(k), key);
const utmParams = stored('utm_params');

const conversionsFrom = async (utmSource: string) =>
  (await adminDb().collection('conversions').where('utmSource', '==', utmSource).get()).docs.map((doc) => doc.data());

test.describe('campaign parameters', () => {
  test('are saved when at least one is in the address, only those present, and kept when none is', async ({ page }) => {
    await gotoReady(page, '/pricing?utm_source=google&utm_campaign=fall-push&ref=abc&utm_term=');
    expect(JSON.parse((await utmParams(page))!)).toEqual({ utm_source: 'google', utm_campaign: 'fall-push' });

    // A page without them leaves the saved ones alone, in the app and on a full load.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await gotoReady(page, '/free-trial?page=2');
    expect(JSON.parse((await utmParams(page))!)).toEqual({ utm_source: 'google', utm_campaign: 'fall-push' });

    // New ones replace them whole.
    await gotoReady(page, '/?utm_medium=email');
    expect(JSON.parse((await utmParams(page))!)).toEqual({ utm_medium: 'email' });
  });

  test('nothing is saved when no campaign parameter is present', async ({ page }) => {
    await gotoReady(page, '/pricing?ref=abc');
    expect(await utmParams(page)).toBeNull();
  });

  test('the older utmParams key is read when utm_params is absent', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('utmParams', JSON.stringify({ utm_source: 'legacy-list' })));
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/analytics/page-view'));
    await gotoReady(page, '/wholesaling-crm');
    expect((await sent).postDataJSON()).toMatchObject({ page: '/wholesaling-crm', utm_source: 'legacy-list' });
  });

  test('unreadable storage counts as empty and breaks nothing', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Storage.prototype.setItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
    });
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/analytics/page-view'));
    await gotoReady(page, '/pricing?utm_source=google');
    const body = (await sent).postDataJSON();
    expect(body.page).toBe('/pricing');
    expect(body).not.toHaveProperty('utm_source');
    expect(errors).toEqual([]);
  });
});

test('a page view is posted on every route change, with the campaign, and counted once', async ({ page }) => {
  const views: Record<string, unknown>[] = [];
  page.on('request', (req) => req.url().endsWith('/api/analytics/page-view') && views.push(req.postDataJSON()));
  await gotoReady(page, '/creative-finance-crm?utm_source=e2e-views');
  await expect.poll(() => views.length).toBe(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect.poll(() => views.length).toBe(2);
  expect(views[0]).toMatchObject({ page: '/creative-finance-crm', utm_source: 'e2e-views' });
  expect(views[1]).toMatchObject({ page: '/pricing', utm_source: 'e2e-views', referrer: 'http://127.0.0.1:5000/creative-finance-crm?utm_source=e2e-views' });
  const counted = async () => (await adminDb().collection('pageViews').where('utm_source', '==', 'e2e-views').get()).docs.map((doc) => doc.get('page')).sort();
  await expect.poll(counted).toEqual(['/creative-finance-crm', '/pricing']);
});

test('a page the browser prerenders counts its view, and fetches the seat count, only once the visitor opens it', async ({ page }) => {
  // The browser's prerendering, as boot.ts sees it: document.prerendering, then prerenderingchange.
  await page.addInitScript(() => {
    const state = window as unknown as { prerenderingNow: boolean };
    state.prerenderingNow = true;
    Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => state.prerenderingNow });
  });
  const views: Record<string, unknown>[] = [];
  const seatFetches: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/analytics/page-view')) views.push(req.postDataJSON());
    if (req.url().endsWith('/api/seats')) seatFetches.push(req.url());
  });
  await page.goto('/wholesaling-crm?utm_source=e2e-prerendered');
  // Well past the content's paint (at most a second after the load event), when an opened page counts its view.
  await page.waitForTimeout(2500);
  expect(views).toEqual([]);
  expect(seatFetches).toEqual([]);

  await page.evaluate(() => {
    (window as unknown as { prerenderingNow: boolean }).prerenderingNow = false;
    document.dispatchEvent(new Event('prerenderingchange'));
  });
  await expect.poll(() => views.length).toBe(1);
  expect(views[0]).toMatchObject({ page: '/wholesaling-crm', utm_source: 'e2e-prerendered' });
  await expect.poll(() => seatFetches.length).toBeGreaterThanOrEqual(1);
});

test('a snapshot request is stored as a lead end to end: Success toast, fields reset, conversion recorded with the first name typed', async ({ page }) => {
  const email = unique('snapshot');
  await gotoReady(page, '/free-lender-snapshot?utm_source=e2e-snapshot&utm_campaign=lenders');
  await page.getByRole('textbox', { name: 'First name' }).fill('Lena');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: /Send me the/ }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Success');
  await expect(toast).toContainText('Check your email in the next few minutes');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');

  const [lead] = (await adminDb().collection('leads').where('email', '==', email).get()).docs.map((doc) => doc.data());
  expect(lead).toMatchObject({
    name: 'Lena',
    email,
    plan: 'unknown',
    intent: 'lender-snapshot',
    source: '/free-lender-snapshot',
    utm_source: 'e2e-snapshot',
    utm_campaign: 'lenders',
    forward: { hook: 'snapshot' },
  });
  await expect.poll(async () => (await conversionsFrom('e2e-snapshot')).length).toBe(1);
  const conversions = await conversionsFrom('e2e-snapshot');
  // Recent Conversions names the visitor as they typed it, not 'Anonymous'.
  expect(conversions[0]).toMatchObject({ conversionType: 'lead', plan: 'unknown', sourcePage: '/free-lender-snapshot', intent: 'lender-snapshot', utmCampaign: 'lenders', name: 'Lena', email });
});

test('a bot that fills the hidden field is told Success and nothing is stored', async ({ page }) => {
  const email = unique('bot');
  await gotoReady(page, '/free-bird-dog-snapshot');
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await page.getByRole('textbox', { name: 'First name' }).fill('Bot');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: /Send me the/ }).click();
  await expect(page.getByTestId('toast')).toContainText('Success');
  expect((await adminDb().collection('leads').where('email', '==', email).get()).size).toBe(0);
});

test('demo interest is recorded and confirmed with the Interest Tracked toast', async ({ page }) => {
  await gotoReady(page, '/book-demo?utm_source=e2e-demo');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Book Your Demo' }).click();
  await (await popup).close();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Interest Tracked');
  await expect(toast).toContainText("We'll be in touch soon about your demo!");
  await expect.poll(async () => (await conversionsFrom('e2e-demo')).length).toBe(1);
  const conversions = await conversionsFrom('e2e-demo');
  expect(conversions[0]).toMatchObject({ conversionType: 'demo_interest', plan: 'unknown', sourcePage: '/book-demo' });
});

test.describe('the custom consultation', () => {
  test('asks name and email in a dialog, stores the lead and thanks with the 24-hour promise', async ({ page }) => {
    const email = unique('elite');
    await gotoReady(page, '/custom-pricing');
    await page.getByRole('button', { name: 'Request a consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a custom build consultation' });
    const submit = dialog.getByRole('button', { name: 'Request consultation' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Name').fill('Eli Builder');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Email').fill(email);
    await submit.click();
    await expect(dialog.getByRole('status')).toHaveText("Thank you! We'll contact you within 24 hours to discuss your custom build.");
    const [lead] = (await adminDb().collection('leads').where('email', '==', email).get()).docs.map((doc) => doc.data());
    expect(lead).toMatchObject({ name: 'Eli Builder', plan: 'custom', intent: 'custom-consultation', source: '/custom-pricing', forward: { hook: 'blast' } });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('says what to do when the lead can not be sent', async ({ page }) => {
    await page.route('**/api/leads', (route) => route.fulfill({ status: 503, json: { ok: false, error: 'down' } }));
    await gotoReady(page, '/custom-pricing');
    await page.getByRole('button', { name: 'Request a consultation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Eli');
    await dialog.getByLabel('Email').fill('eli@example.com');
    await dialog.getByRole('button', { name: 'Request consultation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again or email us directly.');
    await expect(dialog.getByLabel('Email')).toHaveValue('eli@example.com');
  });
});

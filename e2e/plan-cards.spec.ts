// One decision per card: on a phone and on a laptop, with founders seats left and
// without, no promo running and the owner's promo running (its switch on and off), each plan card has one filled button and at most one other
// visible action; the large price is in the checkout summary of the action it names; the other
// ways to buy are one tap away, each with what it charges today and after; the plans that bill
// usage say so with a link to their estimate. Then the small ones around the cards: the intro and
// the cards on one grid with no dead gap, and the seat pill under the dialog's backdrop.
import type { Locator, Page } from '@playwright/test';
import { CHECKOUT_MARKS, EMPTY_SITE_CONTENT, SETUP_WAIVED, WAIVED_BUTTON_TEXT, estimateMonth, formatCents, checkoutSelector, readCheckoutMarks, setupNoteOf, usagePricesOf, type PlanId } from '@blast/catalog';
import { publishAndRebuild } from '../test/support/site';
import { setSeatsLeft } from '../test/support/stack';
import { expect, gotoReady, openMoreWays, test } from './fixtures';

const VIEWPORTS = { phone: { width: 412, height: 915 }, laptop: { width: 1366, height: 768 } } as const;
const CARDS: { anchor: string; plan: PlanId }[] = [
  { anchor: 'blast', plan: 'blast' },
  { anchor: 'blast-lite', plan: 'blast-lite' },
  { anchor: 'blast-elite', plan: 'custom' },
];
const marker = () => `e2e-${Math.random().toString(36).slice(2, 10)}`;
const USAGE_PAGE = { blast: '/blast-pricing#usage-estimate', 'blast-lite': '/lite-pricing#usage-estimate' } as const;

/** The card's visible actions (buttons, links, disclosures) but the usage line's link, by their text. */
async function actionsOnScreen(card: Locator): Promise<string[]> {
  return card
    .locator('button, a, summary')
    .filter({ visible: true })
    .evaluateAll((els) => els.filter((el) => !el.closest('[data-testid="usage-line"]')).map((el) => (el.textContent ?? '').trim()));
}

/** Holds one card to the rules, as it is on screen now. */
async function holdCard(page: Page, card: Locator, plan: PlanId): Promise<void> {
  // One filled (MUI contained) button.
  await expect(card.locator('.MuiButton-contained').filter({ visible: true })).toHaveCount(1);
  const primary = card.locator('.MuiButton-contained').filter({ visible: true });
  // At most one other visible action (the usage line's link aside).
  const actions = await actionsOnScreen(card);
  expect(actions.length, actions.join(' | ')).toBeLessThanOrEqual(2);

  // The large price: its number is in the summary of the action it names.
  const price = card.getByTestId('card-price').filter({ visible: true });
  await expect(price).toHaveCount(1);
  const amount = /\$[\d,]+/.exec((await price.getByTestId('card-price-amount').textContent()) ?? '')![0];
  const actionId = (await price.getAttribute('data-price-of'))!;
  const action = page.locator(`[id="${actionId}"]`);
  await expect(action).toHaveCount(1);
  expect(await action.getAttribute(CHECKOUT_MARKS.summary)).toContain(amount);
  // Not the primary action: the price says plainly which action gives it.
  if ((await action.getAttribute('class'))?.includes('MuiButton-contained') !== true) {
    const label = ((await action.textContent()) ?? '').split(':')[0].trim();
    await expect(price).toContainText(label);
  } else {
    expect(await primary.getAttribute('id')).toBe(actionId);
  }

  // Which plans bill usage is the catalogue's: one line with the estimate's link, or none.
  const usage = card.getByTestId('usage-line');
  if (usagePricesOf(plan)) {
    await expect(usage).toBeVisible();
    await expect(usage.getByRole('link')).toHaveAttribute('href', USAGE_PAGE[plan as keyof typeof USAGE_PAGE]);
    // The plan's month at the example volumes, the catalogue's: $235 on Blast CRM, $133.50 on Blast Lite.
    await expect(usage).toContainText(`about ${formatCents(estimateMonth(plan as keyof typeof USAGE_PAGE).monthCents)} a month with usage at example volumes.`);
    await expect(usage.getByRole('link')).toHaveText('Estimate yours');
  } else {
    await expect(usage).toHaveCount(0);
  }
}

/** Taps (clicks) the action the large price names and reads the dialog's summary. */
async function dialogSummaryOfPrice(page: Page, card: Locator): Promise<{ amount: string; summary: string }> {
  const price = card.getByTestId('card-price').filter({ visible: true });
  const amount = /\$[\d,]+/.exec((await price.getByTestId('card-price-amount').textContent()) ?? '')![0];
  const action = page.locator(`[id="${await price.getAttribute('data-price-of')}"]`);
  if (!(await action.isVisible())) await openMoreWays(card);
  await action.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const summary = (await dialog.getByTestId('checkout-summary').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  return { amount, summary };
}

/** The money amounts in a text: `$197`, `$1,182`, `$0.0108`. */
const amountsIn = (text: string) => text.match(/\$[\d,]+(\.\d+)?/g) ?? [];

/**
 * One purchase, one price (PRODUCT.md, "The promo is the owner's offer"): every checkout button of
 * the page, shown or hidden (the cards, "More ways to buy", Mini Blast's line), grouped by what it
 * buys, says one amount for today, in its dialog summary and its label; a card head's "today" is its
 * action's. Then the head itself: at most three amounts above the features.
 */
async function onePricePerPurchase(page: Page): Promise<void> {
  const marked = await page.locator(checkoutSelector()).evaluateAll((els) =>
    els.map((el) => ({ attributes: Object.fromEntries(Array.from(el.attributes, ({ name, value }) => [name, value])), label: el.textContent ?? '' })),
  );
  const buttons = marked.map(({ attributes, label }) => {
    const read = readCheckoutMarks({ getAttribute: (name) => attributes[name] ?? null });
    expect(read, JSON.stringify(attributes)).toBeDefined();
    const { choice: { plan, foundersRate, includeSetup, setupWaived = false, trial }, shown: { summary } } = read!;
    return { key: [plan, foundersRate, includeSetup, setupWaived, trial].join('|'), summary, label };
  });
  const todayOf = (summary: string) => /^(\$[\d,]+(\.\d+)?)( today|, one payment)/.exec(summary)?.[1];
  const byPurchase = new Map<string, Set<string>>();
  for (const { key, summary, label } of buttons) {
    const today = todayOf(summary);
    expect(today, summary).toBeDefined();
    const amounts = byPurchase.get(key) ?? new Set<string>();
    amounts.add(today!);
    // A label that names an amount for today names the same one.
    const labelled = /(\$[\d,]+) today/.exec(label)?.[1];
    if (labelled) amounts.add(labelled);
    byPurchase.set(key, amounts);
  }
  for (const [key, amounts] of byPurchase) expect([...amounts], key).toHaveLength(1);
  // Each card's head: the price its action leads to, what is paid today, one founders line at most.
  for (const head of await page.getByTestId('card-head').all()) {
    const text = await head.innerText();
    expect(amountsIn(text).length, text).toBeLessThanOrEqual(3);
    const price = head.getByTestId('card-price').filter({ visible: true });
    const today = /(\$[\d,]+) today/.exec(text)?.[1];
    if (today) {
      const summary = (await page.locator(`[id="${await price.getAttribute('data-price-of')}"]`).getAttribute(CHECKOUT_MARKS.summary)) ?? '';
      expect(todayOf(summary), text).toBe(today);
    }
  }
}

/** Side by side (a laptop), the three cards' main buttons start on one line, within 2 px. */
async function mainButtonsLineUp(page: Page): Promise<void> {
  const tops = [];
  for (const { anchor } of CARDS) tops.push((await page.locator(`#${anchor} .MuiButton-contained`).filter({ visible: true }).boundingBox())!.y);
  expect(Math.max(...tops) - Math.min(...tops), tops.join(', ')).toBeLessThanOrEqual(2);
}

/** Holds every card of /pricing (or home) as it is on screen now, and taps each large price's action. */
async function holdCards(page: Page, seats: number, { dialogs = true } = {}): Promise<void> {
  for (const { anchor, plan } of CARDS) {
    const card = page.locator(`#${anchor}`);
    await holdCard(page, card, plan);
    if (!dialogs) continue;
    // The dialog the named action opens says the same number.
    const { amount, summary } = await dialogSummaryOfPrice(page, card);
    expect(summary).toContain(amount);
    // Open, the other ways to buy keep one filled button, and each says today and after.
    if ((await card.getByTestId('more-ways').count()) > 0) {
      await openMoreWays(card);
      await expect(card.locator('.MuiButton-contained').filter({ visible: true })).toHaveCount(1);
      const options = card.getByTestId('more-ways').locator(checkoutSelector()).filter({ visible: true });
      expect(await options.count()).toBeGreaterThanOrEqual(2);
      for (const option of await options.all()) {
        await expect(option).toHaveAccessibleDescription(/today, (then \$[\d,]+ per month|one payment for \d+ months)/);
      }
      if (seats === 0) await expect(card.locator(checkoutSelector({ foundersRate: true }))).toHaveCount(0);
      // Closed again, for the next look.
      await card.getByTestId('more-ways').locator('summary').click();
    }
  }
}

for (const running of [false, true]) {
  test.describe(running ? "the owner's promo running" : 'no promo running', () => {
    if (running) {
      test.beforeAll(async () => {
        test.setTimeout(150_000);
        await publishAndRebuild({ ...EMPTY_SITE_CONTENT, promo: {} });
      });
      test.afterAll(async () => {
        test.setTimeout(150_000);
        await publishAndRebuild(EMPTY_SITE_CONTENT);
      });
    }
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      for (const seats of [50, 0]) {
        test.describe(`plan cards at ${viewport.width}x${viewport.height} (${name}), ${seats} founders seats left`, () => {
          test.use({ viewport });
          test.beforeAll(() => setSeatsLeft(seats));
          test.afterAll(() => setSeatsLeft(50));

          test(`/pricing: one filled button a card, the large price is its action's, one price per purchase${running ? ', the switch on and off' : ''}`, async ({ page }) => {
            await gotoReady(page, '/pricing');
            await expect(page.getByTestId('seat-pill')).toHaveAttribute('data-seats-left', String(seats));
            const blast = page.locator('#blast');
            const toggle = page.getByRole('switch', { name: /waive the setup fee/ });
            // The switch shows only while the promo runs, on by default.
            if (!running) await expect(toggle).toHaveCount(0);
            else await expect(toggle).toBeChecked();
            for (const on of running ? [true, false] : [false]) {
              if (running && !on) await toggle.click();
              await expect(blast.locator('.MuiButton-contained').filter({ visible: true })).toHaveText(on ? 'join now with setup fee waived' : 'Start 14-Day Trial with $0 today');
              await expect(blast.getByTestId('card-price-amount').filter({ visible: true })).toHaveText(on && seats > 0 ? '$150/mo' : '$197/mo');
              await onePricePerPurchase(page);
              if (name === 'laptop') await mainButtonsLineUp(page);
              await holdCards(page, seats, { dialogs: on || !running });
            }
            // Every purchase that includes the setup is the waived one while the promo runs; none otherwise.
            await expect(page.locator(checkoutSelector({ includeSetup: true }))).toHaveCount(running ? 0 : 2);
            await expect(page.locator(checkoutSelector({ setupWaived: true }))).toHaveCount(running ? 3 : 0);
          });

          test('/ (no switch): the same rules on the home page cards', async ({ page }) => {
            await gotoReady(page, '/');
            await expect(page.getByTestId('seat-pill')).toHaveAttribute('data-seats-left', String(seats));
            await onePricePerPurchase(page);
            if (name === 'laptop') await mainButtonsLineUp(page);
            await holdCards(page, seats, { dialogs: false });
            await expect(page.locator(checkoutSelector({ includeSetup: true }))).toHaveCount(running ? 0 : 2);
          });
        });
      }
    }
    if (running) {
    test("the promo's button sells the setup with its fee waived, and the dialog, the request, Stripe's page and the thank-you page say so", async ({ page }) => {
      const campaign = marker();
      await setSeatsLeft(50);
      await gotoReady(page, `/pricing?utm_source=e2e&utm_campaign=${campaign}`);
      // The switch is on from the start: the primary button is the promo's.
      await page.locator('#blast').getByRole('button', { name: WAIVED_BUTTON_TEXT }).click();
      const dialog = page.getByRole('dialog', { name: 'Blast CRM (founders rate)' });
      await expect(dialog.getByTestId('checkout-summary')).toHaveText(`$150 today, then $150 per month. ${setupNoteOf('waived')}`);
      await dialog.getByLabel('Full name').fill('Pia Promo');
      await dialog.getByLabel('Email').fill(`pia-${campaign}@example.com`);
      const request = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/checkout/blast'));
      await dialog.getByRole('button', { name: 'Continue to payment' }).click();
      expect((await request).postDataJSON()).toMatchObject({ plan: 'blast', foundersRate: true, includeSetup: false, setupWaived: true });
      await page.waitForURL(/^http:\/\/127\.0\.0\.1:12111\/checkout\/cs_test_/);
      await expect(page.getByTestId('total')).toHaveText('$150');
      await expect(page.locator('body')).toContainText(SETUP_WAIVED);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/thank-you\?session_id=cs_test_/);
      await expect(page.locator('main')).toContainText(setupNoteOf('waived')!);
    });
    }
  });
}

test.describe('around the cards', () => {
  test.use({ viewport: VIEWPORTS.laptop });

  test("on a laptop /pricing's intro and cards share a left edge, and no dead gap sits above the cards", async ({ page }) => {
    await gotoReady(page, '/pricing');
    const h1 = (await page.getByRole('heading', { level: 1, name: 'Pricing' }).boundingBox())!;
    const lead = (await page.getByTestId('snapshot-banner').boundingBox())!;
    const card = (await page.locator('#blast').boundingBox())!;
    expect(Math.abs(h1.x - card.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(lead.x - card.x)).toBeLessThanOrEqual(1);
    // Above the cards (no promo runs: no switch): the intro's last line, then at most a short breath (it was 144 px).
    const introEnd = (await page.getByRole('link', { name: 'Custom build pricing' }).boundingBox())!;
    expect(card.y - (introEnd.y + introEnd.height)).toBeLessThanOrEqual(48);
  });

  test("the seat pill sits under the checkout dialog's backdrop, dimmed like the rest", async ({ page }) => {
    await gotoReady(page, '/pricing');
    const pill = page.getByTestId('seat-pill');
    const box = (await pill.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const topmost = () => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="seat-pill"], dialog')?.tagName ?? 'none', at);
    expect(await topmost()).toBe('DIV');
    const bright = await pill.screenshot();
    await page.locator(`#blast ${checkoutSelector()}`).filter({ visible: true }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // A tap on the pill lands on the dialog's backdrop, and the pill is drawn dimmed.
    expect(await topmost()).toBe('DIALOG');
    const dimmed = await page.screenshot({ clip: box });
    expect(dimmed.equals(bright)).toBe(false);
    expect(await meanLuminance(page, dimmed)).toBeLessThan((await meanLuminance(page, bright)) * 0.6);
  });
});

/** The mean relative luminance (0..1) of a PNG's pixels, decoded by the page's own canvas. */
async function meanLuminance(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255;
    return sum / (data.length / 4);
  }, png.toString('base64'));
}

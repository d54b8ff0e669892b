// One decision per card (issue 36): on a phone and on a laptop, with founders seats left and
// without, the promo off and on, each plan card has one filled button and at most one other
// visible action; the large price is in the checkout summary of the action it names; the other
// ways to buy are one tap away, each with what it charges today and after; the plans that bill
// usage say so with a link to their estimate. Then the small ones around the cards: the intro and
// the cards on one grid with no dead gap, and the seat pill under the dialog's backdrop.
import type { Locator, Page } from '@playwright/test';
import { usagePricesOf, type PlanId } from '@blast/catalog';
import { setSeatsLeft } from '../test/support/stack';
import { expect, gotoReady, openMoreWays, test } from './fixtures';

const VIEWPORTS = { phone: { width: 412, height: 915 }, laptop: { width: 1366, height: 768 } } as const;
const CARDS: { anchor: string; plan: PlanId }[] = [
  { anchor: 'blast', plan: 'blast' },
  { anchor: 'blast-lite', plan: 'blast-lite' },
  { anchor: 'blast-elite', plan: 'custom' },
];
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
  expect(await action.getAttribute('data-checkout-summary')).toContain(amount);
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

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const seats of [50, 0]) {
    test.describe(`plan cards at ${viewport.width}x${viewport.height} (${name}), ${seats} founders seats left`, () => {
      test.use({ viewport });
      test.beforeAll(() => setSeatsLeft(seats));
      test.afterAll(() => setSeatsLeft(50));

      for (const promo of [false, true]) {
        test(`/pricing, promo ${promo ? 'on' : 'off'}: one filled button a card, the large price is its action's, the rest one tap away`, async ({ page }) => {
          await gotoReady(page, '/pricing');
          await expect(page.getByTestId('seat-pill')).toHaveAttribute('data-seats-left', String(seats));
          if (promo) await page.getByRole('switch', { name: /waive the setup fee/ }).click();
          const blast = page.locator('#blast');
          await expect(blast.locator('.MuiButton-contained').filter({ visible: true })).toHaveText(promo ? 'join now with setup fee waived' : 'Start 14-Day Trial with $0 today');
          await expect(blast.getByTestId('card-price-amount').filter({ visible: true })).toHaveText(promo && seats > 0 ? '$150/mo' : '$197/mo');

          for (const { anchor, plan } of CARDS) {
            const card = page.locator(`#${anchor}`);
            await holdCard(page, card, plan);
            // The dialog the named action opens says the same number.
            const { amount, summary } = await dialogSummaryOfPrice(page, card);
            expect(summary).toContain(amount);
            // Open, the other ways to buy keep one filled button, and each says today and after.
            if ((await card.getByTestId('more-ways').count()) > 0) {
              await openMoreWays(card);
              await expect(card.locator('.MuiButton-contained').filter({ visible: true })).toHaveCount(1);
              const options = card.getByTestId('more-ways').locator('[data-checkout]').filter({ visible: true });
              expect(await options.count()).toBeGreaterThanOrEqual(2);
              for (const option of await options.all()) {
                await expect(option).toHaveAccessibleDescription(/today, (then \$[\d,]+ per month|one payment for \d+ months)/);
              }
              if (seats === 0) await expect(card.locator('[data-founders-rate="true"]')).toHaveCount(0);
            }
          }
        });
      }

      test('/ (no promo): the same rules on the home page cards', async ({ page }) => {
        await gotoReady(page, '/');
        await expect(page.getByTestId('seat-pill')).toHaveAttribute('data-seats-left', String(seats));
        for (const { anchor, plan } of CARDS) await holdCard(page, page.locator(`#${anchor}`), plan);
      });
    });
  }
}

test.describe('around the cards', () => {
  test.use({ viewport: VIEWPORTS.laptop });

  test("on a laptop /pricing's intro and cards share a left edge, and no dead gap sits above the promo switch", async ({ page }) => {
    await gotoReady(page, '/pricing');
    const h1 = (await page.getByRole('heading', { level: 1, name: 'Pricing' }).boundingBox())!;
    const lead = (await page.getByTestId('snapshot-banner').boundingBox())!;
    const card = (await page.locator('#blast').boundingBox())!;
    expect(Math.abs(h1.x - card.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(lead.x - card.x)).toBeLessThanOrEqual(1);
    // Above the switch: the intro's last line, then at most a short breath (it was 144 px).
    const introEnd = (await page.getByRole('link', { name: 'Custom build pricing' }).boundingBox())!;
    const toggle = (await page.locator('label:has(input[name="promo"])').boundingBox())!;
    expect(toggle.y - (introEnd.y + introEnd.height)).toBeLessThanOrEqual(48);
    expect(Math.abs(toggle.x - card.x)).toBeLessThanOrEqual(1);
  });

  test("the seat pill sits under the checkout dialog's backdrop, dimmed like the rest", async ({ page }) => {
    await gotoReady(page, '/pricing');
    const pill = page.getByTestId('seat-pill');
    const box = (await pill.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const topmost = () => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="seat-pill"], dialog')?.tagName ?? 'none', at);
    expect(await topmost()).toBe('DIV');
    const bright = await pill.screenshot();
    await page.locator('#blast [data-checkout]').filter({ visible: true }).first().click();
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

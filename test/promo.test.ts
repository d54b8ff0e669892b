// The owner's promo (PRODUCT.md, "The promo is the owner's offer"): started and ended on /admin/site
// (the API it calls), published into the prerendered pages, and the checkout prices every purchase
// that includes the done-for-you setup as those pages do: waived while the promo runs, $100 while
// none does. Read from the pages' HTML as a crawler reads it, then bought at the API as the page's
// button asks for it.
import { EMPTY_SITE_CONTENT, readCheckoutMarks, type MarkedChoice, type SiteContent, type SiteContentState } from '@blast/catalog';
import { afterAll, describe, expect, it } from 'vitest';
import { asAdmin } from './support/admin';
import { checkout, standInClient } from './support/payments';
import { api, pinnedAt, pollUntil, setSeatsLeft } from './support/stack';

const post = (path: string, body: unknown) => asAdmin(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const state = async (): Promise<SiteContentState> => (await asAdmin('/api/admin/site')).json();

/** Saves `content` as the draft, publishes it and waits for the pages rebuilt with it. */
async function publishAndRebuild(content: SiteContent): Promise<void> {
  const saved = await post('/api/admin/site/draft', { content, revision: (await state()).draft.revision });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const res = await post('/api/admin/site/publish', { revision: (await state()).draft.revision });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const build = await pollUntil(
    `the rebuild of version ${id}`,
    async () => (await state()).build,
    (b) => b?.version === id && (b.status === 'done' || b.status === 'failed'),
    { timeoutMs: 90_000, intervalMs: 500 },
  );
  expect(build?.status).toBe('done');
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** The page's checkout buttons that include the done-for-you setup: what each asks the checkout for, and what it says is paid today. */
async function setupPurchasesOf(path: string) {
  const html = await (await api(path)).text();
  const marked = [...html.matchAll(/<(?:button|a)\b[^>]*>/g)].map(([tag]) =>
    readCheckoutMarks({
      getAttribute: (name) => {
        const value = attribute(tag, name);
        return value === undefined ? null : decode(value);
      },
    }),
  );
  return {
    html,
    purchases: marked
      .filter((marked): marked is MarkedChoice => marked !== undefined && (marked.choice.includeSetup || marked.choice.setupWaived === true))
      .map(({ choice: { type, plan, foundersRate, includeSetup, setupWaived = false }, shown: { summary } }) => ({
        type,
        plan,
        foundersRate,
        includeSetup,
        setupWaived,
        todayCents: Math.round(Number(/^\$([\d,.]+) today/.exec(summary)![1].replace(/,/g, '')) * 100),
      })),
  };
}

/** Buys each purchase as its button asks; answers the amounts Stripe's sessions were opened for. */
async function amountsCharged(purchases: Awaited<ReturnType<typeof setupPurchasesOf>>['purchases']) {
  const charged = [];
  for (const { type, plan, foundersRate, includeSetup, setupWaived } of purchases) {
    const { status, answer } = await checkout(type, { plan, foundersRate, includeSetup, ...(setupWaived && { setupWaived }) });
    expect(status, JSON.stringify(answer)).toBe(201);
    charged.push((await standInClient.checkout.sessions.retrieve(answer.id)).amount_total);
  }
  return charged;
}

afterAll(async () => {
  await publishAndRebuild(EMPTY_SITE_CONTENT);
  await setSeatsLeft(50);
});

describe("the owner's promo prices the setup the same on the pages and at the checkout", () => {
  it('running: /pricing shows the switch, on; every setup purchase on /pricing and home is the waived one, and the checkout charges what the page says', async () => {
    await setSeatsLeft(50);
    await publishAndRebuild({ ...EMPTY_SITE_CONTENT, promo: {} });
    const pricing = await setupPurchasesOf('/pricing');
    expect(pricing.html).toMatch(/<input[^>]*name="promo"[^>]*checked/);
    const home = await setupPurchasesOf('/');
    const purchases = [...pricing.purchases, ...home.purchases];
    // Blast CRM's (primary and "More ways to buy") and Lite's setup purchase, on both pages.
    expect(new Set(pricing.purchases.map((p) => p.plan))).toEqual(new Set(['blast', 'blast-lite']));
    expect(purchases.every((p) => p.setupWaived && !p.includeSetup)).toBe(true);
    expect(await amountsCharged(purchases)).toEqual(purchases.map((p) => p.todayCents));
    // The same setup bought with its fee is refused while the promo runs, naming the field.
    const paid = await checkout('blast', { includeSetup: true });
    expect(paid.status).toBe(409);
    expect(paid.answer).toMatchObject({ field: 'includeSetup' });
    expect(paid.answer.error).toMatch(/promo runs/);
  }, 240_000);

  it('ended: no switch, every setup purchase costs the $100 fee, and the waived one is refused with the reason', async () => {
    await publishAndRebuild(EMPTY_SITE_CONTENT);
    const pricing = await setupPurchasesOf('/pricing');
    expect(pricing.html).not.toContain('name="promo"');
    expect(pricing.purchases.length).toBeGreaterThanOrEqual(2);
    expect(pricing.purchases.every((p) => p.includeSetup && !p.setupWaived)).toBe(true);
    expect(await amountsCharged(pricing.purchases)).toEqual(pricing.purchases.map((p) => p.todayCents));
    const waived = await checkout('blast', { setupWaived: true });
    expect(waived.status).toBe(409);
    expect(waived.answer).toMatchObject({ field: 'setupWaived' });
    // The API names the field first; the page's toast says the sentence alone (lib/refusal-toast.ts).
    expect(waived.answer.error).toBe("setupWaived: The promo has ended: the done-for-you setup costs $100. Reload the page to see today's prices.");
  }, 240_000);

  it('with a last day: runs through it at the checkout, and is over the day after', async () => {
    // Published straight away (the pages' rebuild is the test above's); the checkout reads the published version.
    const saved = await post('/api/admin/site/draft', { content: { ...EMPTY_SITE_CONTENT, promo: { endsOn: '2026-12-31' } }, revision: (await state()).draft.revision });
    expect(saved.status).toBe(200);
    expect((await post('/api/admin/site/publish', { revision: (await state()).draft.revision })).status).toBe(201);
    expect((await checkout('lite', { setupWaived: true }, undefined, pinnedAt('2026-12-31T23:00:00Z'))).status).toBe(201);
    const after = await checkout('lite', { setupWaived: true }, undefined, pinnedAt('2027-01-01T00:30:00Z'));
    expect(after.status).toBe(409);
    expect(after.answer).toMatchObject({ field: 'setupWaived' });
    // A last day the calendar does not have is refused, naming it.
    const bad = await post('/api/admin/site/draft', { content: { ...EMPTY_SITE_CONTENT, promo: { endsOn: '2026-02-31' } }, revision: (await state()).draft.revision });
    expect(bad.status).toBe(400);
    expect((await bad.json()).field).toBe('content.promo.endsOn');
  }, 120_000);
});

// A person's data on request (docs/privacy.md): one email with a lead, a conversion, an abandoned
// checkout, a paid subscription, a founders checkout and their customer events is found, exported, corrected (the CRM
// hears it once), objected for (no recovery link after), erased (payments keep their money and
// Stripe ids; nothing in any collection names the person; the CRM hears it once) and logged; the
// CSVs read back with a CSV parser; every new endpoint is the operator's alone; a person with more
// records than one transaction may write is erased all the same.
import { createHash } from 'node:crypto';
import type { EraseAnswer, PersonData, PrivacyRequestsPage } from '@blast/catalog';
import { parse } from 'csv-parse/sync';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutSession, customerDetails } from './support/stripe-standin';
import { asAdmin, ensureUser, idToken } from './support/admin';
import { DAY_S, apply, checkout, checkoutMetadata, completedSession, eventOf, marker, standIn, subscriptionOf } from './support/payments';
import { LEAD_WAITS, adminDb, api, asVisitor, customerHook, pollUntil, postJson, quietDeliveries, warmCustomerEventDeliveries } from './support/stack';

const PHONE = '+1 512 555 0142';
/** Long enough for a quiet spell: no further delivery arrives in it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

const NEW_ROUTES: [string, string][] = [
  ['POST', '/api/admin/people'],
  ['POST', '/api/admin/people/export'],
  ['POST', '/api/admin/people/correct'],
  ['POST', '/api/admin/people/erase'],
  ['POST', '/api/admin/people/no-marketing'],
  ['GET', '/api/admin/people/requests'],
  ['GET', '/api/admin/customers.csv'],
  ['GET', '/api/admin/abandoned-checkouts.csv'],
];

async function adminJson<T>(path: string, body?: unknown): Promise<T> {
  const res = await asAdmin(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A CSV export, parsed (RFC 4180) into records by its header. */
async function csvRows(path: string): Promise<Record<string, string>[]> {
  const res = await asAdmin(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  return parse(await res.text(), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

/** A session that expired unpaid, its buyer opted in to follow-up emails (Stripe's recovery link on it). */
function expiredSession(email: string, campaign: string): Stripe.Checkout.Session {
  const session = checkoutSession({ mode: 'subscription', amountTotal: 19700, customerEmail: email, metadata: checkoutMetadata(campaign, { name: 'Pat Person', phone: PHONE }) });
  Object.assign(session, {
    status: 'expired',
    consent: { promotions: 'opt_in', terms_of_service: null },
    after_expiration: { recovery: { allow_promotion_codes: false, enabled: true, expires_at: Math.floor(Date.now() / 1000) + 30 * DAY_S, url: `https://buy.stripe.com/r/live_${session.id}` } },
  });
  return session;
}

/** Every document of every collection, as text: what a scan for a person's data reads. */
async function everything(): Promise<string> {
  const texts: string[] = [];
  for (const collection of await adminDb().listCollections()) {
    for (const doc of (await collection.get()).docs) texts.push(`${collection.id}/${doc.id} ${JSON.stringify(doc.data())}`);
  }
  return texts.join('\n');
}

/** The person's founders-hold index entries: `buyer_` and the email's hash under each daily salt kept (hold-claims.ts). */
async function buyerHoldIndexes(email: string): Promise<string[]> {
  const salts = (await adminDb().collection('visitorSalts').get()).docs.map((doc) => doc.get('salt') as string);
  const keys = salts.map((salt) => `buyer_${createHash('sha256').update([salt, 'email', email].join('\u0000')).digest('hex')}`);
  const docs = await Promise.all(keys.map((key) => adminDb().collection('seatHoldIndex').doc(key).get()));
  return docs.filter((doc) => doc.exists).map((doc) => doc.id);
}

beforeAll(async () => {
  await quietDeliveries();
  await warmCustomerEventDeliveries();
}, 180_000);

describe("a person's data on request", () => {
  it('answers 401 without a token and 403 to a non-admin on every new endpoint', async () => {
    await ensureUser('member@example.com', 'member-password');
    const member = await idToken('member@example.com', 'member-password');
    for (const [method, path] of NEW_ROUTES) {
      expect((await api(path, { method })).status, `${method} ${path}`).toBe(401);
      expect((await api(path, { method, headers: { authorization: `Bearer ${member}` } })).status, `${method} ${path}`).toBe(403);
    }
    for (const [body, field] of [[{ email: 'nope' }, 'email'], [{}, 'email'], [{ email: 'a@example.com', phone: '123' }, 'email'], [{ phone: '1' }, 'phone']] as const) {
      const res = await asAdmin('/api/admin/people', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).field, JSON.stringify(body)).toBe(field);
    }
    // The email never travels in an address (request logs keep those): a GET is refused as such.
    for (const path of ['/api/admin/people?email=a@example.com', '/api/admin/people/export?email=a@example.com']) {
      const res = await asAdmin(path);
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow'), path).toBe('POST');
    }
    const zone = await asAdmin('/api/admin/customers.csv?tz=Mars/Olympus');
    expect(zone.status).toBe(400);
    expect((await zone.json()).field).toBe('tz');
  });

  it('finds, exports, corrects, objects for and erases everything stored about one email', { timeout: 240_000 }, async () => {
    const campaign = marker();
    const email = `pat-${campaign}@example.com`;
    // A lead, a conversion, an abandoned checkout, a paid subscription, and the customer events they tell.
    const lead = await (await postJson('/api/leads', { name: 'Pat Person', email: email.toUpperCase(), phone: PHONE, plan: 'blast', intent: 'blast-optin', source: '/pricing' }, asVisitor())).json();
    expect((await postJson('/api/analytics/conversion', { conversion_type: 'lead', source_page: '/pricing', name: 'Pat Person', email }, asVisitor())).status).toBe(201);
    const abandoned = expiredSession(email, campaign);
    const expiry = eventOf('checkout.session.expired', abandoned);
    await apply(expiry);
    const paid = completedSession({ amount: 19700, metadata: checkoutMetadata(campaign, { name: 'Pat Person', phone: PHONE }) });
    Object.assign(paid, { customer_email: email, customer_details: customerDetails(email, 'Pat Person') });
    const paidEvent = eventOf('checkout.session.completed', paid);
    await apply(paidEvent);
    await apply(eventOf('customer.subscription.created', subscriptionOf(paid, { status: 'active' })));
    const subscriptionId = paid.subscription as string;
    const customerId = paid.customer as string;

    // Find: every kind, by email (any case) and by phone.
    const found = await adminJson<PersonData>('/api/admin/people', { email: email.toUpperCase() });
    expect(found.records.leads.map((record) => record.id)).toEqual([lead.id]);
    expect(found.records.conversions.length).toBeGreaterThanOrEqual(2); // the lead's own and the payment's
    expect(found.records.checkouts.map((record) => record.id)).toEqual([paid.id]);
    expect(found.records.abandonedCheckouts.map((record) => record.id)).toEqual([abandoned.id]);
    expect(found.records.customerEvents.map((record) => record.id).sort()).toEqual([expiry.id, paidEvent.id].sort());
    expect(found.records.subscriptions.map((record) => record.id)).toEqual([subscriptionId]);
    expect(found.records.leads[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(found.stripeCustomers).toEqual([customerId]);
    expect(found.notes.join(' ')).toMatch(/Page views are anonymous/);
    const byPhone = await adminJson<PersonData>('/api/admin/people', { phone: PHONE });
    expect(byPhone.records.leads.map((record) => record.id)).toContain(lead.id);
    expect(byPhone.records.abandonedCheckouts.map((record) => record.id)).toContain(abandoned.id);

    // Export: one JSON document holding each record.
    const exportRes = await asAdmin('/api/admin/people/export', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(exportRes.headers.get('content-disposition')).toMatch(/attachment; filename="blast-person-\d{4}-\d{2}-\d{2}\.json"/);
    const exported = (await exportRes.json()) as PersonData;
    expect(exported.format).toBe('blast-crm.person/1');
    for (const kind of ['leads', 'checkouts', 'abandonedCheckouts', 'customerEvents', 'subscriptions'] as const) expect(exported.records[kind].map((r) => r.id).sort()).toEqual(found.records[kind].map((r) => r.id).sort());
    expect(exported.records.leads[0].fields).toMatchObject({ name: 'Pat Person', email, phone: PHONE });
    expect(exported.records.checkouts[0].fields).toMatchObject({ amountCents: 19700, customer: customerId });

    // The CSVs, in the owner's time zone, with a "bought" column on the lead.
    const leadsCsv = await csvRows(`/api/admin/leads.csv?q=${campaign}&tz=America/New_York`);
    expect(leadsCsv).toHaveLength(1);
    expect(leadsCsv[0]).toMatchObject({ id: lead.id, email, bought: 'blast' });
    expect(leadsCsv[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
    expect(leadsCsv[0].boughtAt).toMatch(/-0[45]:00$/);
    const customersCsv = await csvRows('/api/admin/customers.csv?tz=Europe/Berlin');
    expect(customersCsv.find((row) => row.subscriptionId === subscriptionId)).toMatchObject({ email, name: 'Pat Person', customerId, plan: 'blast', state: 'active' });
    expect(Object.keys(customersCsv[0])).toEqual(['subscriptionId', 'customerId', 'name', 'email', 'plan', 'foundersRate', 'state', 'since', 'mrrCents', 'monthlyCents', 'next', 'nextIs', 'pastDueSince']);
    expect(customersCsv.find((row) => row.subscriptionId === subscriptionId)!.since).toMatch(/\+0[12]:00$/);
    const abandonedCsv = await csvRows('/api/admin/abandoned-checkouts.csv');
    // A phone starting with + is defused as any formula-like cell is (a quote first), as in the leads' CSV.
    expect(abandonedCsv.find((row) => row.sessionId === abandoned.id)).toMatchObject({ email, phone: `'${PHONE}`, recoveryUrl: `https://buy.stripe.com/r/live_${abandoned.id}` });
    expect(abandonedCsv.find((row) => row.sessionId === abandoned.id)!.abandonedAt).toMatch(/\+00:00$/);

    // Correct: the name everywhere, told to the CRM once.
    await adminJson('/api/admin/people/correct', { email, name: 'Pat Corrected' });
    const corrected = await adminJson<PersonData>('/api/admin/people', { email });
    for (const kind of ['leads', 'conversions', 'checkouts', 'abandonedCheckouts', 'customerEvents'] as const) {
      for (const record of corrected.records[kind]) if (record.fields.name !== undefined) expect(record.fields.name, `${kind} ${record.id}`).toBe('Pat Corrected');
    }
    expect(JSON.stringify(corrected.records)).not.toContain('Pat Person');
    await pollUntil('person.updated delivered', async () => (await customerHook.received()).filter((hit) => hit.body?.kind === 'person.updated' && hit.body?.email === email && hit.status === 200), (hits) => hits.length >= 1, { timeoutMs: LEAD_WAITS.restOfRoundMs });

    // No marketing: a later abandoned checkout of the email carries no recovery link, and the person shows it.
    await adminJson('/api/admin/people/no-marketing', { email });
    const later = expiredSession(email, campaign);
    const laterExpiry = eventOf('checkout.session.expired', later);
    await apply(laterExpiry);
    const laterRecord = (await adminDb().collection('abandonedCheckouts').doc(later.id).get()).data()!;
    expect(laterRecord.email).toBe(email);
    expect(laterRecord.recoveryUrl).toBeUndefined();
    expect((await adminDb().collection('customerEvents').doc(laterExpiry.id).get()).get('recoveryUrl')).toBeUndefined();
    expect((await adminJson<PersonData>('/api/admin/people', { email })).noMarketing?.since).toMatch(/^\d{4}-/);

    // A founders checkout the person left: its seat goes back, its buyer's hold index stays (until its TTL).
    const founders = await checkout('blast', { foundersRate: true, email, name: 'Pat Person', phone: PHONE });
    expect(founders.status, JSON.stringify(founders.answer)).toBe(201);
    await standIn(founders.answer.id, 'expire');
    expect(await buyerHoldIndexes(email)).toHaveLength(1);

    // Erase: confirmed by typing the email again.
    const refused = await asAdmin('/api/admin/people/erase', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, confirm: 'someone@else.com' }) });
    expect(refused.status).toBe(400);
    expect((await refused.json()).field).toBe('confirm');
    const erased = await adminJson<EraseAnswer>('/api/admin/people/erase', { email, confirm: email.toUpperCase() });
    expect(erased.erased).toMatchObject({ leads: 1, checkouts: 1, abandonedCheckouts: 3, subscriptions: 0 });
    expect(erased.stripeCustomers).toEqual([customerId]);
    const erasedPosts = await pollUntil(
      'person.erased delivered',
      async () => (await customerHook.received()).filter((hit) => hit.body?.kind === 'person.erased' && hit.body?.email === email && hit.status === 200),
      (hits) => hits.length >= 1,
      { timeoutMs: LEAD_WAITS.restOfRoundMs },
    );
    await pollUntil('the erasure forgets the email once delivered', async () => (await adminDb().collection('customerEvents').where('kind', '==', 'person.erased').get()).docs.map((doc) => doc.data()), (events) => events.length > 0 && events.every((event) => event.email === undefined), { timeoutMs: 20_000 });
    await settle();
    const received = await customerHook.received();
    expect(received.filter((hit) => hit.body?.kind === 'person.updated' && hit.body?.email === email && hit.status === 200)).toHaveLength(1);
    expect(received.filter((hit) => hit.body?.kind === 'person.erased' && hit.body?.email === email && hit.status === 200)).toHaveLength(1);
    expect(erasedPosts[0].body).toMatchObject({ name: null, phone: null });

    // Nothing in any collection names the person; the payment keeps its money and Stripe ids.
    const stored = await everything();
    for (const personal of [email, 'Pat Person', 'Pat Corrected', PHONE]) expect(stored, personal).not.toContain(personal);
    const purchase = (await adminDb().collection('purchases').doc(paid.id).get()).data()!;
    expect(purchase).toMatchObject({ amountCents: 19700, customer: customerId, subscriptionId, plan: 'blast', status: 'paid' });
    expect(purchase.createdAt).toBeDefined();
    expect((await adminDb().collection('subscriptions').doc(subscriptionId).get()).data()).toMatchObject({ customer: customerId, mrrCents: 19700 });
    expect((await adminDb().collection('leads').doc(lead.id).get()).exists).toBe(false);
    // The founders hold index, whose key the kept salts still link to the email, is gone too.
    expect(await buyerHoldIndexes(email)).toEqual([]);

    // The log: each request, the erasure with only the email's hash; the earlier entries lost their subject.
    const log = await adminJson<PrivacyRequestsPage>('/api/admin/people/requests?limit=100');
    const erasure = log.requests.find((request) => request.id === erased.requestId)!;
    expect(erasure).toMatchObject({ action: 'erase', by: 'admin@example.com', subject: null, outcome: { stripeCustomers: [customerId] } });
    expect(erasure.subjectHash).toMatch(/^[0-9a-f]{64}$/);
    expect(log.requests.map((request) => request.action)).toEqual(expect.arrayContaining(['find', 'export', 'correct', 'no-marketing', 'erase']));

    // The CSVs no longer list the person.
    for (const path of ['/api/admin/leads.csv', '/api/admin/customers.csv', '/api/admin/abandoned-checkouts.csv']) expect(JSON.stringify(await csvRows(path)), path).not.toContain(email);

    // A later lead from the same address starts fresh: a new lead, no history of the erased one.
    const fresh = await (await postJson('/api/leads', { name: 'Pat Again', email, intent: 'blast-optin', source: '/pricing' }, asVisitor())).json();
    const freshLead = (await adminDb().collection('leads').doc(fresh.id).get()).data()!;
    expect(freshLead).toMatchObject({ name: 'Pat Again', email });
    expect(freshLead.history).toBeUndefined();
    expect(freshLead.forward.round).toBe(0);
  });

  it('erases every record of a person with more than one transaction holds (the erasure goes in chunks: Firestore commits at most 500 writes)', { timeout: 120_000 }, async () => {
    const email = `many-${marker()}@example.com`;
    const RECORDS = 501;
    for (let at = 0; at < RECORDS; at += 250) {
      const batch = adminDb().batch();
      for (let i = at; i < Math.min(at + 250, RECORDS); i++) {
        batch.set(adminDb().collection('conversions').doc(), { conversionType: 'lead', plan: 'none', amount: 0, foundersRate: false, name: 'Many Records', email, sourcePage: '/pricing', timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) });
      }
      await batch.commit();
    }
    const erased = await adminJson<EraseAnswer>('/api/admin/people/erase', { email, confirm: email });
    expect(erased.erased.conversions).toBe(RECORDS);
    expect((await adminDb().collection('conversions').where('email', '==', email).get()).size).toBe(0);
    expect((await adminDb().collection('conversions').where('name', '==', 'Many Records').get()).size).toBe(0);
  });
});

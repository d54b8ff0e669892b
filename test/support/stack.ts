/** What the emulator and browser suites share: addresses and direct access to emulator data. */
import { createServer } from 'node:http';
import { COLLECTIONS } from '@blast/catalog';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { HOST, PORTS, PROJECT_ID, SITE_URL, ancestorMatching, commandLine, descendants } from './local-stack';
import { STANDIN_PORT } from './stripe-standin';
import { emulatorAdminApp } from './seed';

export { SITE_URL };

/**
 * Where this run's lead hooks post (scripts/testing/test.ts picks a free port and points the run's
 * functions at it): each test that plays the hook listens here.
 */
export const HOOKS_PORT = Number(process.env.BLAST_HOOKS_PORT);
if (!Number.isInteger(HOOKS_PORT) || HOOKS_PORT <= 0) throw new Error('BLAST_HOOKS_PORT is not set: run the tests through `npm test`');

/**
 * This run's hooks (lead and customer alike, on HOOKS_PORT): answers each post with `answer(body)`
 * (200 by default) and keeps what came. Up and down at the test's word.
 */
export function hookReceiver() {
  const received: { path: string; body: Record<string, unknown>; status: number }[] = [];
  let answer = (_body: Record<string, unknown>): number | Promise<number> => 200;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const status = await answer(body);
    received.push({ path: req.url ?? '', body, status });
    res.writeHead(status).end();
  });
  return {
    received,
    of: (id: string) => received.filter((hit) => hit.body.id === id),
    answerWith: (next: typeof answer) => void (answer = next),
    up: () => new Promise<void>((resolve) => server.listen(HOOKS_PORT, '127.0.0.1', resolve)),
    down: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

/** The run's customer hook (scripts/standins/customer-hook-inbox.ts): 200 unless a test sets another answer. */
const CUSTOMER_HOOK = `http://127.0.0.1:${Number(process.env.BLAST_CUSTOMER_HOOK_PORT)}`;
export const customerHook = {
  /** What the hook answers from now on: 503 plays it down, 200 up. */
  answer: async (status: number) => void (await fetch(`${CUSTOMER_HOOK}/__answer?status=${status}`, { method: 'PUT' })),
  /** Every post of the customer event `id`, with what the hook answered. */
  received: async (id?: string): Promise<{ body: Record<string, unknown>; status: number }[]> => {
    const all = (await (await fetch(`${CUSTOMER_HOOK}/__received`)).json()) as { body: Record<string, unknown>; status: number }[];
    return id === undefined ? all : all.filter((hit) => hit.body?.id === id);
  },
};

/** The run's ops hook (OPS_HOOK_URL, on the customer hook's receiver): the texts of the owner's alerts so far. */
export const opsHook = {
  texts: async (): Promise<string[]> => ((await (await fetch(`${CUSTOMER_HOOK}/__received?hook=ops`)).json()) as { body: { text: string } }[]).map((hit) => hit.body.text),
};

/**
 * The one way these suites wait for something the stack does in its own time: reads `read`
 * every `intervalMs` until `done` holds, and answers that value; past `timeoutMs`, throws with
 * what `what` says and the last value read. Works under vitest and Playwright alike.
 */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 10_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: not so after ${timeoutMs / 1000} s; last read ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export function adminDb() {
  return getFirestore(emulatorAdminApp());
}

export function foundersCounter() {
  return adminDb().collection('counters').doc('founders');
}

/**
 * Sets the founders count a test starts from, and gives back, in the same commit, every seat hold
 * an earlier test left held (a founders checkout never paid): else such a hold, released later by
 * its session's expiry or the sweep, adds 1 to the count this test set, while this test reads it
 * (beside a second suite, three landed inside a seat-pill test). Nothing held, N left.
 */
export async function setSeatsLeft(seatsLeft: number): Promise<void> {
  // Each hold is released as read: one that changed meanwhile (paid, or released by the stack) fails the commit, which is tried again.
  for (let attempt = 1; ; attempt++) {
    const held = await adminDb().collection(COLLECTIONS.seatHolds).where('status', '==', 'held').get();
    const batch = adminDb().batch();
    batch.set(foundersCounter(), { seatsLeft });
    for (const hold of held.docs) {
      batch.update(hold.ref, { status: 'released', releasedAt: Timestamp.now(), releaseReason: 'a test set the count', heldUntil: FieldValue.delete() }, { lastUpdateTime: hold.updateTime });
    }
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/** Every document of every collection, for "nothing was written" checks. */
export async function snapshotAll(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const collection of await adminDb().listCollections()) {
    for (const doc of (await collection.get()).docs) all[doc.ref.path] = doc.data();
  }
  return all;
}

/**
 * A request to the site, as a browser sends it: a request whose kept-alive connection the server
 * closed as it was reused (the server's 5 s idle timer fired while the client still counted the
 * socket free, which a loaded machine makes likelier) is sent once more on a fresh connection, as
 * Chromium resends any request that failed on a reused socket before an answer began. Only a body
 * that can be sent twice is resent; anything else fails as it came.
 */
export async function api(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(SITE_URL + path, init);
  } catch (error) {
    if (!closedOnReuse(error) || init?.body instanceof ReadableStream) throw error;
    return fetch(SITE_URL + path, init);
  }
}

/** undici's words for a connection the other side closed under a request: a reset, or a close. */
function closedOnReuse(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
}

/**
 * Pins "now" for one request (the `X-Test-Now` header, which the emulator alone honours:
 * functions/src/http/test-clock.ts): the day a view, a conversion or a checkout counts on, and the
 * "today" of a dashboard read, chosen by the test instead of the calendar.
 */
export const pinnedAt = (instant: string): Record<string, string> => ({ 'x-test-now': instant });

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A random address of 198.18.0.0/15 (RFC 2544's benchmarking range): never a real client's. */
export const randomAddress = () => `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** An address of Google's front ends, as they append their own after the client's. */
const FRONT_END_ADDRESS = '35.191.0.1';

/**
 * The X-Forwarded-For a request carries through Google's front end: what the client wrote (if
 * anything), then its address and the front end's, which the API reads (second from the right).
 */
export const forwardedFor = (address: string, written: string[] = []) => [...written, address, FRONT_END_ADDRESS].join(', ');

/**
 * Headers that make a distinct visitor: an address of its own (the rate limits count by it) and a
 * User-Agent of its own (page views count visitors by both).
 */
export function asVisitor(name = 'visitor', address = randomAddress()): Record<string, string> {
  return { 'user-agent': `blast-tests/${name}/${Math.random().toString(36).slice(2)}`, 'x-forwarded-for': forwardedFor(address) };
}

/** A daily rollup counter: the sum of its shards on `day`, or on every day (a key of the test's own counts the same wherever midnight falls). */
export async function rollupCount(metric: string, dimension: string, key: string, day?: string): Promise<number> {
  const ofKey = adminDb().collection('rollups').where('metric', '==', metric).where('dimension', '==', dimension).where('key', '==', key);
  const shards = await (day === undefined ? ofKey : ofKey.where('day', '==', day)).get();
  return shards.docs.reduce((sum, doc) => sum + (doc.get('count') as number), 0);
}

/**
 * How long the lead tests wait for the queue. The local retry policy (functions/src/config.ts,
 * pinned by a unit test: 6 tries, 1 s apart) sets what follows a lead's first try: the rest of a
 * round takes about 5 s, two tries about 2 s. The first try waits for the trigger, the enqueue
 * and workers that may start cold: under 1 s on a quiet queue, 5 to 10 s after the workers were
 * killed. Each wait is about twice what it measures on a loaded 2-core machine, so that a slower
 * delivery is a regression and fails.
 */
export const LEAD_WAITS = {
  /** The trigger, the enqueue and a lead's first try. */
  firstTryMs: 30_000,
  /** Two more tries, 1 s apart: a hook that came up answers one of them. */
  nextTriesMs: 10_000,
  /** The rest of a round after its first try (~5 s of backoff, a held lease's wait added): to the lead failed. */
  restOfRoundMs: 20_000,
} as const;

/**
 * Why a delivery's first try can wait half a minute in the emulator, and what the delivery suites
 * do about it. The Cloud Tasks emulator dispatches within a second (it ticks once a second and
 * runs up to the queue's maxConcurrentDispatches at once). The wait is the functions emulator's:
 * it serves each request in flight with a worker process of its own, starting a new one whenever
 * none is idle, and keeps it until the run ends. A burst of tasks (the customer story's seven
 * events, dispatched in one tick) starts that many workers at once; each loads the functions and
 * makes its first Firestore call cold (2 to 3.5 s against 0.1 to 0.3 s warm), and on two busy
 * cores they all become ready together: 6.5 to 9 s for seven, the trigger's own cold worker
 * (2 to 4 s) before them, twice that with a second `npm test` beside. Leads that earlier tests
 * leave retrying against a hook that is down add their tries and workers to it. So a suite that
 * times a delivery first lets the earlier deliveries end (quietDeliveries), then starts the
 * workers it will use (warmDeliveries), and leaves nothing retrying behind it.
 */

/** The delivery functions (functions/src/triggers/), as the functions emulator serves them, and the field a task names its document by. */
const DELIVERIES = {
  leads: { collection: 'leads', task: 'deliverLead', idField: 'leadId' },
  customerEvents: { collection: 'customerEvents', task: 'deliverCustomerEvent', idField: 'eventId' },
} as const;
export type Delivery = keyof typeof DELIVERIES;

/** Waits until no lead and no customer event is pending: every round under way has ended (or is stalled, which no try ends: not waited for). */
export async function quietDeliveries(timeoutMs = 90_000): Promise<void> {
  const stalledMs = 30_000; // LEAD_DELIVERY.stalledAfterMs in the emulator (functions/src/config.ts)
  const underWay = async () => {
    const now = Date.now();
    const pending = await Promise.all(Object.values(DELIVERIES).map(({ collection }) => adminDb().collection(collection).where('forward.status', '==', 'pending').get()));
    return pending
      .flatMap((snapshot) => snapshot.docs)
      .filter((doc) => {
        const forward = doc.get('forward') as { leaseUntil?: Timestamp; nextAttemptAt?: Timestamp; roundStartedAt?: Timestamp };
        const due = (forward.nextAttemptAt ?? forward.roundStartedAt ?? (doc.get('createdAt') as Timestamp | undefined))?.toMillis() ?? now;
        return (forward.leaseUntil?.toMillis() ?? 0) > now || now - due <= stalledMs;
      }).length;
  };
  await pollUntil('the earlier deliveries to end their rounds', underWay, (count) => count === 0, { timeoutMs, intervalMs: 500 });
}

/**
 * Starts `count` workers of a delivery's task function before a test times a delivery (the
 * emulator keeps them): that many tasks asked of the functions emulator at once, each naming a
 * document that does not exist, so that each worker loads and makes its first Firestore call and
 * delivers nothing. Then one document through the whole path (its trigger, the queue, a try), so
 * that the trigger's worker is warm too: `throughTrigger` writes it and answers when it is
 * delivered.
 */
export async function warmDeliveries(delivery: Delivery, count: number, throughTrigger: () => Promise<unknown>): Promise<void> {
  const { task, idField } = DELIVERIES[delivery];
  const url = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${task}`;
  const warmUp = (i: number) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { [idField]: `warm-up-${i}`, round: 0 } }) }).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => 0,
    );
  const statuses = await Promise.all(Array.from({ length: count }, (_, i) => warmUp(i)));
  if (!statuses.every((status) => status === 204)) throw new Error(`the ${task} workers did not all start: ${statuses.join(',')}`);
  await throughTrigger();
}

/** A customer event written straight into the store, delivered once through the trigger and the queue to this run's customer hook (which answers 200 unless a test plays it down). */
export async function warmCustomerEventDeliveries(count = 8): Promise<void> {
  await warmDeliveries('customerEvents', count, async () => {
    const ref = adminDb().collection('customerEvents').doc(`evt_warmup${Math.random().toString(36).slice(2, 12)}`);
    await ref.set({ kind: 'purchase-paid', test: true, plan: 'unknown', amountCents: 0, nextDate: null, campaign: {}, createdAt: Timestamp.now(), forward: { hook: 'customer', status: 'pending', attempts: 0, round: 0 } });
    await pollUntil('the warm-up customer event delivered', async () => (await ref.get()).get('forward.status'), (status) => status === 'delivered', { timeoutMs: 60_000 });
  });
}

/**
 * The lead-delivery queue (deliverLead's), as the Admin SDK reaches it in the emulator suite: the
 * name LEAD_DELIVERY.queue holds in functions/src/config.ts, which Playwright's runner cannot load.
 */
export const leadQueue = () => getFunctions(emulatorAdminApp()).taskQueue('locations/us-central1/functions/deliverLead');

/**
 * Keeps the queue trigger's own tasks of a lead's rounds off the queue, as when they are gone:
 * their ids are taken first by tasks that deliver nothing, so the trigger's enqueue is a no-op.
 */
export const holdBackRoundTasks = (leadId: string, rounds: number[] = [0]) =>
  Promise.all(rounds.map((round) => leadQueue().enqueue({ leadId: 'no-such-lead' }, { id: `${leadId}-${round}` })));

/** A lead's delivery record, once `done` holds of it. */
export function leadForwardWhen(id: string, done: (forward: Record<string, unknown>) => boolean, timeoutMs: number): Promise<Record<string, unknown>> {
  const read = async () => (await adminDb().collection('leads').doc(id).get()).get('forward') as Record<string, unknown>;
  return pollUntil(`lead ${id}'s forwarding`, read, done, { timeoutMs });
}

/**
 * The functions emulator's worker processes of this run: those under the `firebase
 * emulators:exec` this test runs in, and no other emulator's on the machine.
 */
export function ownFunctionsWorkers(): number[] {
  const firebaseTools = ancestorMatching(/firebase\.js emulators:exec/);
  if (!firebaseTools) throw new Error('this test is not running under `firebase emulators:exec`');
  return descendants(firebaseTools).filter((pid) => commandLine(pid).includes('functionsEmulatorRuntime'));
}

/**
 * Starts `count` workers of the api function before a race: the functions emulator runs one
 * worker process per request in flight (a deployed instance serves 80 at once), and 60 of them
 * starting together on two cores take most of a minute. Asked of the functions emulator itself,
 * past Hosting's 60 s proxy limit, and again (at most three rounds) until every one answers, so
 * that the race that follows is between commits, not between cold starts.
 */
export async function warmApiWorkers(count: number): Promise<void> {
  const url = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/api/api/seats`;
  let statuses: number[] = [];
  for (let round = 1; round <= 3; round += 1) {
    statuses = await Promise.all(Array.from({ length: count }, () => fetch(url).then(async (res) => (await res.arrayBuffer(), res.status), () => 0)));
    if (statuses.every((status) => status === 200)) return;
  }
  throw new Error(`the api function's workers did not all start: ${statuses.join(',')}`);
}

/** Makes the local Stripe stand-in answer the next `count` session creations with `status`. */
export async function failNextSessions(count: number, status = 500): Promise<void> {
  const res = await fetch(`http://${HOST}:${STANDIN_PORT}/__faults/session-create?status=${status}&count=${count}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`the stand-in refused the fault: ${res.status}`);
}

/**
 * Runs the owner's promo (PRODUCT.md, "The promo is the owner's offer") as the checkout reads it:
 * a published version of the content now published with `promo` (null: none runs), written
 * straight into Firestore, without the rebuild a publish on /admin/site asks for. For API tests of
 * the checkout; the pages follow only a real publish (test/promo.test.ts).
 */
export async function runPromo(promo: { endsOn?: string } | null): Promise<void> {
  const db = adminDb();
  const pointerRef = db.collection('siteContent').doc('published');
  await db.runTransaction(async (tx) => {
    const pointer = (await tx.get(pointerRef)).data() as { version?: string; number?: number } | undefined;
    const current = pointer?.version ? (await tx.get(db.collection('siteVersions').doc(pointer.version))).data() : undefined;
    const content = { ...(current?.content ?? { testimonials: [], logos: [], screens: [], video: null, guarantee: null, announcement: null, facts: {} }), promo };
    const number = (pointer?.number ?? 0) + 1;
    const versionRef = db.collection('siteVersions').doc();
    const now = new Date();
    tx.create(versionRef, { content, number, publishedAt: now, publishedBy: { uid: 'test', email: null }, revertOf: null });
    tx.set(pointerRef, { version: versionRef.id, number, updatedAt: now });
  });
}

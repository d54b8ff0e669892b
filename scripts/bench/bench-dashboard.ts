/**
 * `npm run bench:dashboard`: a dashboard refresh must cost the same whatever the traffic. For 10
 * and for 1,000 distinct pages asked for, it resets the analytics, posts 1,000 page views through
 * the API (distinct visitors, so each counts), refreshes, posts 19,000 more and refreshes again.
 * A refresh is GET /api/admin/analytics/dashboard: it prints the documents it read (the API's
 * X-Firestore-Reads header) and the p50/p97.5 latency of 100 of them, with the ratios 20,000 to
 * 1,000 views and 1,000 to 10 pages (reads must not grow: at most 1.5). Then it writes 29
 * finished days of counters in shards and shows the first refresh folding them and the next
 * reading one document per counter and day. Then it writes two years of finished days (one document
 * per counter and day, as folded days are) and prints the reads of a refresh of the last 7, 30, 90
 * and 365 days, each with the period before it: the first folding the finished months it touches,
 * the next reading them; a year must cost at most twice 30 days. 127.0.0.1 only, bounded by
 * request counts and a time limit. Uses `npm start`'s stack when it is up, else its own inside `firebase emulators:exec`.
 */
import { SITE_PATHS } from '@blast/catalog';
import autocannon from 'autocannon';
import { getFirestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { HOST, PORTS, SITE_URL } from '../stack/local-stack';
import { runBench } from './run-bench';
import { adminCredentials, emulatorAdminApp, seed } from '../stack/seed';

const STEPS = [1_000, 20_000] as const;
const PAGE_COUNTS = [10, 1_000] as const;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SAMPLES = 100;
const MAX_RATIO = 1.5;
const LIMIT_MS = 10 * 60_000;
const DASHBOARD = '/api/admin/analytics/dashboard';

if (!SITE_URL.startsWith('http://127.0.0.1:')) throw new Error(`bench:dashboard only runs against 127.0.0.1, not ${SITE_URL}`);

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 30, ...options }, (err, result) => {
      clearTimeout(guard);
      if (err) reject(err);
      else resolve(result);
    });
    const guard = setTimeout(() => instance.stop(), LIMIT_MS);
  });
}

async function adminToken(): Promise<string> {
  const { email, password } = adminCredentials();
  const res = await fetch(`http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const answer = (await res.json()) as { idToken?: string };
  if (!answer.idToken) throw new Error(`the admin could not sign in: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

/**
 * The paths asked for: the site's first pages, then made-up ones (a bot's, or broken links),
 * which the API counts as one '(not found)' row.
 */
const pathsFor = (count: number) => Array.from({ length: count }, (_, i) => (i < 10 ? SITE_PATHS[i] : `/bench-dashboard/page-${i}`));

/** Posts views `from` to `to - 1` over `paths`: view n is visitor n (an address of its own) on path n % paths, so each counts. */
async function postViews(runId: string, paths: readonly string[], from: number, to: number): Promise<number> {
  let next = from;
  const result = await run({
    url: SITE_URL,
    connections: CONNECTIONS,
    amount: to - from,
    requests: [
      {
        method: 'POST',
        path: '/api/analytics/page-view',
        setupRequest: (request) => {
          const n = next++;
          const visitor = n;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              // A browser's User-Agent: a bot's (isbot) views are not counted.
              'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 bench-dashboard/${runId}`,
              // As through Google's front end: the visitor's address, then the front end's.
              'x-forwarded-for': `198.${18 + Math.floor(visitor / 62_500)}.${Math.floor(visitor / 250) % 250}.${1 + (visitor % 250)}, 35.191.0.1`,
            },
            body: JSON.stringify({ page: paths[n % paths.length], referrer: '' }),
          };
        },
      },
    ],
  });
  return result['2xx'];
}

/** One refresh (of a period, else the default 30 days): the documents it read, and what it answered. */
async function refresh(token: string, period = ''): Promise<{ reads: number; views: number }> {
  const res = await fetch(`${SITE_URL}${DASHBOARD}${period}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${DASHBOARD} answered ${res.status}`);
  const figures = (await res.json()) as { overview: { pageViews: { views: number }[] } };
  return { reads: Number(res.headers.get('x-firestore-reads')), views: figures.overview.pageViews.reduce((sum, row) => sum + row.views, 0) };
}

async function latency(token: string) {
  const result = await run({ url: `${SITE_URL}${DASHBOARD}`, connections: 1, amount: SAMPLES, headers: { authorization: `Bearer ${token}` } });
  return { ok: result['2xx'], p50: result.latency.p50, p97: result.latency.p97_5 ?? result.latency.p99 };
}

async function reset(token: string): Promise<void> {
  const res = await fetch(`${SITE_URL}/api/admin/analytics/reset`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`reset answered ${res.status}`);
}

/**
 * Writes the counters of today's refresh for each of 29 finished days, in 8 shards each, as a
 * month of traffic leaves them; answers how many documents that is.
 */
async function seedFinishedDays(): Promise<number> {
  const db = getFirestore(emulatorAdminApp());
  const today = await db.collection('rollups').where('day', '==', new Date().toISOString().slice(0, 10)).get();
  const counters = new Map(today.docs.map((doc) => [JSON.stringify([doc.get('metric'), doc.get('dimension'), doc.get('key')]), doc.data()]));
  let written = 0;
  let batch = db.batch();
  for (let ago = 1; ago <= 29; ago += 1) {
    const day = new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    for (const { metric, dimension, key } of counters.values()) {
      for (let shard = 0; shard < 8; shard += 1) {
        const id = [metric, dimension, day, createHash('sha256').update(key).digest('hex').slice(0, 24), shard].join('_');
        batch.set(db.collection('rollups').doc(id), { metric, dimension, key, day, shard, count: 1 });
        if (++written % 400 === 0) {
          await batch.commit();
          batch = db.batch();
        }
      }
    }
  }
  await batch.commit();
  return written;
}

/** The days `from` to `to` days ago, as folded days leave them: one document per counter and day. */
async function seedFoldedDays(from: number, to: number): Promise<number> {
  const db = getFirestore(emulatorAdminApp());
  const today = await db.collection('rollups').where('day', '==', new Date().toISOString().slice(0, 10)).get();
  const counters = new Map(today.docs.map((doc) => [JSON.stringify([doc.get('metric'), doc.get('dimension'), doc.get('key')]), doc.data()]));
  let written = 0;
  let batch = db.batch();
  for (let ago = from; ago <= to; ago += 1) {
    const day = new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    for (const { metric, dimension, key } of counters.values()) {
      const id = [metric, dimension, day, createHash('sha256').update(key).digest('hex').slice(0, 24), 0].join('_');
      batch.set(db.collection('rollups').doc(id), { metric, dimension, key, day, shard: 0, count: 1 });
      if (++written % 400 === 0) {
        await batch.commit();
        batch = db.batch();
      }
    }
  }
  await batch.commit();
  return written;
}

/** The periods bench:dashboard prices, each ending today. */
const PERIOD_DAYS = [7, 30, 90, 365] as const;
const periodOf = (days: number) => `?from=${new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`;

async function benchPeriods(token: string, misses: string[]): Promise<void> {
  const seeded = await seedFoldedDays(30, 2 * 365);
  console.log(`\nTwo years of finished days written, one document per counter and day (${seeded} more documents). A refresh of each period with the one before it:`);
  console.log('\n| period | days read, with the period before | documents read, first refresh (folds the months) | documents read, next refreshes | p50 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  const steady = new Map<number, number>();
  for (const days of PERIOD_DAYS) {
    const first = await refresh(token, periodOf(days));
    const next = await refresh(token, periodOf(days));
    const timed = await run({ url: `${SITE_URL}${DASHBOARD}${periodOf(days)}`, connections: 1, amount: 20, headers: { authorization: `Bearer ${token}` } });
    steady.set(days, next.reads);
    console.log(`| last ${days} days | ${2 * days} | ${first.reads} | ${next.reads} | ${timed.latency.p50} |`);
    if (next.views !== first.views) misses.push(`last ${days} days: ${first.views} views, then ${next.views} once its months were folded`);
  }
  const ratio = steady.get(365)! / Math.max(1, steady.get(30)!);
  console.log(`\nReads per refresh, 365 to 30 days: ${steady.get(365)} / ${steady.get(30)} = ${ratio.toFixed(2)} (must stay at most 2)`);
  if (ratio > 2) misses.push(`reads ratio 365 to 30 days ${ratio.toFixed(2)}`);
}

async function bench(): Promise<boolean> {
  await seed();
  const token = await adminToken();
  const runId = Date.now().toString(36);
  // Warm the functions emulator's workers (one per request in flight) before anything is timed.
  await run({ url: `${SITE_URL}/api/seats`, connections: CONNECTIONS, amount: CONNECTIONS * 10 });

  const rows: { pages: number; views: number; reads: number; counted: number; ok: number; p50: number; p97: number }[] = [];
  const misses: string[] = [];
  for (const pages of PAGE_COUNTS) {
    await reset(token);
    const paths = pathsFor(pages);
    let posted = 0;
    let answered = 0;
    for (const step of STEPS) {
      answered += await postViews(`${runId}-${pages}`, paths, posted, step);
      posted = step;
      const { reads, views } = await refresh(token);
      rows.push({ pages, views: step, reads, counted: views, ...(await latency(token)) });
      if (answered !== step || views !== step) misses.push(`${pages} pages, ${step} views: ${answered} answered 200, ${views} counted`);
    }
  }

  console.log('\n| distinct pages asked for | page views | documents read per refresh | refreshes ok | p50 ms | p97.5 ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.pages.toLocaleString('en-US')} | ${row.views.toLocaleString('en-US')} | ${row.reads} | ${row.ok}/${SAMPLES} | ${row.p50} | ${row.p97} |`);
  const at = (pages: number, views: number) => rows.find((row) => row.pages === pages && row.views === views)!;
  console.log('');
  // Held to the bound: 20x the views over 10 pages, and 100x the pages at 20,000 views. At 1,000
  // views over 1,000 paths most counters hold a view or two, on fewer than their 8 shards: the
  // ratio to it shows shards filling up to the bound, not growth, and is printed only.
  for (const [what, large, small, held] of [
    ['20,000 to 1,000 views, 10 pages', at(10, 20_000), at(10, 1_000), true],
    ['1,000 to 10 pages, 20,000 views', at(1_000, 20_000), at(10, 20_000), true],
    ['20,000 to 1,000 views, 1,000 pages (shards filling)', at(1_000, 20_000), at(1_000, 1_000), false],
  ] as const) {
    const ratio = large.reads / Math.max(1, small.reads);
    console.log(`Reads per refresh, ${what}: ${large.reads} / ${small.reads} = ${ratio.toFixed(2)}${held ? ` (must stay at most ${MAX_RATIO})` : ''}`);
    if (held && ratio > MAX_RATIO) misses.push(`reads ratio ${what} ${ratio.toFixed(2)}`);
  }
  // Today's counters here: the pages (10 at most, plus '(not found)'), one campaign, the visitors;
  // 8 shards each; and, as test/admin.test.ts counts them, the Reset's moment and the finished
  // months of the 30 days before (at most 3). The rates' tallies ride on the same documents.
  const bound = (10 + 1 + 1 + 1) * 8 + 1 + 3;
  for (const row of rows) if (row.reads > bound) misses.push(`${row.pages} pages, ${row.views} views: ${row.reads} reads, over the bound of ${bound}`);
  console.log(`No refresh may read more than ${bound} documents today (13 counters, 8 shards each, the Reset's moment, at most 3 finished months), whatever the traffic.`);
  for (const row of rows) if (row.ok !== SAMPLES) misses.push(`${row.pages} pages, ${row.views} views: ${row.ok}/${SAMPLES} refreshes answered 200`);

  // A month of finished days, in shards: the first refresh folds them, the next reads one each.
  const seeded = await seedFinishedDays();
  const folding = await refresh(token);
  const second = await refresh(token);
  const folded = await refresh(token);
  console.log(`\n29 finished days written in shards (${seeded} documents): the first refresh read ${folding.reads} (reading and folding up to 200 counters), the second ${second.reads}, the third ${folded.reads}.`);
  if (folded.reads >= folding.reads || folded.views !== folding.views) misses.push(`folding: ${folding.reads} then ${folded.reads} reads, ${folding.views} then ${folded.views} views`);

  await benchPeriods(token, misses);

  console.log(misses.length === 0 ? 'A refresh costs the same whatever the traffic, and a year about what a month does.' : `Failed:\n  ${misses.join('\n  ')}`);
  return misses.length === 0;
}

await runBench('scripts/bench/bench-dashboard.ts', bench);

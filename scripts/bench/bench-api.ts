/**
 * `npm run bench:api`: autocannon against the API on 127.0.0.1 only, bounded by request counts
 * and a time limit. 5,000 page views from 500 distinct visitors (distinct User-Agents) at
 * concurrency 50, each visitor viewing each of 5 pages twice: every request must be answered 200,
 * and the counted views stored must equal the unique (visitor, page) pairs, 2,500, in the raw
 * events and in the rollups. Then GET /api/seats in the same run, for comparison. Prints
 * throughput and p50/p99 latency. Uses `npm start`'s stack when it is up, else builds and runs
 * its own inside `firebase emulators:exec`.
 */
import autocannon from 'autocannon';
import { getFirestore } from 'firebase-admin/firestore';
import { SITE_URL } from '../stack/local-stack';
import { runBench } from './run-bench';
import { emulatorAdminApp, seed } from '../stack/seed';

const VIEWS = 5_000;
const VISITORS = 500;
const PAGES_PER_VISITOR = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEATS_REQUESTS = 5_000;
const LIMIT_MS = 10 * 60_000;

if (!SITE_URL.startsWith('http://127.0.0.1:')) throw new Error(`bench:api only runs against 127.0.0.1, not ${SITE_URL}`);

interface Figures {
  name: string;
  requests: number;
  answered2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  rps: number;
  p50: number;
  p99: number;
  seconds: number;
}

function run(name: string, options: autocannon.Options): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, timeout: 30 }, (err, result) => {
      clearTimeout(guard);
      if (err) return reject(err);
      resolve({
        name,
        requests: result.requests.total,
        answered2xx: result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        seconds: Number(result.duration.toFixed(1)),
      });
    });
    const guard = setTimeout(() => instance.stop(), LIMIT_MS);
  });
}

async function bench(): Promise<boolean> {
  await seed(); // idempotent: the seat counter the seats endpoint reads
  const runId = Date.now().toString(36);
  const pages = Array.from({ length: PAGES_PER_VISITOR }, (_, i) => `/bench/${runId}/page-${i}`);
  // The functions emulator runs one request at a time per worker process and starts a process per
  // request in flight: warm the 50 up first, so that the figures are the API's, not 50 cold starts.
  const warmUp = await run('warm-up: GET /api/seats', { url: `${SITE_URL}/api/seats`, connections: CONNECTIONS, amount: CONNECTIONS * 10 });
  let sent = 0;
  const views = await run('POST /api/analytics/page-view', {
    url: process.env.BENCH_API_BASE ?? SITE_URL,
    connections: CONNECTIONS,
    amount: VIEWS,
    requests: [
      {
        method: 'POST',
        path: `${process.env.BENCH_API_PREFIX ?? ''}/api/analytics/page-view`,
        setupRequest: (request) => {
          const n = sent++;
          const visitor = n % VISITORS;
          const page = pages[Math.floor(n / VISITORS) % PAGES_PER_VISITOR];
          return {
            ...request,
            // Each visitor its own address, as through Google's front end (page views are rate limited per address).
            headers: { 'content-type': 'application/json', 'user-agent': `bench-visitor/${runId}/${visitor}`, 'x-forwarded-for': `198.18.${Math.floor(visitor / 250)}.${1 + (visitor % 250)}, 35.191.0.1` },
            body: JSON.stringify({ page, referrer: '', utm_source: `bench-${runId}` }),
          };
        },
      },
    ],
  });
  const seats = await run('GET /api/seats', { url: `${SITE_URL}/api/seats`, connections: CONNECTIONS, amount: SEATS_REQUESTS });

  const db = getFirestore(emulatorAdminApp());
  let stored = 0;
  let rolledUp = 0;
  for (const page of pages) {
    stored += (await db.collection('pageViews').where('page', '==', page).count().get()).data().count;
    const shards = await db.collection('rollups').where('metric', '==', 'pageViews').where('dimension', '==', 'page').where('key', '==', page).get();
    rolledUp += shards.docs.reduce((sum, doc) => sum + (doc.get('count') as number), 0);
  }
  const expected = Math.min(VIEWS, VISITORS * PAGES_PER_VISITOR);

  console.log('\n| endpoint | requests | 2xx | non-2xx | errors | timeouts | req/s | p50 ms | p99 ms | seconds |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const f of [warmUp, views, seats]) {
    console.log(`| ${f.name} | ${f.requests} | ${f.answered2xx} | ${f.non2xx} | ${f.errors} | ${f.timeouts} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.seconds} |`);
  }
  console.log(`\nCounted views stored: ${stored} raw events, ${rolledUp} in the rollups; expected ${expected} unique (visitor, page) pairs.`);

  const misses: string[] = [];
  if (views.answered2xx !== VIEWS) misses.push(`page views answered 200: ${views.answered2xx} of ${VIEWS}`);
  if (seats.answered2xx !== SEATS_REQUESTS) misses.push(`seats answered 200: ${seats.answered2xx} of ${SEATS_REQUESTS}`);
  if (stored !== expected) misses.push(`raw events ${stored} != ${expected}`);
  if (rolledUp !== expected) misses.push(`rollups ${rolledUp} != ${expected}`);
  console.log(misses.length === 0 ? 'Every request answered; every unique view counted once.' : `Failed:\n  ${misses.join('\n  ')}`);
  return misses.length === 0;
}

await runBench('scripts/bench/bench-api.ts', bench);

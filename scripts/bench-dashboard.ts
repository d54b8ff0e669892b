/**
 * `npm run bench:dashboard`: the dashboard's figures must not get slower as raw events pile up.
 * Resets the analytics, posts 1,000 page views through the API (distinct visitors and pages, so
 * each counts), measures GET overview and funnel, posts 19,000 more and measures again. Prints
 * p50/p95 latency per endpoint and the 20,000/1,000 ratio of the medians, which must stay under
 * 1.5. 127.0.0.1 only, every run bounded by request counts and a time limit. Uses `npm start`'s
 * stack when it is up, else its own inside `firebase emulators:exec`.
 */
import autocannon from 'autocannon';
import { HOST, PORTS, SITE_URL, runBench } from './local-stack';
import { adminCredentials, seed } from './seed';

const STEPS = [1_000, 20_000] as const;
const PAGES = 40;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SAMPLES = 200;
const MAX_RATIO = 1.5;
const LIMIT_MS = 10 * 60_000;
const ENDPOINTS = ['/api/admin/analytics/overview', '/api/admin/analytics/funnel'] as const;

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

/** Posts views number `from` to `to - 1`: view n is visitor n / PAGES on page n % PAGES, so each is unique. */
async function postViews(runId: string, from: number, to: number): Promise<number> {
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
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'user-agent': `bench-dashboard/${runId}/${Math.floor(n / PAGES)}` },
            body: JSON.stringify({ page: `/bench-dashboard/page-${n % PAGES}`, referrer: '' }),
          };
        },
      },
    ],
  });
  return result['2xx'];
}

async function measure(path: string, token: string) {
  const result = await run({ url: `${SITE_URL}${path}`, connections: 1, amount: SAMPLES, headers: { authorization: `Bearer ${token}` } });
  return { ok: result['2xx'], p50: result.latency.p50, p95: result.latency.p97_5 ?? result.latency.p99 };
}

async function bench(): Promise<boolean> {
  await seed();
  const token = await adminToken();
  const runId = Date.now().toString(36);
  const reset = await fetch(`${SITE_URL}/api/admin/analytics/reset`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!reset.ok) throw new Error(`reset answered ${reset.status}`);
  // Warm the functions emulator's workers (one per request in flight) before anything is timed.
  await run({ url: `${SITE_URL}/api/seats`, connections: CONNECTIONS, amount: CONNECTIONS * 10 });

  const rows: { views: number; path: string; p50: number; p95: number; ok: number }[] = [];
  let posted = 0;
  let counted = 0;
  for (const step of STEPS) {
    counted += await postViews(runId, posted, step);
    posted = step;
    for (const path of ENDPOINTS) rows.push({ views: step, path, ...(await measure(path, token)) });
  }
  const overview = (await (await fetch(`${SITE_URL}${ENDPOINTS[0]}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { pageViews: { views: number }[] };
  const total = overview.pageViews.reduce((sum, row) => sum + row.views, 0);

  console.log('\n| page views | endpoint | requests ok | p50 ms | p97.5 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.views.toLocaleString('en-US')} | GET ${row.path} | ${row.ok}/${SAMPLES} | ${row.p50} | ${row.p95} |`);
  const misses: string[] = [];
  console.log('');
  for (const path of ENDPOINTS) {
    const [small, large] = STEPS.map((views) => rows.find((row) => row.views === views && row.path === path)!);
    const ratio = large.p50 / Math.max(1, small.p50);
    console.log(`${path}: p50 ${small.p50} ms after ${STEPS[0].toLocaleString('en-US')} views, ${large.p50} ms after ${STEPS[1].toLocaleString('en-US')}: ratio ${ratio.toFixed(2)} (must stay under ${MAX_RATIO})`);
    if (ratio >= MAX_RATIO) misses.push(`${path} ratio ${ratio.toFixed(2)} >= ${MAX_RATIO}`);
    if (small.ok !== SAMPLES || large.ok !== SAMPLES) misses.push(`${path}: not every request answered 200`);
  }
  console.log(`Page views answered 200: ${counted} of ${STEPS[1]}; the overview counts ${total}.`);
  if (counted !== STEPS[1] || total !== STEPS[1]) misses.push(`views counted ${total}, answered ${counted}, posted ${STEPS[1]}`);
  console.log(misses.length === 0 ? 'The figures cost the same after 20x the events.' : `Failed:\n  ${misses.join('\n  ')}`);
  return misses.length === 0;
}

await runBench('scripts/bench-dashboard.ts', bench);

/**
 * `npm run bench:leads`: how fast a lead's delivery moves while other leads crowd the queue, on
 * 127.0.0.1 only, every wait bounded. A crowd of leads (BENCH_CROWD, 30) is posted while the hook
 * (the local inbox's port, 5055) is down, and once each has made its first try, probe leads
 * (BENCH_PROBES, 3) are posted: each is timed from its POST's answer to its first try recorded.
 * Then the hook comes up (this script listens on its port, answering 200), and each probe is timed
 * to its delivery; every probe must reach the hook exactly once. Prints the figures. Uses
 * `npm start`'s stack when it is up (stop `npm run hooks:inbox` first: the hook must be down),
 * else builds and runs its own inside `firebase emulators:exec`.
 */
import { createServer } from 'node:http';
import { getFirestore } from 'firebase-admin/firestore';
import { SITE_URL } from '../stack/local-stack';
import { runBench } from './run-bench';
import { emulatorAdminApp } from '../stack/seed';

const HOOK_PORT = 5055;
const CROWD = Number(process.env.BENCH_CROWD ?? 30);
const PROBES = Number(process.env.BENCH_PROBES ?? 3);
const LIMIT_MS = 5 * 60_000;

if (!SITE_URL.startsWith('http://127.0.0.1:')) throw new Error(`bench:leads only runs against 127.0.0.1, not ${SITE_URL}`);

const runId = Date.now().toString(36);
const db = () => getFirestore(emulatorAdminApp());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts a lead as a visitor of its own (its own address behind a front end, and User-Agent). */
async function postLead(n: number, kind: string): Promise<{ id: string; answeredAt: number }> {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const res = await fetch(`${SITE_URL}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': `bench-leads/${runId}/${kind}/${n}`, 'x-forwarded-for': `${address}, 10.255.255.1` },
    body: JSON.stringify({ name: `Bench ${kind} ${n}`, email: `bench-${runId}-${kind}-${n}@example.com`, intent: 'blast-optin', source: '/pricing' }),
  });
  const answer = (await res.json()) as { id?: string };
  if (res.status !== 201 || !answer.id) throw new Error(`POST /api/leads answered ${res.status}: ${JSON.stringify(answer)}`);
  return { id: answer.id, answeredAt: Date.now() };
}

/** Polls each lead until `done` holds of its delivery record; answers when, per lead (bounded). */
async function timeUntil(ids: string[], done: (forward: Record<string, unknown>) => boolean): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const deadline = Date.now() + LIMIT_MS;
  while (seen.size < ids.length && Date.now() < deadline) {
    await Promise.all(
      ids.filter((id) => !seen.has(id)).map(async (id) => {
        const forward = (await db().collection('leads').doc(id).get()).get('forward') as Record<string, unknown> | undefined;
        if (forward && done(forward)) seen.set(id, Date.now());
      }),
    );
    await sleep(100);
  }
  return seen;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function bench(): Promise<boolean> {
  const hits = new Map<string, number>();
  const hook = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: string }).id ?? '';
    hits.set(id, (hits.get(id) ?? 0) + 1);
    res.writeHead(200).end();
  });
  const portFree = await new Promise<boolean>((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(HOOK_PORT, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (!portFree) {
    console.error(`Port ${HOOK_PORT} is taken (npm run hooks:inbox?): the bench needs the hook down. Stop it and run again.`);
    return false;
  }

  const crowd = await Promise.all(Array.from({ length: CROWD }, (_, i) => postLead(i, 'crowd')));
  const crowdTried = await timeUntil(crowd.map(({ id }) => id), (forward) => Number(forward.attempts) >= 1);
  const probes: { id: string; answeredAt: number }[] = [];
  for (let i = 0; i < PROBES; i += 1) probes.push(await postLead(CROWD + i, 'probe'));
  const probeIds = probes.map(({ id }) => id);
  const firstTry = await timeUntil(probeIds, (forward) => Number(forward.attempts) >= 1);

  await new Promise<void>((resolve) => hook.listen(HOOK_PORT, '127.0.0.1', resolve));
  const hookUpAt = Date.now();
  const delivered = await timeUntil(probeIds, (forward) => forward.status === 'delivered');
  await sleep(3_000); // a late second post would show here
  await new Promise((resolve) => hook.close(resolve));

  const firstTryMs = probes.filter(({ id }) => firstTry.has(id)).map(({ id, answeredAt }) => firstTry.get(id)! - answeredAt);
  const deliveredMs = probeIds.filter((id) => delivered.has(id)).map((id) => delivered.get(id)! - hookUpAt);
  const postedOnce = probeIds.filter((id) => hits.get(id) === 1).length;

  console.log('\n| crowd (hook down) | crowd tried | probes | first try after POST, median s (max) | delivered after the hook came up, median s (max) | probes posted to the hook once |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const cell = (values: number[]) => (values.length ? `${seconds(median(values))} (${seconds(Math.max(...values))})` : 'none');
  console.log(`| ${CROWD} | ${crowdTried.size} | ${PROBES} | ${cell(firstTryMs)} | ${cell(deliveredMs)} | ${postedOnce} of ${PROBES} |`);

  const misses: string[] = [];
  if (firstTryMs.length !== PROBES) misses.push(`probes tried within ${LIMIT_MS / 1000} s: ${firstTryMs.length} of ${PROBES}`);
  if (deliveredMs.length !== PROBES) misses.push(`probes delivered within ${LIMIT_MS / 1000} s: ${deliveredMs.length} of ${PROBES}`);
  if (postedOnce !== PROBES) misses.push(`probes posted to the hook exactly once: ${postedOnce} of ${PROBES}`);
  console.log(misses.length === 0 ? 'Every probe tried, then delivered exactly once.' : `Failed:\n  ${misses.join('\n  ')}`);
  return misses.length === 0;
}

await runBench('scripts/bench/bench-leads.ts', bench);

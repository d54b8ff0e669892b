/**
 * The local stand-in for the production build hook (a Cloud Build webhook trigger running
 * cloudbuild.yaml): the functions' SITE_BUILD_HOOK_URL points here in a local run. A publish
 * posts `{ version, number }`; the builder answers 202 at once, then re-renders the pages with
 * the published content (scripts/site/rebuild-site.ts) into what the Hosting emulator serves, and
 * moves siteContent/build on: building, then done or failed, as the production build's last
 * step does. Builds run one at a time; publishes during one are rendered by one more after it.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { COLLECTIONS } from '@blast/catalog';
import type { App } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HOST, ROOT } from '../stack/local-stack';
import { emulatorAdminApp } from '../stack/seed';

export const SITE_BUILDER_URL = new URL('http://127.0.0.1:5056/build');
/** A render that takes longer has hung. */
const BUILD_TIMEOUT_MS = 120_000;

const buildRef = (app: App = emulatorAdminApp()) => getFirestore(app).collection(COLLECTIONS.siteContent).doc('build');

export type BuildStep = 'building' | 'done' | 'failed';

/**
 * Moves the build record (siteContent/build of `app`'s Firestore) on, only while it is still
 * about `version` (a later publish's stays); an empty `version` moves whatever it is about. The
 * local builder's and the production build's (scripts/site/report-site-build.ts) one way of doing it.
 */
export async function markSiteBuild(app: App, version: string, status: BuildStep, detail: string | null = null): Promise<void> {
  const ref = buildRef(app);
  await ref.firestore.runTransaction(async (tx) => {
    if (version && (await tx.get(ref)).get('version') !== version) return;
    tx.update(ref, { status, detail, finishedAt: status === 'building' ? null : FieldValue.serverTimestamp() });
  });
}

const mark = (version: string, status: BuildStep, detail: string | null = null) => markSiteBuild(emulatorAdminApp(), version, status, detail);

/** Runs scripts/site/rebuild-site.ts; answers what went wrong, or undefined. */
function render(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/site/rebuild-site.ts'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => void (errors = (errors + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.on('error', (err) => resolve(err.message));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0 ? undefined : `the re-render exited with ${code ?? 'a signal'}: ${errors.trim().split('\n').at(-1) ?? ''}`);
    });
  });
}

/** Serves the build hook; `rebuildNow` also renders what is published at start (data kept from an earlier run). */
export function startSiteBuilder({ rebuildNow = false } = {}): Promise<Server> {
  let running: Promise<void> | undefined;
  let next: string | undefined;
  const build = (version: string): void => {
    if (running) return void (next = version);
    running = (async () => {
      await mark(version, 'building');
      const failure = await render();
      await mark(version, failure ? 'failed' : 'done', failure ?? null);
      if (failure) console.error(`site builder: ${failure}`);
    })()
      .catch((err: unknown) => console.error('site builder:', err))
      .finally(() => {
        running = undefined;
        const queued = next;
        next = undefined;
        if (queued) build(queued);
      });
  };
  const server = createServer((req, res) => {
    if (new URL(req.url ?? '/', SITE_BUILDER_URL).pathname !== SITE_BUILDER_URL.pathname) return void res.writeHead(404).end();
    if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
    let body = '';
    req.on('data', (chunk: Buffer) => void (body = (body + chunk.toString()).slice(0, 10_000)));
    req.on('end', () => {
      let version: unknown;
      try {
        version = (JSON.parse(body) as { version?: unknown }).version;
      } catch {
        version = undefined;
      }
      if (typeof version !== 'string' || !version) return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'version is required', field: 'version' }));
      build(version);
      res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'requested' }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(SITE_BUILDER_URL.port), HOST, () => {
      if (rebuildNow) {
        void buildRef()
          .get()
          .then((snapshot) => {
            const version = snapshot.get('version') as string | undefined;
            if (version) build(version);
          });
      }
      resolve(server);
    });
  });
}

/**
 * The Chromium that the browser tests and `npm run bench:web` drive, with nothing to install by
 * hand: CHROME_PATH when set; else the system's /usr/bin/chromium where it exists and runs; else
 * the headless Chromium that the @sparticuz/chromium package ships inside the npm registry's
 * tarball (unpacked to /tmp on first use). No browser is downloaded from anywhere else.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Headless, and off the network: without the background-networking flags Chromium reaches for
 * Google's hosts at every start. Not @sparticuz/chromium's own `args`: its --single-process
 * breaks Lighthouse's performance score.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export interface Browser {
  path: string;
  from: 'CHROME_PATH' | 'system' | '@sparticuz/chromium';
}

/** True when a browser is at `path` and answers `--version`: a broken system package is passed over. */
export const browserRuns = (path: string): boolean =>
  existsSync(path) && spawnSync(path, ['--version'], { timeout: 30_000, stdio: 'ignore' }).status === 0;

/** What resolveBrowser looks at, in the order it looks; the real machine's unless a test says otherwise. */
export interface BrowserProbes {
  chromePath: string | undefined;
  exists: (path: string) => boolean;
  runs: (path: string) => boolean;
  /** The packaged Chromium's path (unpacked to /tmp on first use). */
  packaged: () => Promise<string>;
}

const machine = (): BrowserProbes => ({
  chromePath: process.env.CHROME_PATH,
  exists: existsSync,
  runs: browserRuns,
  packaged: async () => {
    const { default: chromium } = await import('@sparticuz/chromium');
    return chromium.executablePath();
  },
});

/** Resolves the browser once; the answer is what every later step is given as CHROME_PATH. */
export async function resolveBrowser(probes: Partial<BrowserProbes> = {}): Promise<Browser> {
  const { chromePath, exists, runs, packaged } = { ...machine(), ...probes };
  if (chromePath) {
    if (!exists(chromePath)) throw new Error(`CHROME_PATH=${chromePath} does not exist: unset it to use the Chromium npm install brought`);
    return { path: chromePath, from: 'CHROME_PATH' };
  }
  if (runs(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, from: 'system' };
  return { path: await packaged(), from: '@sparticuz/chromium' };
}

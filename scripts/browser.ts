/**
 * The Chromium that the browser tests and `npm run bench:web` drive, with nothing to install by
 * hand: CHROME_PATH when set; else the system's /usr/bin/chromium where it exists and runs; else
 * the headless Chromium that the @sparticuz/chromium package ships inside the npm registry's
 * tarball (unpacked to /tmp on first use). No browser is downloaded from anywhere else.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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

const runs = (path: string) => existsSync(path) && spawnSync(path, ['--version'], { timeout: 30_000, stdio: 'ignore' }).status === 0;

/** Resolves the browser once; the answer is what every later step is given as CHROME_PATH. */
export async function resolveBrowser(): Promise<Browser> {
  const chosen = process.env.CHROME_PATH;
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`CHROME_PATH=${chosen} does not exist: unset it to use the Chromium npm install brought`);
    return { path: chosen, from: 'CHROME_PATH' };
  }
  if (runs(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, from: 'system' };
  const { default: chromium } = await import('@sparticuz/chromium');
  return { path: await chromium.executablePath(), from: '@sparticuz/chromium' };
}

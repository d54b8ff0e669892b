import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SYSTEM_CHROMIUM, browserRuns, resolveBrowser, type BrowserProbes } from '../browser';

const PACKAGED = '/tmp/chromium-from-npm/chromium';

/** A machine where each probe answers as told and says whether it was asked. */
const machine = ({ chromePath, existing = [], running = [] }: { chromePath?: string; existing?: string[]; running?: string[] }) => ({
  chromePath,
  exists: vi.fn((path: string) => existing.includes(path)),
  runs: vi.fn((path: string) => running.includes(path)),
  packaged: vi.fn(async () => PACKAGED),
}) satisfies BrowserProbes;

describe('the browser the tests and bench:web drive', () => {
  it('is CHROME_PATH when set, even where the system Chromium runs, and nothing else is looked at', async () => {
    const probes = machine({ chromePath: '/opt/chrome/chrome', existing: ['/opt/chrome/chrome', SYSTEM_CHROMIUM], running: [SYSTEM_CHROMIUM] });
    expect(await resolveBrowser(probes)).toEqual({ path: '/opt/chrome/chrome', from: 'CHROME_PATH' });
    expect(probes.runs).not.toHaveBeenCalled();
    expect(probes.packaged).not.toHaveBeenCalled();
  });

  it('refuses a CHROME_PATH that does not exist, naming it, instead of quietly taking another browser', async () => {
    const probes = machine({ chromePath: '/no/such/chrome', running: [SYSTEM_CHROMIUM] });
    await expect(resolveBrowser(probes)).rejects.toThrow('CHROME_PATH=/no/such/chrome does not exist');
    expect(probes.packaged).not.toHaveBeenCalled();
  });

  it('is /usr/bin/chromium without CHROME_PATH where it runs, and the packaged one is not unpacked', async () => {
    const probes = machine({ existing: [SYSTEM_CHROMIUM], running: [SYSTEM_CHROMIUM] });
    expect(await resolveBrowser(probes)).toEqual({ path: SYSTEM_CHROMIUM, from: 'system' });
    expect(probes.packaged).not.toHaveBeenCalled();
  });

  it('is the Chromium of @sparticuz/chromium where /usr/bin/chromium is missing or does not run', async () => {
    const missing = machine({});
    expect(await resolveBrowser(missing)).toEqual({ path: PACKAGED, from: '@sparticuz/chromium' });
    expect(missing.runs).toHaveBeenCalledWith(SYSTEM_CHROMIUM);
    const broken = machine({ existing: [SYSTEM_CHROMIUM] });
    expect(await resolveBrowser(broken)).toEqual({ path: PACKAGED, from: '@sparticuz/chromium' });
  });
});

describe('whether a browser runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'blast-browser-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const executable = (name: string, script: string) => {
    const path = join(dir, name);
    writeFileSync(path, `#!/bin/sh\n${script}\n`);
    chmodSync(path, 0o755);
    return path;
  };

  it('is yes for a program that answers --version, and no for one that fails it or is not there', () => {
    expect(browserRuns(executable('answers', 'echo "Chromium 140"'))).toBe(true);
    expect(browserRuns(executable('broken', 'exit 127'))).toBe(false);
    expect(browserRuns(join(dir, 'absent'))).toBe(false);
  });
});

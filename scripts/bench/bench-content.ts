/**
 * What the benches measure the pages with: BENCH_SITE_CONTENT=filled renders them with every slot
 * of the owner's content filled (scripts/site/site-content-samples.ts, rendered as a publish renders
 * it: scripts/site/rebuild-site.ts --filled) for the bench, and with the published content again after.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../stack/local-stack';

export const FILLED = process.env.BENCH_SITE_CONTENT === 'filled';

function rebuildSite(filled: boolean): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/rebuild-site.ts', ...(filled ? ['--filled'] : [])], { cwd: ROOT, stdio: 'inherit', timeout: 120_000 });
  if (run.status !== 0) throw new Error(`scripts/site/rebuild-site.ts ${filled ? '--filled ' : ''}failed (${run.status ?? run.signal})`);
}

/** Runs `bench` on the pages BENCH_SITE_CONTENT asks for. */
export async function withBenchContent(bench: () => Promise<boolean>): Promise<boolean> {
  if (!FILLED) return bench();
  rebuildSite(true);
  try {
    return await bench();
  } finally {
    rebuildSite(false);
  }
}

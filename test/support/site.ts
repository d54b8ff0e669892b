/** The owner's site content as /admin/site publishes it, for the tests: publish, then wait for the pages rebuilt with it. */
import type { SiteContent, SiteContentState } from '@blast/catalog';
import { asAdmin } from './admin';
import { pollUntil } from './stack';

const post = (path: string, body: unknown) => asAdmin(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
export const siteState = async (): Promise<SiteContentState> => (await asAdmin('/api/admin/site')).json();

/** Saves `content` as the draft and publishes it; answers the published version's id. */
export async function publishSite(content: SiteContent): Promise<string> {
  const saved = await post('/api/admin/site/draft', { content, revision: (await siteState()).draft.revision });
  if (saved.status !== 200) throw new Error(`saving the draft: ${saved.status} ${await saved.text()}`);
  const res = await post('/api/admin/site/publish', { revision: (await siteState()).draft.revision });
  if (res.status !== 201) throw new Error(`publishing: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Publishes `content` and waits (up to 90 s, the local site builder on a loaded machine) until the pages show it. */
export async function publishAndRebuild(content: SiteContent): Promise<void> {
  const id = await publishSite(content);
  const build = await pollUntil(
    `the rebuild of version ${id}`,
    async () => (await siteState()).build,
    (b) => b?.version === id && (b.status === 'done' || b.status === 'failed'),
    { timeoutMs: 90_000, intervalMs: 500 },
  );
  if (build?.status !== 'done') throw new Error(`the rebuild of version ${id} failed: ${build?.detail}`);
}

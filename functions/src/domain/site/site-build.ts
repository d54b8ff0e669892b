/**
 * The rebuild a publish asks for (docs/site-content.md): published means prerendered, so every
 * publish and revert calls SITE_BUILD_HOOK_URL with the version to render, and records the
 * request in siteContent/build, which the build itself moves on (building, then done or failed:
 * scripts/site/site-builder.ts locally, cloudbuild.yaml in production). /admin/site shows it.
 */
import type { SiteBuild } from '@blast/catalog';
import { siteBuildHookTarget } from '../../config';
import { collections } from '../../store/collections';
import { Timestamp } from '../../store/db';
import type { SiteBuildDocument } from '../../store/documents';
import { post } from '../delivery/hook-delivery';

const BUILD_ID = 'build';

/** A stored time as the API gives it (ISO 8601), or null: site-content.ts uses it too. */
export const iso = (at: Timestamp | null | undefined) => at?.toDate().toISOString() ?? null;

const buildOf = (document: SiteBuildDocument): SiteBuild => ({
  status: document.status,
  version: document.version,
  number: document.number,
  requestedAt: iso(document.requestedAt)!,
  finishedAt: iso(document.finishedAt),
  detail: document.detail,
});

/** Asks for the rebuild of published version `version` (its `number`); answers the request as recorded. */
export async function requestSiteBuild(version: string, number: number): Promise<SiteBuild> {
  const ref = collections.siteContent().doc(BUILD_ID);
  const target = siteBuildHookTarget();
  const requested: SiteBuildDocument = { status: 'problem' in target ? 'not-configured' : 'requested', version, number, requestedAt: Timestamp.now(), finishedAt: null, detail: 'problem' in target ? target.problem : null };
  await ref.set(requested);
  if ('problem' in target) return buildOf(requested);
  const failure = await post(target.url, { version, number });
  if (!failure) return buildOf(requested);
  const failed: SiteBuildDocument = { ...requested, status: 'failed', finishedAt: Timestamp.now(), detail: `The build hook refused the rebuild: ${failure}` };
  // Only over this request: a later publish's stays.
  await ref.firestore.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data() as SiteBuildDocument | undefined;
    if (stored?.version === version && stored.status === 'requested') tx.set(ref, failed);
  });
  return buildOf(failed);
}

/** The last rebuild asked for, or null. */
export async function lastSiteBuild(): Promise<SiteBuild | null> {
  const stored = (await collections.siteContent().doc(BUILD_ID).get()).data() as SiteBuildDocument | undefined;
  return stored ? buildOf(stored) : null;
}

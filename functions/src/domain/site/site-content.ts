/**
 * The owner's site content (docs/site-content.md): one draft, saved with a revision so two
 * operators never overwrite each other unseen; publishing copies the draft into a new numbered
 * version (who, when) and makes it the published one in one transaction; a revert publishes an
 * earlier version again, exactly, as a new version that names it, and makes it the draft. Each
 * asks for the rebuild that puts the version into the pages (site-build.ts).
 */
import {
  EMPTY_SITE_CONTENT,
  SITE_VERSIONS_LISTED,
  contentChanges,
  outlivedSinceBuild,
  publishProblem,
  type SiteActor,
  type SiteBuild,
  type SiteContent,
  type SiteContentState,
  type SiteDraft,
  type SitePromo,
  type SitePublished,
  type SiteVersionListed,
  type SiteVersionSummary,
} from '@blast/catalog';
import { collections } from '../../store/collections';
import { Timestamp, db, type Transaction } from '../../store/db';
import type { SiteDraftDocument, SitePublishedDocument, SiteVersionDocument } from '../../store/documents';
import { DomainError } from '../errors';
import { markPublishedImages, missingImage } from './site-images';
import { iso, lastSiteBuild, requestSiteBuild } from './site-build';

class SiteContentError extends DomainError {
  constructor(
    readonly refusal: 'invalid' | 'conflict' | 'not-found',
    message: string,
    field?: string,
  ) {
    super(message, field);
  }
}

const DRAFT_ID = 'draft';
const PUBLISHED_ID = 'published';

/** Firestore holds no `undefined`: an optional field left out is simply absent. */
const stored = (content: SiteContent): SiteContent => JSON.parse(JSON.stringify(content)) as SiteContent;

function draftOf(document: SiteDraftDocument | undefined): SiteDraft {
  if (!document) return { content: EMPTY_SITE_CONTENT, revision: 0, savedAt: null, savedBy: null };
  return { content: document.content, revision: document.revision, savedAt: iso(document.savedAt), savedBy: document.savedBy };
}

function summaryOf(id: string, version: SiteVersionDocument): SiteVersionSummary {
  return { id, number: version.number, publishedAt: iso(version.publishedAt)!, publishedBy: version.publishedBy, revertOf: version.revertOf, changes: version.changes ?? null };
}

const publishedOf = (id: string, version: SiteVersionDocument): SitePublished => ({ ...summaryOf(id, version), content: version.content });

/** What /admin/site shows: the draft, the published version and the ones before it. */
export async function siteContentState(): Promise<SiteContentState> {
  const [draft, pointer, versions, build] = await Promise.all([
    collections.siteContent().doc(DRAFT_ID).get(),
    collections.siteContent().doc(PUBLISHED_ID).get(),
    collections.siteVersions().orderBy('number', 'desc').limit(SITE_VERSIONS_LISTED).get(),
    lastSiteBuild(),
  ]);
  const publishedId = (pointer.data() as SitePublishedDocument | undefined)?.version;
  const current = versions.docs.find((version) => version.id === publishedId) ?? (publishedId ? await collections.siteVersions().doc(publishedId).get() : undefined);
  const shown = current?.exists ? current.data()!.content : EMPTY_SITE_CONTENT;
  // Each version with what bringing it back would change in what is shown now (the revert asks with it).
  const listed = (id: string, version: SiteVersionDocument): SiteVersionListed => ({ ...summaryOf(id, version), revertChanges: contentChanges(shown, version.content) });
  return {
    draft: draftOf(draft.data() as SiteDraftDocument | undefined),
    published: current?.exists ? publishedOf(current.id, current.data()!) : null,
    versions: versions.docs.map((version) => listed(version.id, version.data())),
    build,
  };
}

/**
 * The rebuild a day asks for (triggers/site-days.ts, each day just after midnight UTC): when the
 * pages, built while the published promo or announcement ran, still show it past its last day.
 * Answers the rebuild asked for, or null when the pages are as they should be.
 */
export async function rebuildAfterLastDays(today: string): Promise<SiteBuild | null> {
  const [published, build] = await Promise.all([publishedVersion(), lastSiteBuild()]);
  if (!published || !build || !outlivedSinceBuild(published.content, build.requestedAt.slice(0, 10), today)) return null;
  return requestSiteBuild(published.id, published.number);
}

/** The promo the published version runs, or null (what the checkout prices by: money/checkout.ts). */
export async function publishedPromo(): Promise<SitePromo | null> {
  return (await publishedVersion())?.content.promo ?? null;
}

/** The published version, read through the pointer, or null before the first publish. */
async function publishedVersion(): Promise<{ id: string; number: number; content: SiteContent } | null> {
  const pointer = (await collections.siteContent().doc(PUBLISHED_ID).get()).data() as SitePublishedDocument | undefined;
  if (!pointer?.version) return null;
  const content = (await collections.siteVersions().doc(pointer.version).get()).data()?.content;
  return content ? { id: pointer.version, number: pointer.number, content } : null;
}

async function readDraft(transaction: Transaction): Promise<SiteDraft> {
  const snapshot = await transaction.get(collections.siteContent().doc(DRAFT_ID));
  return draftOf(snapshot.data() as SiteDraftDocument | undefined);
}

const staleRevision = (stored: number, asked: number) =>
  new SiteContentError('conflict', `The draft was saved by someone else since you opened it (revision ${stored}, yours ${asked}): reload the page to see their changes`, 'revision');

/** Saves the draft over the revision the operator opened; answers the draft as saved. */
export function saveSiteDraft(content: SiteContent, revision: number, by: SiteActor): Promise<SiteDraft> {
  return db().runTransaction(async (transaction) => {
    const draft = await readDraft(transaction);
    if (draft.revision !== revision) throw staleRevision(draft.revision, revision);
    const saved: SiteDraftDocument = { content: stored(content), revision: revision + 1, savedAt: Timestamp.now(), savedBy: by };
    transaction.set(collections.siteContent().doc(DRAFT_ID), saved);
    return draftOf(saved);
  });
}

/** Writes a new version holding `content` and points the published content at it, inside the transaction. */
async function publishVersion(transaction: Transaction, content: SiteContent, by: SiteActor, revertOf: string | null): Promise<SitePublished> {
  const pointerRef = collections.siteContent().doc(PUBLISHED_ID);
  const pointer = (await transaction.get(pointerRef)).data() as SitePublishedDocument | undefined;
  const before = pointer ? (await transaction.get(collections.siteVersions().doc(pointer.version))).data()?.content : undefined;
  const number = (pointer?.number ?? 0) + 1;
  const versionRef = collections.siteVersions().doc();
  const version: SiteVersionDocument = { content, number, publishedAt: Timestamp.now(), publishedBy: by, revertOf, changes: contentChanges(before ?? EMPTY_SITE_CONTENT, content) };
  transaction.create(versionRef, version);
  transaction.set(pointerRef, { version: versionRef.id, number, updatedAt: Timestamp.now() } satisfies SitePublishedDocument);
  return publishedOf(versionRef.id, version);
}

/**
 * Publishes the draft as it is at the revision the operator saw; refused while a testimonial
 * has no permission on file (naming it), or when the draft changed since.
 */
export async function publishSiteDraft(revision: number, by: SiteActor): Promise<SitePublished> {
  // Every image it shows is in Cloud Storage (read before the transaction, which then holds the
  // draft to the revision checked: a later save makes it stale).
  const draft = (await collections.siteContent().doc(DRAFT_ID).get()).data() as SiteDraftDocument | undefined;
  const missing = draft ? await missingImage(draft.content) : undefined;
  if (missing) throw new SiteContentError('invalid', missing.message, missing.field);
  const published = await db().runTransaction(async (transaction) => {
    const draft = await readDraft(transaction);
    if (draft.revision !== revision) throw staleRevision(draft.revision, revision);
    const problem = publishProblem(draft.content);
    if (problem) throw new SiteContentError('invalid', problem.message, problem.field);
    return publishVersion(transaction, draft.content, by, null);
  });
  await markPublishedImages(published.content);
  await requestSiteBuild(published.id, published.number);
  return published;
}

/** Publishes an earlier version's content again, exactly, and makes it the draft (a new revision). */
export async function revertSiteContent(versionId: string, by: SiteActor): Promise<SitePublished> {
  const published = await db().runTransaction(async (transaction) => {
    const earlier = await transaction.get(collections.siteVersions().doc(versionId));
    if (!earlier.exists) throw new SiteContentError('not-found', `No published version ${versionId}`, 'id');
    const draft = await readDraft(transaction);
    const { content } = earlier.data()!;
    const published = await publishVersion(transaction, content, by, versionId);
    transaction.set(collections.siteContent().doc(DRAFT_ID), { content, revision: draft.revision + 1, savedAt: Timestamp.now(), savedBy: by } satisfies SiteDraftDocument);
    return published;
  });
  await markPublishedImages(published.content);
  await requestSiteBuild(published.id, published.number);
  return published;
}

/** Image files for the tests: a PNG of any size (scripts/sample-images.ts), a GIF, and a content's images put where an upload would. */
import { imagesOf, type SiteContent } from '@blast/catalog';
import { getStorage } from 'firebase-admin/storage';
import { HOST, PORTS, STORAGE_BUCKET } from '../../scripts/local-stack';
import { sampleImageBytes } from '../../scripts/site-content-samples';
import { adminDb } from './stack';

export { png } from '../../scripts/sample-images';

/** A 1x1 GIF: an image, but not a type the site takes. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Stores every image `content` names in the Storage emulator, as an upload would have (a plain
 * PNG of its size): content written by a test can then be published.
 */
export async function storeImagesOf(content: SiteContent): Promise<void> {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${HOST}:${PORTS.storage}`;
  adminDb(); // the default app, initialised once
  const bucket = getStorage().bucket(STORAGE_BUCKET);
  await Promise.all(imagesOf(content).map((image) => bucket.file(image.path).save(sampleImageBytes(image), { contentType: image.contentType, resumable: false })));
}

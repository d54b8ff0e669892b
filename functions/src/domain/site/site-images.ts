/**
 * The images of the owner's content (docs/site-content.md): checked for type (by their bytes,
 * not only the header the browser sent), size and dimensions, then stored in Cloud Storage under
 * `site/images/<random id>.<ext>`. Until a published version shows an image only admins read it
 * (storage.rules); each publish marks the images the published version shows `published` and
 * unmarks every other, so everyone reads exactly the published ones.
 */
import { randomBytes } from 'node:crypto';
import {
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_MAX_SIDE,
  SITE_IMAGE_MIN_SIDE,
  SITE_IMAGE_TYPES,
  imageFieldsOf,
  imagesOf,
  siteImagePath,
  type SiteContent,
  type SiteImage,
  type SiteImageType,
} from '@blast/catalog';
import { getStorage } from 'firebase-admin/storage';
import { imageSize } from 'image-size';
import { logs } from '../../logs';
import { db } from '../../store/db';
import { DomainError } from '../errors';

class SiteImageError extends DomainError {
  readonly refusal = 'invalid';

  constructor(message: string) {
    super(message, 'image');
  }
}

/** What image-size names each type the site takes. */
const TYPE_OF_FORMAT: Readonly<Record<string, SiteImageType>> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', heif: 'image/avif' };
const PREFIX = 'site/images/';

/** The project's default bucket (the functions emulator names it in FIREBASE_CONFIG; production too). */
const bucket = () => {
  db(); // the default app, initialised once
  return getStorage().bucket();
};

/**
 * Checks an uploaded image and answers what it is: refused (400 naming `image`) when it is
 * empty, larger than 2 MB, not a PNG, JPEG, WebP or AVIF by its bytes, not the type it was sent
 * as, or smaller than 64 px or larger than 4096 px on a side.
 */
export function checkedImage(bytes: Buffer, sentType: string | undefined): Omit<SiteImage, 'path'> {
  if (bytes.length === 0) throw new SiteImageError('image is empty: send the image file as the request body');
  if (bytes.length > SITE_IMAGE_MAX_BYTES) throw new SiteImageError('image is larger than 2 MB: export it for the web (as WebP, say), at most 2 MB');
  let found: ReturnType<typeof imageSize> | undefined;
  try {
    found = imageSize(bytes);
  } catch {
    found = undefined;
  }
  const contentType = found?.type ? TYPE_OF_FORMAT[found.type] : undefined;
  if (!found || !contentType) throw new SiteImageError(`image must be one of ${SITE_IMAGE_TYPES.join(', ')}${found?.type ? `, not ${found.type}` : ''}`);
  const declared = sentType?.split(';')[0].trim().toLowerCase();
  if (declared !== contentType) throw new SiteImageError(`image is ${contentType} by its content but was sent as ${declared || 'no type'}: send its own Content-Type`);
  const { width = 0, height = 0 } = found;
  if (Math.min(width, height) < SITE_IMAGE_MIN_SIDE) throw new SiteImageError(`image is ${width}x${height} px: each side must be at least ${SITE_IMAGE_MIN_SIDE} px`);
  if (Math.max(width, height) > SITE_IMAGE_MAX_SIDE) throw new SiteImageError(`image is ${width}x${height} px: each side must be at most ${SITE_IMAGE_MAX_SIDE} px`);
  return { contentType, width, height };
}

/** Stores a checked image under a new random name; readable by admins only until it is published. */
export async function storeSiteImage(bytes: Buffer, sentType: string | undefined): Promise<SiteImage> {
  const checked = checkedImage(bytes, sentType);
  const image: SiteImage = { path: siteImagePath(randomBytes(12).toString('base64url'), checked.contentType), ...checked };
  await bucket()
    .file(image.path)
    .save(bytes, { contentType: image.contentType, resumable: false, metadata: { cacheControl: 'public, max-age=31536000, immutable', metadata: { published: 'false' } } });
  return image;
}

/**
 * The first image `content` names that was never uploaded (a draft saved with another site's
 * path, or an image since deleted): publishing it would leave a hole in the pages.
 */
export async function missingImage(content: SiteContent): Promise<{ field: string; message: string } | undefined> {
  const fields = imageFieldsOf(content);
  const found = await Promise.all(fields.map(({ image }) => bucket().file(image.path).exists().then(([exists]) => exists)));
  const index = found.indexOf(false);
  return index < 0 ? undefined : { field: `${fields[index].field}.path`, message: `${fields[index].image.path} is not an uploaded image: upload it again` };
}

/** An uploaded image's bytes and type, published or not; undefined when there is none by that name. */
export async function readSiteImage(file: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const object = bucket().file(PREFIX + file);
  const [exists] = await object.exists();
  if (!exists) return undefined;
  const [[bytes], [metadata]] = await Promise.all([object.download(), object.getMetadata()]);
  return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
}

/**
 * Marks readable to everyone exactly the images `content` (the version now published) shows,
 * and no longer any other. Run after the publish committed: a failure is logged, and the next
 * publish mends it (an image left unreadable is missing to visitors; a draft image is never public).
 */
export async function markPublishedImages(content: SiteContent): Promise<void> {
  const shown = new Set(imagesOf(content).map((image) => image.path));
  const mark = async () => {
    const [files] = await bucket().getFiles({ prefix: PREFIX });
    const changes = files.flatMap((file) => {
      const published = shown.has(file.name);
      return (file.metadata.metadata?.published === 'true') === published ? [] : [file.setMetadata({ metadata: { published: String(published) } })];
    });
    await Promise.all(changes);
  };
  // Twice at most: a connection reset as it was reused is worth one more try, idempotent as it is.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await mark();
    } catch (err) {
      if (attempt === 2) return logs.siteImagesUnmarked(err);
    }
  }
}

/**
 * The images of the owner's content (docs/site-content.md): decoded and encoded again (sharp), so
 * what is stored is the picture alone (no bytes after its end, no text chunks, no EXIF, XMP or GPS),
 * turned upright and sized as decoded; then stored in Cloud Storage under
 * `site/images/<random id>.<ext>`. No client reads or writes Storage (storage.rules): the API serves
 * the images to admins and the build copies the published ones into the site. Each publish and
 * revert marks the images the published version shows `published` and unmarks every other.
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
import type Sharp from 'sharp';
import type { Metadata, OutputInfo, Sharp as Image } from 'sharp';
import { logs } from '../../logs';
import { db } from '../../store/db';
import { DomainError } from '../errors';

class SiteImageError extends DomainError {
  readonly refusal = 'invalid';

  constructor(message: string) {
    super(message, 'image');
  }
}

const PREFIX = 'site/images/';

/** The project's default bucket (the functions emulator names it in FIREBASE_CONFIG; production too). */
const bucket = () => {
  db(); // the default app, initialised once
  return getStorage().bucket();
};

/** Storage never serves these to visitors (the site's copies carry the long cache): nothing may keep one. */
const STORED_CACHE_CONTROL = 'private, no-store';
/** No more pixels than the largest image the site takes; a damaged image is refused, not patched up. */
const DECODING = { limitInputPixels: SITE_IMAGE_MAX_SIDE * SITE_IMAGE_MAX_SIDE, failOn: 'warning' } as const;

let loading: Promise<typeof Sharp> | undefined;
/** sharp and its native library load with the first upload: the api, which only reads images, never loads them. */
async function sharpLoaded(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each upload is decoded once: nothing is worth keeping in memory between them.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** The site's type of a decoded header, as sharp names it (an AVIF is a HEIF of AV1). */
function siteTypeOf({ format, compression }: Metadata): SiteImageType | undefined {
  if (format === 'heif') return compression === 'av1' ? 'image/avif' : undefined;
  return ({ png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as Partial<Record<string, SiteImageType>>)[format];
}

/**
 * How each type is written again: a PNG losslessly (a palette kept a palette), a JPEG and a WebP at
 * the quality the browser's own WebP uses (web-image.ts), an AVIF at its fastest effort (a 4096 px
 * one takes seconds even so; index.ts sizes the siteImages function for it).
 */
const ENCODERS: Readonly<Record<SiteImageType, (image: Image, header: Metadata) => Image>> = {
  'image/png': (image, header) => image.png({ palette: header.isPalette, dither: 0 }),
  'image/jpeg': (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/avif': (image) => image.avif({ quality: 60, effort: 0 }),
};

const undecodable = () => new SiteImageError(`image cannot be decoded: it must be one of ${SITE_IMAGE_TYPES.join(', ')}, whole and undamaged (export it again)`);

function checkSides(width: number, height: number): void {
  if (Math.min(width, height) < SITE_IMAGE_MIN_SIDE) throw new SiteImageError(`image is ${width}x${height} px: each side must be at least ${SITE_IMAGE_MIN_SIDE} px`);
  if (Math.max(width, height) > SITE_IMAGE_MAX_SIDE) throw new SiteImageError(`image is ${width}x${height} px: each side must be at most ${SITE_IMAGE_MAX_SIDE} px`);
}

/**
 * An uploaded image decoded and encoded again, with what it is: refused (400 naming `image`) when it
 * is empty, larger than 2 MB, not a PNG, JPEG, WebP or AVIF by its bytes, not the type it was sent
 * as, smaller than 64 px or larger than 4096 px on a side, or not decodable whole.
 */
export async function reencodedImage(bytes: Buffer, sentType: string | undefined): Promise<{ bytes: Buffer; image: Omit<SiteImage, 'path'> }> {
  if (bytes.length === 0) throw new SiteImageError('image is empty: send the image file as the request body');
  if (bytes.length > SITE_IMAGE_MAX_BYTES) throw new SiteImageError('image is larger than 2 MB: export it for the web (as WebP, say), at most 2 MB');
  const sharp = await sharpLoaded();
  // The header first: its type and size are checked before a pixel is decoded.
  let header: Metadata;
  try {
    header = await sharp(bytes, DECODING).metadata();
  } catch {
    throw undecodable();
  }
  const contentType = siteTypeOf(header);
  if (!contentType) throw new SiteImageError(`image must be one of ${SITE_IMAGE_TYPES.join(', ')}, not ${header.format}`);
  const declared = sentType?.split(';')[0].trim().toLowerCase();
  if (declared !== contentType) throw new SiteImageError(`image is ${contentType} by its content but was sent as ${declared || 'no type'}: send its own Content-Type`);
  checkSides(header.width, header.height);
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await ENCODERS[contentType](sharp(bytes, DECODING).autoOrient(), header).toBuffer({ resolveWithObject: true });
  } catch {
    throw undecodable();
  }
  const { width, height } = encoded.info;
  checkSides(width, height);
  if (encoded.data.length > SITE_IMAGE_MAX_BYTES) throw new SiteImageError('image is larger than 2 MB once encoded for the site: export it smaller (fewer pixels, or as WebP)');
  return { bytes: encoded.data, image: { contentType, width, height } };
}

/** Stores an uploaded image, encoded again, under a new random name; only the API and the build read it. */
export async function storeSiteImage(bytes: Buffer, sentType: string | undefined): Promise<SiteImage> {
  const reencoded = await reencodedImage(bytes, sentType);
  const image: SiteImage = { path: siteImagePath(randomBytes(12).toString('base64url'), reencoded.image.contentType), ...reencoded.image };
  await bucket()
    .file(image.path)
    .save(reencoded.bytes, { contentType: image.contentType, resumable: false, metadata: { cacheControl: STORED_CACHE_CONTROL, metadata: { published: 'false' } } });
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
 * Marks `published` exactly the images `content` (the version now published) shows, and no
 * longer any other; any download token (one the console made, say) is removed, as it would open
 * the image to anyone holding it past storage.rules. Run after the publish committed: a failure is
 * logged, and the next publish mends it (the build copies what the published version shows).
 */
export async function markPublishedImages(content: SiteContent): Promise<void> {
  const shown = new Set(imagesOf(content).map((image) => image.path));
  const mark = async () => {
    const [files] = await bucket().getFiles({ prefix: PREFIX });
    const changes = files.flatMap((file) => {
      const published = String(shown.has(file.name));
      const custom = file.metadata.metadata ?? {};
      const kept = custom.published === published && custom.firebaseStorageDownloadTokens === undefined && file.metadata.cacheControl === STORED_CACHE_CONTROL;
      return kept ? [] : [file.setMetadata({ cacheControl: STORED_CACHE_CONTROL, metadata: { published, firebaseStorageDownloadTokens: null } })];
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

/** Image files for the tests: a PNG of any size (scripts/site/sample-images.ts), a GIF, and a content's images put where an upload would. */
import { imagesOf, type SiteContent } from '@blast/catalog';
import { getStorage } from 'firebase-admin/storage';
import { crc32 } from 'node:zlib';
import { HOST, PORTS, STORAGE_BUCKET } from './local-stack';
import { png, sampleImageBytes } from './samples';
import { adminDb } from './stack';

export { png };

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

/** One PNG chunk: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A page that runs script where a browser sniffs it as HTML: what a hostile upload hides. */
export const HIDDEN_HTML = '<html><body><script>alert(document.domain)</script></body></html>';

/** An ISO-BMFF box: its size, type and payload. */
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
};
const uint32 = (...values: number[]) => Buffer.concat(values.map((value) => { const bytes = Buffer.alloc(4); bytes.writeUInt32BE(value); return bytes; }));

/** Files whose header says image while the rest says otherwise: each must be refused or re-encoded. */
export const HOSTILE_IMAGES = {
  /** A PNG signature and header, then a page instead of pixels. */
  headerThenHtml: () => {
    const whole = png(200, 200);
    return Buffer.concat([whole.subarray(0, 8 + 25), Buffer.from(HIDDEN_HTML)]);
  },
  /** A whole PNG, and a page after its end. */
  htmlAfterEnd: () => Buffer.concat([png(200, 200), Buffer.from(HIDDEN_HTML)]),
  /** A whole PNG carrying a page in a text chunk. */
  htmlInText: () => {
    const whole = png(200, 200);
    const afterHeader = 8 + 25;
    return Buffer.concat([whole.subarray(0, afterHeader), pngChunk('tEXt', Buffer.from(`Comment\0${HIDDEN_HTML}`, 'latin1')), whole.subarray(afterHeader)]);
  },
  /** An AVIF that is only a file type and one size box claiming 4096x4096: no picture at all. */
  sizeBoxOnly: () =>
    Buffer.concat([
      box('ftyp', Buffer.from('avif', 'latin1'), uint32(0), Buffer.from('avifmif1', 'latin1')),
      box('meta', uint32(0), box('iprp', box('ipco', box('ispe', uint32(0, 4096, 4096))))),
    ]),
};

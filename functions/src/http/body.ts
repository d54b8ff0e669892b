import { SITE_IMAGE_MAX_BYTES, UPLOAD_SITE_IMAGE } from '@blast/catalog';
import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors';

const BODY_LIMIT_BYTES = 64 * 1024;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'express-serve-static-core' {
  interface Request {
    /** The body's bytes, as the functions runtime keeps them. */
    rawBody?: Buffer;
  }
}

/** The routes that take bytes, not JSON, each with its limit: an image of the owner's content (its route checks the bytes). */
const RAW_BODY_LIMITS: Readonly<Record<string, number>> = { [UPLOAD_SITE_IMAGE.path]: SITE_IMAGE_MAX_BYTES };

/**
 * JSON only, at most 64 KB (but on the routes of RAW_BODY_LIMITS, whose body stays bytes). The functions runtime has parsed the body before the app runs (and
 * answers malformed JSON itself), so the rules are checked on `req.rawBody` and the header, and
 * the body is parsed here again from those bytes: the app behaves the same in and out of it.
 */
export const jsonBody: RequestHandler = async (req, _res, next) => {
  if (!METHODS_WITH_BODY.has(req.method)) return next();
  if (!isIdentity(req.headers['content-encoding'])) {
    throw new HttpError(415, 'Send the body uncompressed: no Content-Encoding but identity is accepted', 'content-encoding');
  }
  const rawLimit = RAW_BODY_LIMITS[req.path];
  if (rawLimit !== undefined) {
    req.body = req.rawBody ?? (await readBounded(req, rawLimit));
    return next();
  }
  const raw = req.rawBody ?? (await readBounded(req, BODY_LIMIT_BYTES));
  if (raw.length > BODY_LIMIT_BYTES) {
    throw new HttpError(413, `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB`, 'body');
  }
  const contentType = req.headers['content-type'];
  if ((raw.length > 0 || contentType !== undefined) && !isJson(contentType)) {
    throw new HttpError(415, 'Send the body as JSON with Content-Type: application/json', 'content-type');
  }
  req.body = raw.length === 0 ? {} : parseJson(raw);
  next();
};

/**
 * No compressed bodies: the site's own browsers never send one. The functions runtime has already
 * expanded it within its own 32 MB bound (docs/api.md, "Compressed bodies"); refusing it here keeps
 * it from being parsed and from reaching a route.
 */
function isIdentity(contentEncoding: string | undefined): boolean {
  return (contentEncoding ?? '').split(',').every((coding) => ['', 'identity'].includes(coding.trim().toLowerCase()));
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', 'body');
  }
}

/**
 * Outside the functions runtime nobody has read the body yet: read it, keeping nothing past the
 * limit (the rest is drained so that the 413 still reaches the client).
 */
async function readBounded(req: Request, limit: number): Promise<Buffer> {
  if (req.readableEnded) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? Buffer.alloc(limit + 1) : Buffer.concat(chunks);
}

import { getAuth } from 'firebase-admin/auth';
import type { RequestHandler } from 'express';
import { db } from '../store/db';
import { HttpError } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in admin, once requireAdmin has let the request through. */
    admin?: { uid: string; email?: string };
  }
}

/**
 * PRODUCT.md: the operator area is behind Firebase Authentication with an admin custom claim.
 * The Firebase ID token comes as `Authorization: Bearer <token>`: none, or one that does not
 * verify, gets 401; a signed-in user without `admin: true` gets 403.
 */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Sign in as an admin: send the Firebase ID token as Authorization: Bearer <token>', 'authorization');
  db(); // the default app, initialised once
  let claims;
  try {
    // checkRevoked: a disabled account, or one whose sessions were revoked, is refused at once.
    claims = await getAuth().verifyIdToken(match[1], true);
  } catch {
    throw new HttpError(401, 'The ID token does not verify (expired, revoked, disabled account, or not ours): sign in again', 'authorization');
  }
  if (claims.admin !== true) throw new HttpError(403, 'This account is not an admin', 'authorization');
  req.admin = { uid: claims.uid, email: claims.email };
  next();
};

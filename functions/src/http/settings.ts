import type { RequestHandler } from 'express';
import { missingSettings, type RequiredSetting } from '../config';
import { HttpError } from './errors';

/**
 * A route that cannot work without these settings: outside the emulator, when one is missing,
 * it answers 503 naming each (the operator's cue), instead of falling back to a local address.
 */
export function requireSettings(...names: RequiredSetting[]): RequestHandler {
  return (_req, _res, next) => {
    const missing = missingSettings(names);
    if (missing.length > 0) throw new HttpError(503, `This service is not configured yet: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set`);
    next();
  };
}

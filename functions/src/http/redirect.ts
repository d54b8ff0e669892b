import type { Response } from 'express';
import { HttpError } from './errors';

/**
 * A redirect to an address the deploy configures (the booking calendar, the customer portal); 503
 * with `notConfigured` when it is not a usable address. Hosting's CDN may keep the redirect five
 * minutes, so a cold function start is rarely on a visitor's way.
 */
export function configuredRedirect(target: URL | null, notConfigured: string): (_given: unknown, res: Response) => void {
  return (_given, res) => {
    if (!target) throw new HttpError(503, notConfigured);
    res.setHeader('Cache-Control', 'public, max-age=300, s-maxage=300');
    res.redirect(302, target.href);
  };
}

import { describe, expect, it } from 'vitest';
import { isOperatorPathname, isThankYouPathname } from '../contracts';
import { OPERATOR_PATHS, SITE_PATHS, SITE_PATH_ALIASES, sitePathFor } from '../site-pages';

const EVERY_URL = SITE_PATHS.flatMap((path) => [path, ...(SITE_PATH_ALIASES[path] ?? [])]).flatMap((url) => (url === '/' ? [url] : [url, `${url}/`]));

describe("the first script's path checks, without the route table", () => {
  it('take every operator page, and no other page, for the operator area', () => {
    for (const url of EVERY_URL) expect(isOperatorPathname(url), url).toBe(OPERATOR_PATHS.includes(sitePathFor(url)!));
    expect(isOperatorPathname('/administrator')).toBe(false);
  });

  it('take the thank-you pages and their aliases, and no other page, for a thank-you page', () => {
    for (const url of EVERY_URL) expect(isThankYouPathname(url), url).toBe(['/thank-you', '/thank-you-trial'].includes(sitePathFor(url)!));
  });
});

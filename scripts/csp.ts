/** Reading the Content-Security-Policy that firebase.json gives Hosting, for the deploy script and the tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The directives of a Content-Security-Policy, by name. */
export function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** The CSP firebase.json sends with every response (its header rule for `**`). */
export function hostingCsp(root: string): string {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const csp = config.hosting.headers.find((rule) => rule.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy');
  if (!csp) throw new Error('firebase.json sends no Content-Security-Policy for **');
  return csp.value;
}

/**
 * Whether a page under this CSP may frame `address` (the booking overlay's iframe): its origin
 * is a frame-src source, exactly or through a `*.` subdomain wildcard.
 */
export function cspAllowsFrame(csp: string, address: string): boolean {
  const url = new URL(address);
  return (cspDirectives(csp).get('frame-src') ?? []).some((source) => {
    const wildcard = /^(https?):\/\/\*\.([^/:]+)\/?$/.exec(source);
    if (wildcard) return url.protocol === `${wildcard[1]}:` && url.hostname.endsWith(`.${wildcard[2]}`);
    return source.replace(/\/$/, '') === url.origin;
  });
}

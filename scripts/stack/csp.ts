/**
 * The Content-Security-Policy that firebase.json gives Hosting: read for the deploy check and the
 * tests, and extended with the local sources for the git-ignored config of local runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface HostingConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

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

/** The header rule for `**` that carries the CSP. */
function cspHeader(config: HostingConfig): { key: string; value: string } {
  const csp = config.hosting.headers.find((rule) => rule.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy');
  if (!csp) throw new Error('the Hosting config sends no Content-Security-Policy for **');
  return csp;
}

/** The CSP a Hosting config file sends with every response (firebase.json: production's). */
export function hostingCsp(root: string, file = 'firebase.json'): string {
  return cspHeader(JSON.parse(readFileSync(join(root, file), 'utf8')) as HostingConfig).value;
}

/** The config with its CSP replaced (the object itself, changed). */
export function withCsp<T>(config: T, csp: string): T {
  cspHeader(config as HostingConfig).value = csp;
  return config;
}

/** The CSP with more sources in some directives (each added once, after the existing ones). */
export function withSources(csp: string, additions: Readonly<Record<string, readonly string[]>>): string {
  const directives = cspDirectives(csp);
  for (const [name, sources] of Object.entries(additions)) {
    const current = directives.get(name) ?? [];
    directives.set(name, [...current, ...sources.filter((source) => !current.includes(source))]);
  }
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The sources of a CSP that name this machine (127.0.0.1, localhost, [::1]): none in production. */
export function localSources(csp: string): string[] {
  return [...cspDirectives(csp)].flatMap(([name, values]) => values.filter((value) => /(^|\/\/|\.)(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/i.test(value)).map((value) => `${name} ${value}`));
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

import { describe, expect, it } from 'vitest';
import { cspAllowsFrame, cspDirectives, hostingCsp, localSources, withCsp, withSources } from '../csp';
import { LOCAL_CSP_SOURCES, LOCAL_PARAMS, ROOT, localCsp } from '../local-stack';

describe('the CSP check of the booking calendar', () => {
  const csp = "default-src 'self'; frame-src 'self' https://calendly.com https://*.example-cal.com; object-src 'none'";

  it('reads the directives by name', () => {
    expect(cspDirectives(csp).get('frame-src')).toEqual(["'self'", 'https://calendly.com', 'https://*.example-cal.com']);
    expect(cspDirectives(csp).get('object-src')).toEqual(["'none'"]);
  });

  it('lets a listed origin or a wildcard subdomain be framed, and nothing else', () => {
    expect(cspAllowsFrame(csp, 'https://calendly.com/blast-crm/discovery-call')).toBe(true);
    expect(cspAllowsFrame(csp, 'https://book.example-cal.com/blast')).toBe(true);
    expect(cspAllowsFrame(csp, 'https://example-cal.com/blast')).toBe(false);
    expect(cspAllowsFrame(csp, 'http://calendly.com/blast')).toBe(false);
    expect(cspAllowsFrame(csp, 'https://calendly.com.evil.test/x')).toBe(false);
    expect(cspAllowsFrame("default-src 'self'", 'https://calendly.com/x')).toBe(false);
  });

  it('adds sources to a directive once, keeping the others as they were', () => {
    const more = withSources(csp, { 'frame-src': ['https://calendly.com', 'http://127.0.0.1:12112'], 'connect-src': ['http://127.0.0.1:8080'] });
    expect(cspDirectives(more).get('frame-src')).toEqual(["'self'", 'https://calendly.com', 'https://*.example-cal.com', 'http://127.0.0.1:12112']);
    expect(cspDirectives(more).get('connect-src')).toEqual(['http://127.0.0.1:8080']);
    expect(cspDirectives(more).get('object-src')).toEqual(["'none'"]);
  });

  it('finds the sources that name this machine', () => {
    expect(localSources(csp)).toEqual([]);
    expect(localSources("connect-src 'self' http://127.0.0.1:8080 ws://localhost:9150; frame-src http://[::1]:1 https://localhost.example.com")).toEqual([
      'connect-src http://127.0.0.1:8080',
      'connect-src ws://localhost:9150',
      'frame-src http://[::1]:1',
    ]);
  });
});

describe("production's CSP (the committed firebase.json)", () => {
  const production = hostingCsp(ROOT);

  it('allows no 127.0.0.1 or localhost anywhere', () => {
    expect(production).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/i);
    expect(localSources(production)).toEqual([]);
  });

  it('lets the production calendar be framed, after /api/booking, and not the local stand-in', () => {
    expect(cspAllowsFrame(production, 'https://calendly.com/blast-crm/discovery-call')).toBe(true);
    expect(cspAllowsFrame(production, LOCAL_PARAMS.BOOKING_URL)).toBe(false);
    expect(cspDirectives(production).get('frame-src')).toContain("'self'"); // the overlay opens /api/booking first
    expect(cspDirectives(production).get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com']));
  });

  it("runs the site's own scripts only, and the speculation rules boot.ts adds for the nav (web/src/page/nav.ts)", () => {
    expect(cspDirectives(production).get('script-src')).toEqual(["'self'", "'inline-speculation-rules'"]);
  });
});

describe('the CSP of local runs (firebase.local.json, firebase.test.json)', () => {
  const local = localCsp();

  it("is production's plus the emulators and the calendar stand-in, nothing else", () => {
    expect(cspAllowsFrame(local, LOCAL_PARAMS.BOOKING_URL)).toBe(true);
    expect(cspDirectives(local).get('connect-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:8080', 'http://127.0.0.1:9099']));
    expect(localSources(local).sort()).toEqual(Object.entries(LOCAL_CSP_SOURCES).flatMap(([name, sources]) => sources.map((source) => `${name} ${source}`)).sort());
    const production = cspDirectives(hostingCsp(ROOT));
    for (const [name, values] of cspDirectives(local)) expect(values.filter((value) => !(LOCAL_CSP_SOURCES[name] ?? []).includes(value)), name).toEqual(production.get(name));
  });

  it('is put in the copy of the Hosting config a local run serves', () => {
    const config = { hosting: { headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: hostingCsp(ROOT) }] }] } };
    expect(withCsp(config, local).hosting.headers[0].headers[0].value).toBe(local);
  });
});

import { describe, expect, it } from 'vitest';
import { cspAllowsFrame, cspDirectives, hostingCsp } from '../csp';
import { LOCAL_PARAMS, ROOT } from '../local-stack';

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

  it("holds for firebase.json: the production calendar and the local stand-in may be framed", () => {
    const site = hostingCsp(ROOT);
    expect(cspAllowsFrame(site, 'https://calendly.com/blast-crm/discovery-call')).toBe(true);
    expect(cspAllowsFrame(site, LOCAL_PARAMS.BOOKING_URL)).toBe(true);
    expect(cspDirectives(site).get('frame-src')).toContain("'self'"); // the overlay opens /api/booking first
  });
});

// The client's address is read where Google's front end writes it, never where the client can:
// the rate limits count by it, so a forged X-Forwarded-For entry or a new User-Agent escapes none.
import { NOT_FOUND_PAGE } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { pageKey } from '../domain/analytics/bounded-keys';
import { clientAddress } from '../http/client';
import { parseClientIpSource } from '../params';

const XFF_2 = parseClientIpSource('xff:2');

describe('the client address', () => {
  it('is second from the right of X-Forwarded-For by default: what the front end appended, not what the client wrote', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7, 35.191.0.1' }, '169.254.1.1', XFF_2)).toBe('203.0.113.7');
    expect(clientAddress({ 'x-forwarded-for': '1.1.1.1, 9.9.9.9, 203.0.113.7, 35.191.0.1' }, '169.254.1.1', XFF_2)).toBe('203.0.113.7');
    expect(clientAddress({ 'x-forwarded-for': ['6.6.6.6', '203.0.113.7, 35.191.0.1'] }, '169.254.1.1', XFF_2)).toBe('203.0.113.7');
  });

  it('falls back to the first entry of a shorter chain, then to the socket (no front end: the emulator)', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1', XFF_2)).toBe('203.0.113.7');
    expect(clientAddress({}, '127.0.0.1', XFF_2)).toBe('127.0.0.1');
    expect(clientAddress({ 'x-forwarded-for': ' , ' }, undefined, XFF_2)).toBe('unknown');
  });

  it('reads another position, or a header a trusted front end sets, when configured', () => {
    expect(clientAddress({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 130.211.0.1, 35.191.0.1' }, '', parseClientIpSource('xff:3'))).toBe('203.0.113.7');
    expect(clientAddress({ 'fastly-client-ip': '203.0.113.9', 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }, '', parseClientIpSource('Fastly-Client-IP'))).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }, '10.0.0.1', parseClientIpSource('fastly-client-ip'))).toBe('10.0.0.1');
  });

  it('refuses a setting it cannot read, naming it', () => {
    for (const bad of ['xff:0', 'xff:', 'xff:two', 'x forwarded', '']) expect(() => parseClientIpSource(bad), bad).toThrow(/CLIENT_IP_SOURCE must be xff:N/);
  });
});

describe('what a request may add to the analytics keys', () => {
  it('counts a path that is no page of the site as one (not found) row; an alias or a trailing slash as its page', () => {
    expect(pageKey('/pricing')).toBe('/pricing');
    expect(pageKey('/pricing/')).toBe('/pricing');
    expect(pageKey('/thankyou')).toBe('/thank-you');
    for (const made_up of ['/wp-admin', '/pricing/x', '/.env', `/${'a'.repeat(500)}`]) expect(pageKey(made_up)).toBe(NOT_FOUND_PAGE);
  });
});

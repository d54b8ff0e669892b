import type { Request } from 'express';
import { CLIENT_IP_SOURCE } from '../config';
import type { Client } from '../domain/analytics/visitor';
import type { ClientIpSource } from '../params';

type Headers = Request['headers'];

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/**
 * The client's own address, read where the front end writes it (config.ts, CLIENT_IP_SOURCE):
 * never an entry the client could have written itself. A chain shorter than the position (no
 * front end on the way: the emulator) gives its first entry, else the socket's address.
 */
export function clientAddress(headers: Headers, socketAddress: string | undefined, source: ClientIpSource = CLIENT_IP_SOURCE): string {
  if (source.kind === 'header') {
    const value = single(headers[source.name])?.split(',')[0]?.trim();
    if (value) return value;
  } else {
    const hops = (single(headers['x-forwarded-for']) ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const address = hops.length >= source.fromRight ? hops[hops.length - source.fromRight] : hops[0];
    if (address) return address;
  }
  return socketAddress || 'unknown';
}

/** Who is asking: their address (see clientAddress) and user agent. */
export function clientOf(req: Request): Client {
  return { ip: clientAddress(req.headers, req.socket.remoteAddress), userAgent: req.headers['user-agent'] ?? '' };
}

/** What Debug Info shows of the operator's own request: the chain, and the address read from it. */
export function addressReading(req: Request): { source: string; forwardedFor: string; address: string } {
  const source = CLIENT_IP_SOURCE.kind === 'xff' ? `xff:${CLIENT_IP_SOURCE.fromRight}` : CLIENT_IP_SOURCE.name;
  return { source, forwardedFor: single(req.headers['x-forwarded-for']) ?? '', address: clientOf(req).ip };
}

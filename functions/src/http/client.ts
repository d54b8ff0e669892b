import type { Request } from 'express';
import type { Client } from '../domain/visitor';

/** The client's address (the first X-Forwarded-For hop, else the socket's) and user agent. */
export function clientOf(req: Request): Client {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return { ip: first || req.socket.remoteAddress || 'unknown', userAgent: req.headers['user-agent'] ?? '' };
}

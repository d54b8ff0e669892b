import type { Endpoint } from './endpoint';

/** GET /api/seats: the founders seats left (Hosting's CDN may keep it 5 seconds). */
export const GET_SEATS = { method: 'GET', path: '/api/seats' } as const satisfies Endpoint;

export interface SeatsAnswer {
  /** An integer from 0 to FOUNDERS_SEATS_TOTAL, whatever the counter holds. */
  seatsLeft: number;
}

import { isRefusal } from '../../lib/refusal-toast';
import type { ToastInput } from '../../page/handoff';

/**
 * The toast for a founders checkout the server refused, in the server's own words: every seat
 * left held in checkouts not yet paid (and when one may come back), sold out (409), or this
 * connection holding its 3 founders checkouts (429). The visitor must read which, not a generic
 * failure. Undefined for any other failure (the generic toast says it).
 */
export function foundersRefusalToast(err: unknown): ToastInput | undefined {
  if (!isRefusal(err) || err.field !== 'foundersRate' || (err.status !== 409 && err.status !== 429)) return undefined;
  // The API prefixes the field it blames ("foundersRate: ..."): a person reads the sentence alone.
  const description = err.message.replace(/^foundersRate:\s*/, '');
  const title = err.status === 429 ? 'Founders checkouts already open' : 'No founders seat free right now';
  return { title, description, variant: 'destructive', duration: 15_000 };
}

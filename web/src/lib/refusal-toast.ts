import type { ToastInput } from '../page/handoff';

/** What a refused call answered (lib/api-client.ts, ApiError): its status, the server's message and the field it blamed. */
export interface Refusal {
  status: number;
  message: string;
  field?: string;
}

export const isRefusal = (err: unknown): err is Refusal =>
  typeof err === 'object' && err !== null && typeof (err as Refusal).status === 'number' && typeof (err as Refusal).message === 'string';

/**
 * A refusal the visitor can act on, in the server's own words: a 4xx whose answer says why (the
 * wait of a rate limit, "Try again in 5 s"; a price that changed). The toast keeps `fallback`'s
 * title and says the server's sentence (less the field it names first). Undefined for anything
 * else (a network failure, a 5xx), which the generic toast says.
 */
export function refusalToast(err: unknown, fallback: ToastInput): ToastInput | undefined {
  if (!isRefusal(err) || err.status < 400 || err.status >= 500) return undefined;
  // api-client writes "status: text" when the answer held no message: nothing the visitor can use.
  if (/^\d{3}: /.test(err.message)) return undefined;
  const description = err.field ? err.message.replace(new RegExp(`^${err.field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\s*`), '') : err.message;
  return { ...fallback, description, variant: 'destructive', duration: 15_000 };
}

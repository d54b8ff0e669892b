/** What the operator reads of a delivery to a hook (a lead's, a customer event's), from its record, in the owner's words. */
import type { LeadRow } from '@blast/catalog';
import { dateTime } from './figures';

export const DELIVERY_COLOR = { delivered: 'success', pending: 'warning', stalled: 'error', failed: 'error' } as const;
export type DeliveryStatus = keyof typeof DELIVERY_COLOR;

/** Each state as the Leads view's Delivery filter offers it. */
export const DELIVERY_FILTER_WORDS: Record<DeliveryStatus, string> = {
  pending: 'Sending or retrying',
  stalled: 'Stuck',
  delivered: 'Sent to your CRM',
  failed: 'Not delivered',
};

/** Why a try failed, in words: `settings` when the fix is the hook's address, which Settings shows. */
export interface FailureReason {
  words: string;
  settings: boolean;
}

/**
 * The stored error of a try (the post's message and its cause's code, "HTTP 503 from the hook", or
 * the setting a hook lacks) in the owner's words. The error itself stays under Technical detail.
 */
export function failureReason(lastError: string | null | undefined): FailureReason {
  const error = lastError ?? '';
  const http = /\bHTTP (\d{3})\b/.exec(error);
  if (/is not set/.test(error)) return { words: "your CRM's address is not set yet", settings: true };
  if (/not an https address/.test(error)) return { words: "your CRM's address does not start with https://", settings: true };
  if (/ECONNREFUSED/.test(error)) return { words: "your CRM's address refused it", settings: true };
  if (/ENOTFOUND|EAI_AGAIN/.test(error)) return { words: "your CRM's address could not be found", settings: true };
  if (/EHOSTUNREACH|ENETUNREACH/.test(error)) return { words: 'your CRM could not be reached', settings: true };
  if (/CERT|certificate|SSL|TLS/i.test(error)) return { words: "your CRM's secure connection could not be checked", settings: true };
  if (/timeout|timed out|ETIMEDOUT|aborted/i.test(error)) return { words: 'your CRM did not answer in time', settings: false };
  if (/ECONNRESET|EPIPE|socket|other side closed/i.test(error)) return { words: 'the connection to your CRM broke off', settings: false };
  if (http) {
    const code = Number(http[1]);
    if (code === 401 || code === 403) return { words: 'your CRM turned it away as not allowed', settings: true };
    if (code === 404 || code === 410) return { words: "your CRM's address leads nowhere", settings: true };
    if (code === 429) return { words: 'your CRM asked to slow down', settings: false };
    if (code >= 500) return { words: 'your CRM had a problem on its side', settings: false };
    return { words: 'your CRM refused it', settings: false };
  }
  return { words: 'your CRM could not be reached', settings: false };
}

/** A delivery's state in words: its headline, whether it ends "see Settings", and the technical detail (the hook, the tries, the stored error). */
export interface DeliveryWords {
  status: DeliveryStatus;
  /** "Sent to your CRM", "Retrying (3 of 6)", "Not delivered: your CRM's address refused it". */
  headline: string;
  /** The headline goes on ", see Settings": the fix is the hook's address. */
  seeSettings: boolean;
  /** Under a retrying headline: what the last try met, in words. */
  lastTry: string | null;
  /** The hook, the tries and when the next one is due, and the stored error as it was written. */
  detail: string;
  retryable: boolean;
}

/**
 * Its status (or `stalled` for a pending one that no try will end by itself, the server's
 * judgement), in words; the attempts are the current round's of the queue's most.
 */
export function deliveryStateOf(forward: LeadRow['forward']): DeliveryWords {
  const status: DeliveryStatus = forward.stalled ? 'stalled' : forward.status;
  const reason = failureReason(forward.lastError);
  const { made, of } = forward.tries;
  const retrying = status === 'pending' && made > 0;
  const headline = {
    delivered: 'Sent to your CRM',
    pending: retrying ? `Retrying (${made} of ${of})` : 'Sending to your CRM',
    stalled: 'Stuck: no try is coming, Retry starts again',
    failed: `Not delivered: ${reason.words}`,
  }[status];
  const facts = [
    `Hook: ${forward.hook}.`,
    `Tries: ${forward.attempts} in all.`,
    status === 'pending' && !forward.stalled && forward.nextAttemptAt ? `Next try ${dateTime(forward.nextAttemptAt)}.` : '',
    forward.lastError ? `Last error: ${forward.lastError}` : '',
  ];
  return {
    status,
    headline,
    seeSettings: status === 'failed' && reason.settings,
    lastTry: retrying && forward.lastError ? `Last try: ${reason.words}` : null,
    detail: facts.filter(Boolean).join(' '),
    retryable: status === 'failed' || status === 'stalled',
  };
}

/** The state's whole sentence, as the table shows it. */
export const deliverySentence = (words: DeliveryWords): string => `${words.headline}${words.seeSettings ? ', see Settings' : ''}`;

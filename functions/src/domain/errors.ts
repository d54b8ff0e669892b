/**
 * What kind of refusal an error is, in the business's words. http/errors.ts alone maps each kind
 * to an HTTP status.
 */
export type Refusal =
  /** The request breaks a rule (a field to blame when there is one). */
  | 'invalid'
  /** The business will not do this here (a live payments key). */
  | 'forbidden'
  /** Nothing has this id. */
  | 'not-found'
  /** The thing is not in a state the request applies to. */
  | 'conflict'
  /** Too many of these from one client: try again later. */
  | 'rate-limited'
  /** A provider we call (Stripe, the stand-in, our own webhook) failed or refused. */
  | 'provider-failed'
  /** Not possible now (contention, a setting missing): try again later. */
  | 'unavailable';

/** A request the business refuses: its kind of refusal, and the field to blame when there is one. */
export abstract class DomainError extends Error {
  abstract readonly refusal: Refusal;

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

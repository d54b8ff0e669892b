import type { ErrorRequestHandler, RequestHandler } from 'express';
import { CheckoutRuleError } from '../domain/money/checkout-rules';
import { DomainError, type Refusal } from '../domain/errors';
import { RateLimitedError } from '../domain/rate-limit';
import { logs } from '../logs';

export interface FieldError {
  field: string;
  error: string;
}

/** An error the API answers as JSON: `{ error, field?, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly errors?: FieldError[],
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  toJSON(): Record<string, unknown> {
    return {
      error: this.message,
      ...(this.field !== undefined && { field: this.field }),
      ...(this.errors !== undefined && { errors: this.errors }),
    };
  }
}

/** Unknown routes: a JSON 404 naming what was asked for. */
export const notFound: RequestHandler = (req) => {
  throw new HttpError(404, `No API route ${req.method} ${req.path}`);
};

/** A known path asked with another method. */
export function methodNotAllowed(...allowed: string[]): RequestHandler {
  return (req, res) => {
    res.setHeader('Allow', allowed.join(', '));
    throw new HttpError(405, `${req.method} is not allowed on ${req.path}; use ${allowed.join(' or ')}`);
  };
}

/** The one place a refusal of the domain (or payments) becomes an HTTP status. */
const STATUS_OF_REFUSAL: Readonly<Record<Refusal, number>> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  'provider-failed': 502,
  unavailable: 503,
};

/**
 * The answer to an error: an HttpError as it is, a refusal of the domain (or payments) at its
 * kind's status with its field; undefined for the unexpected.
 */
export function answerTo(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (!(err instanceof DomainError)) return undefined;
  const status = STATUS_OF_REFUSAL[err.refusal];
  if (err instanceof CheckoutRuleError) {
    const retryAfter: Record<string, string> = err.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(err.retryAfterSeconds) };
    return new HttpError(status, `${err.field}: ${err.message}`, err.field, undefined, retryAfter);
  }
  if (err instanceof RateLimitedError) return new HttpError(status, err.message, undefined, undefined, { 'Retry-After': String(err.retryAfterSeconds) });
  return new HttpError(status, err.message, err.field);
}

/** Every error becomes JSON; an unexpected one is logged and answered 500 without its stack. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const answer = answerTo(err);
  if (answer) {
    res.set(answer.headers).status(answer.status).json(answer.toJSON());
    return;
  }
  logs.unexpectedError(req.method, req.path, err);
  res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
};

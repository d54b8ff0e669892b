import type { ErrorRequestHandler, RequestHandler } from 'express';
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

/** Every error becomes JSON; an unexpected one is logged and answered 500 without its stack. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof HttpError) {
    res.set(err.headers).status(err.status).json(err.toJSON());
    return;
  }
  logs.unexpectedError(req.method, req.path, err);
  res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
};

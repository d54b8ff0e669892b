import type { Endpoint, Method } from '@blast/catalog';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { RateLimitKind, RequiredSetting } from '../config';
import { addressKey } from '../domain/analytics/visitor';
import { enforceRateLimit } from '../domain/rate-limit';
import { clientOf } from './client';
import { methodNotAllowed } from './errors';
import { requireSettings } from './settings';
import { requestNow } from './test-clock';
import { parseInput } from './validate';

/** Where a route's input is read: by default the path's `:params` when it has any, else the query of a GET, else the body. */
export type InputSource = 'query' | 'body' | 'params';

/** What a handler is given: the request, its input parsed, and (on a rate-limited route) the client's address key and the clock it was read on. */
export type Given<Schema, Params, Kind> = {
  req: Request;
  input: Schema extends z.ZodType ? z.output<Schema> : undefined;
  params: Params;
} & (Kind extends RateLimitKind ? { address: string; now: number } : unknown);

interface RouteSteps<Schema, Params, Kind> {
  endpoint: Endpoint;
  /** Settings it cannot work without: 503 naming the missing ones (http/settings.ts), before anything is read. */
  settings?: readonly RequiredSetting[];
  /** Reads the path's parameters before the input: a path naming nothing is refused whatever the body. */
  params?: (params: Request['params']) => Params;
  /** The endpoint's zod schema (catalog/src/api): a 400 naming the field when it does not parse. */
  input?: Schema;
  from?: InputSource;
  /** Taken once the input parses, counted by the client's address (domain/rate-limit.ts): a 429 over it. */
  rateLimit?: Kind;
}

interface JsonRoute<Schema, Params, Kind> extends RouteSteps<Schema, Params, Kind> {
  status?: 201 | 202;
  /** The answer, sent as JSON. */
  answer: (given: Given<Schema, Params, Kind>) => unknown;
  respond?: never;
}

interface WritingRoute<Schema, Params, Kind> extends RouteSteps<Schema, Params, Kind> {
  /** Writes the answer itself: a download, an image, a redirect, headers. */
  respond: (given: Given<Schema, Params, Kind>, res: Response) => void | Promise<void>;
  answer?: never;
  status?: never;
}

/** A route ready to mount: its endpoint and the handlers that serve it. */
export interface Route {
  endpoint: Endpoint;
  handlers: readonly RequestHandler[];
}

const defaultSource = ({ method, path }: Endpoint): InputSource => (path.includes('/:') ? 'params' : method === 'GET' ? 'query' : 'body');

/** The client's address key, on the request's clock, once its quota of `kind` has let it through. */
async function takeRateLimit(kind: RateLimitKind, req: Request): Promise<{ address: string; now: number }> {
  const now = requestNow(req);
  const address = await addressKey(clientOf(req), now);
  await enforceRateLimit(kind, address);
  return { address, now };
}

/** One endpoint's route, in the order every route takes: settings, path, input, rate limit, then the handler. */
export function route<Schema extends z.ZodType | undefined = undefined, Params = undefined, Kind extends RateLimitKind | undefined = undefined>(
  steps: JsonRoute<Schema, Params, Kind> | WritingRoute<Schema, Params, Kind>,
): Route {
  const from = steps.from ?? defaultSource(steps.endpoint);
  const serve: RequestHandler = async (req, res) => {
    const params = steps.params?.(req.params);
    const input = steps.input && parseInput(steps.input, from === 'body' ? (req.body ?? {}) : req[from]);
    const limited = steps.rateLimit && (await takeRateLimit(steps.rateLimit, req));
    const given = { req, input, params, ...limited } as Given<Schema, Params, Kind>;
    if (steps.respond) return steps.respond(given, res);
    const answer = await steps.answer(given);
    res.status(steps.status ?? 200).json(answer);
  };
  return { endpoint: steps.endpoint, handlers: steps.settings ? [requireSettings(...steps.settings), serve] : [serve] };
}

const VERB = { GET: 'get', POST: 'post' } as const satisfies Record<Method, string>;

/**
 * Mounts a table of routes: the routes sharing a path on one Express route, and every other
 * method on it a 405 naming the allowed ones (Allow, in the table's order).
 */
export function mount(router: Router, routes: readonly Route[]): void {
  const byPath = new Map<string, Route[]>();
  for (const one of routes) byPath.set(one.endpoint.path, [...(byPath.get(one.endpoint.path) ?? []), one]);
  for (const [path, shared] of byPath) {
    const chain = router.route(path);
    for (const { endpoint, handlers } of shared) chain[VERB[endpoint.method]](...handlers);
    chain.all(methodNotAllowed(...shared.map(({ endpoint }) => endpoint.method)));
  }
}

/**
 * A Checkout Session request as Stripe receives it: matched to its operation in Stripe's spec
 * (spec.ts), its path, query and form body checked against the operation's schemas
 * (validate.ts) and, for a creation, against the rules the docs state in words
 * (session-rules.ts). The stand-in acts only on what passes.
 */
import qs from 'qs';
import { checkSessionRules } from './session-rules';
import { CHECKOUT_OPERATIONS, type OperationSpec } from './spec';
import { StripeRequestError, checkParams, checkValue, parseForm } from './validate';

export interface CheckedRequest {
  operationId: string;
  /** The path's parameters, by name (`session`). */
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** The operation of the spec a method and path are, with the path's parameters; undefined when the spec has none. */
function operationOf(method: string, pathname: string): { spec: OperationSpec; path: Record<string, string> } | undefined {
  const parts = pathname.split('/');
  for (const [key, spec] of Object.entries(CHECKOUT_OPERATIONS)) {
    const [specMethod, template] = key.split(' ');
    const steps = template.split('/');
    if (specMethod !== method || steps.length !== parts.length) continue;
    const path: Record<string, string> = {};
    const matches = steps.every((step, index) => {
      const name = /^\{(.+)\}$/.exec(step)?.[1];
      if (name) path[name] = decodeURIComponent(parts[index]);
      return name ? parts[index] !== '' : step === parts[index];
    });
    if (matches) return { spec, path };
  }
  return undefined;
}

/**
 * Checks a request to one of the spec's operations; undefined when the spec has no such operation
 * (the caller answers 404). Throws the StripeRequestError Stripe would answer. `now`: the clock
 * the request is received on (Unix seconds), which expires_at is measured from.
 */
export function checkRequest(method: string, url: URL, rawBody: string, now: number): CheckedRequest | undefined {
  const operation = operationOf(method, url.pathname);
  if (!operation) return undefined;
  const { spec, path } = operation;
  for (const [name, value] of Object.entries(path)) checkValue(value, spec.path[name] ?? {}, name);
  const query = qs.parse(url.search.slice(1), { depth: 20, arrayLimit: 1000 }) as Record<string, unknown>;
  checkParams(query, spec.query);
  const body = parseForm(rawBody);
  checkParams(body, spec.body);
  if (spec.operationId === 'PostCheckoutSessions') checkSessionRules(body, now);
  return { operationId: spec.operationId, path, query, body };
}

export { StripeRequestError };

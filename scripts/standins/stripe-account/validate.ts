/**
 * A request checked as Stripe checks it, against its specification (spec.ts): the form body in
 * Stripe's bracket notation (`line_items[0][price_data][unit_amount]=700`), where every value
 * arrives as a string, walked down the operation's schema. An unknown parameter at any depth, a
 * value of the wrong type, an enum value the spec does not list, a string over its maxLength or a
 * missing required parameter is refused with Stripe's error: HTTP 400, invalid_request_error,
 * the parameter named in brackets, and Stripe's code and wording where it has one.
 *
 * Enums marked x-stripeBypassValidation are held to their list too: the stand-in would rather
 * refuse a value Stripe might take than take one it does not know.
 */
import qs from 'qs';
import type { Schema } from './spec';

/** Stripe's codes for a request it refuses (stripe-node's error Code type lists them). */
export type ParamErrorCode = 'parameter_unknown' | 'parameter_missing' | 'parameter_invalid_empty' | 'parameter_invalid_integer' | 'parameters_exclusive' | 'resource_missing';

/** A request Stripe refuses, with what its answer carries. */
export class StripeRequestError extends Error {
  constructor(
    readonly param: string | undefined,
    message: string,
    readonly code?: ParamErrorCode,
    readonly status = 400,
  ) {
    super(message);
  }

  /** Stripe's error body: a doc_url goes with a code, as Stripe sends it. */
  body() {
    const docUrl = this.code && `https://stripe.com/docs/error-codes/${this.code.replaceAll('_', '-')}`;
    return { error: { type: 'invalid_request_error', message: this.message, ...(this.code && { code: this.code, doc_url: docUrl }), ...(this.param && { param: this.param }) } };
  }
}

/** A form body as Stripe reads it; deep enough for the deepest Checkout parameter, arrays by index. */
export const parseForm = (body: string): Record<string, unknown> => qs.parse(body, { depth: 20, arrayLimit: 1000, parameterLimit: 10_000 });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (param: string, key: string | number) => (param ? `${param}[${key}]` : String(key));
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const oneOf = (values: string[]) => (values.length > 1 ? `${values.slice(0, -1).join(', ')}, or ${values[values.length - 1]}` : values[0]);

const emptyRefused = (param: string) =>
  new StripeRequestError(
    param,
    `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
    'parameter_invalid_empty',
  );

/** An array as qs gives it: a list, or an object of indices past its arrayLimit. */
function asList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isRecord(value) || !Object.keys(value).every((key) => /^\d+$/.test(key))) return undefined;
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key]);
}

/** The branch of an anyOf whose refusal explains best: the one of the value's own shape. */
function closestBranch(branches: Schema[], value: unknown): Schema {
  const shape = Array.isArray(value) ? 'array' : isRecord(value) ? 'object' : 'string';
  return branches.find((branch) => branch.type === shape && !branch.enum?.includes('')) ?? branches[0];
}

function checkObject(value: unknown, schema: Schema, param: string): void {
  if (!isRecord(value)) throw new StripeRequestError(param, `Invalid object`);
  const properties = schema.properties ?? {};
  for (const [key, entry] of Object.entries(value)) {
    const known = properties[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (!known) throw new StripeRequestError(child(param, key), `Received unknown parameter: ${child(param, key)}`, 'parameter_unknown');
    checkValue(entry, known, child(param, key), properties[key] === undefined);
  }
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) throw new StripeRequestError(child(param, key), `Missing required param: ${child(param, key)}.`, 'parameter_missing');
  }
}

/**
 * Checks one value against its schema; throws the StripeRequestError Stripe would answer.
 * `inMap`: a value of a map such as metadata, where an empty string unsets the key.
 */
export function checkValue(value: unknown, schema: Schema, param: string, inMap = false): void {
  if (schema.anyOf) {
    for (const branch of schema.anyOf) {
      try {
        return checkValue(value, branch, param, inMap);
      } catch (err) {
        if (!(err instanceof StripeRequestError)) throw err;
      }
    }
    return checkValue(value, closestBranch(schema.anyOf, value), param, inMap);
  }
  if (value === '' && !inMap && !schema.enum?.includes('')) throw emptyRefused(param);
  switch (schema.type) {
    case 'object':
      return checkObject(value, schema, param);
    case 'array': {
      const list = asList(value);
      if (!list) throw new StripeRequestError(param, 'Invalid array');
      return list.forEach((item, index) => checkValue(item, schema.items ?? {}, child(param, index)));
    }
    case 'integer':
      if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw new StripeRequestError(param, `Invalid integer: ${shown(value)}`, 'parameter_invalid_integer');
      return;
    case 'number':
      if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) throw new StripeRequestError(param, `Invalid decimal: ${shown(value)}`);
      return;
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw new StripeRequestError(param, `Invalid boolean: ${shown(value)}`);
      return;
    default:
      return checkString(value, schema, param);
  }
}

function checkString(value: unknown, schema: Schema, param: string): void {
  if (typeof value !== 'string') throw new StripeRequestError(param, `Invalid string: ${shown(value)}`);
  if (schema.enum && !schema.enum.includes(value)) throw new StripeRequestError(param, `Invalid ${param}: must be one of ${oneOf(schema.enum)}`);
  if (schema.maxLength !== undefined && value.length > schema.maxLength) {
    throw new StripeRequestError(param, `Invalid string: ${value.slice(0, 40)}...; must be at most ${schema.maxLength} characters`);
  }
  if (schema.format === 'currency' && !/^[a-z]{3}$/i.test(value)) throw new StripeRequestError(param, `Invalid currency: ${value}`);
  if (schema.format === 'decimal' && !/^-?\d+(\.\d+)?$/.test(value)) throw new StripeRequestError(param, `Invalid decimal: ${value}`);
}

/** Checks a whole request body (or query) against the operation's schema, parameters named from the top. */
export const checkParams = (params: Record<string, unknown>, schema: Schema): void => checkObject(params, schema, '');

/**
 * Stripe's own specification of the Checkout Session operations, as the stand-in checks requests
 * against it: checkout-sessions-openapi.json, a copy of ../shared/stripe/checkout-sessions-openapi.json
 * (stripe/openapi's latest/openapi.spec3.json at 19be337, 2026-07-29.dahlia, descriptions left
 * out; its `x-extract` says how it was taken). stripe/openapi has no spec for the pinned
 * 2026-10-28.endive, so the file carries the Checkout changes stripe-node's CHANGELOG lists
 * between the two as `x-overlay`; they are applied here, once, when the spec is loaded, so the
 * paths stay Stripe's text and the overlay its own cited list.
 */
import { readFileSync } from 'node:fs';
import { STRIPE_API_VERSION } from './ids';

/** A schema of Stripe's spec, as far as the validator reads it. */
export interface Schema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  format?: string;
  enum?: string[];
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/x-www-form-urlencoded': { schema: Schema } } };
}

interface OverlayChange {
  param: string;
  op: 'add' | 'remove' | 'addEnum' | 'setEnum';
  schema?: Schema;
  values?: string[];
}

interface SpecFile {
  paths: Record<string, Record<string, Operation>>;
  'x-overlay': { to: string; operation: string; changes: OverlayChange[] };
}

/** What one operation accepts: its form body, its query parameters, its path parameters. */
export interface OperationSpec {
  operationId: string;
  body: Schema;
  query: Schema;
  path: Record<string, Schema>;
}

/** The schema at a dotted overlay path (`line_items[].price_data`, `excluded_payment_method_types[]`). */
function schemaAt(root: Schema, path: string[]): Schema {
  return path.reduce((schema, step) => {
    const name = step.replace(/\[\]$/, '');
    const property = schema.properties?.[name];
    if (!property) throw new Error(`x-overlay: no parameter ${path.join('.')} in the spec`);
    return step.endsWith('[]') ? property.items! : property;
  }, root);
}

function applyOverlay(body: Schema, changes: OverlayChange[]): void {
  for (const change of changes) {
    const steps = change.param.split('.');
    if (change.op === 'addEnum' || change.op === 'setEnum') {
      const target = schemaAt(body, steps);
      target.enum = change.op === 'setEnum' ? [...change.values!] : [...(target.enum ?? []), ...change.values!];
      continue;
    }
    const parent = schemaAt(body, steps.slice(0, -1));
    const name = steps[steps.length - 1];
    parent.properties ??= {};
    if (change.op === 'remove') delete parent.properties[name];
    else parent.properties[name] = structuredClone(change.schema!);
  }
}

function load(): Record<string, OperationSpec> {
  const file = JSON.parse(readFileSync(new URL('./checkout-sessions-openapi.json', import.meta.url), 'utf8')) as SpecFile;
  // The overlay must bring the spec to the version the stand-in speaks, or the checks would be another version's.
  if (file['x-overlay'].to !== STRIPE_API_VERSION) throw new Error(`the spec's overlay is for ${file['x-overlay'].to}, the stand-in speaks ${STRIPE_API_VERSION}`);
  const operations: Record<string, OperationSpec> = {};
  for (const [path, methods] of Object.entries(file.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody?.content['application/x-www-form-urlencoded'].schema ?? { type: 'object', properties: {} };
      if (operation.operationId === file['x-overlay'].operation) applyOverlay(body, file['x-overlay'].changes);
      const parameters = operation.parameters ?? [];
      const query: Schema = { type: 'object', properties: {}, required: [] };
      const pathParams: Record<string, Schema> = {};
      for (const parameter of parameters) {
        if (parameter.in === 'path') pathParams[parameter.name] = parameter.schema;
        else {
          query.properties![parameter.name] = parameter.schema;
          if (parameter.required) query.required!.push(parameter.name);
        }
      }
      operations[`${method.toUpperCase()} ${path}`] = { operationId: operation.operationId, body, query, path: pathParams };
    }
  }
  return operations;
}

/** Every operation of the spec, by `METHOD /path/{template}`. */
export const CHECKOUT_OPERATIONS: Readonly<Record<string, OperationSpec>> = load();

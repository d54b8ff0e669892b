import type { z } from 'zod';
import { HttpError, type FieldError } from './errors';

/**
 * Parses input against an endpoint's zod schema (catalog/src/api), or throws a 400 naming the
 * field to blame (and every field, when several are wrong).
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.flatMap((issue): FieldError[] => {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = [...at, key].join('.');
        return { field, error: `${field} is not a field this endpoint accepts` };
      });
    }
    const field = at.length > 0 ? at.join('.') : 'body';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return [{ field, error: missing ? `${field} is required` : `${field}: ${issue.message}` }];
  });
  const [first] = errors;
  throw new HttpError(400, first.error, first.field, errors.length > 1 ? errors : undefined);
}

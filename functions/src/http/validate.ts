import { firstTextProblem } from '@blast/catalog';
import type { z } from 'zod';
import { HttpError, type FieldError } from './errors';

const fieldOf = (path: readonly PropertyKey[]) => (path.length > 0 ? path.map(String).join('.') : 'body');

/** What a field of the wrong type should have been, in a person's words. */
const EXPECTED: Readonly<Record<string, string>> = { object: 'an object', array: 'a list', string: 'a string', number: 'a number', boolean: 'true or false', int: 'a whole number' };

function messageOf(issue: z.core.$ZodIssue, field: string): string {
  if (issue.code !== 'invalid_type') return `${field}: ${issue.message}`;
  if (issue.input === undefined) return `${field} is required`;
  return `${field} must be ${EXPECTED[issue.expected] ?? issue.expected}`;
}

/**
 * Parses input against an endpoint's zod schema (catalog/src/api), or throws a 400 naming the
 * field to blame (and every field, when several are wrong). A text no field may hold (an
 * unpaired surrogate, a control or bidirectional-control character: catalog's text.ts) is
 * refused first, whatever the schema, so nothing of it reaches a write.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const badText = firstTextProblem(input);
  if (badText) {
    const field = fieldOf(badText.path);
    throw new HttpError(400, `${field} ${badText.problem}`, field);
  }
  // Zod keeps the value of a failed field only when asked: it tells a wrong type from a missing field.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = fieldOf([...issue.path, key]);
        return { field, error: `${field} is not a field this endpoint accepts` };
      });
    }
    const field = fieldOf(issue.path);
    return [{ field, error: messageOf(issue, field) }];
  });
  const [first] = errors;
  throw new HttpError(400, first.error, first.field, errors.length > 1 ? errors : undefined);
}

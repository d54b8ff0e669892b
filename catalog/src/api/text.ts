/**
 * What no text of a request may hold, whatever the endpoint: an unpaired UTF-16 surrogate (not
 * text at all: Firestore and Stripe refuse it, mid-write), a control character (NUL and the rest
 * of C0 and C1; a tab or line break only where a field allows several lines), or a bidirectional
 * control (U+202A-U+202E, U+2066-U+2069, the marks U+200E, U+200F, U+061C), which turns a name
 * shown to the operator into something else (Trojan Source, CVE-2021-42574).
 */

/** Control characters but tab, LF and CR; bidirectional embeddings, overrides, isolates and marks. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** A lone high surrogate, or a low one without its high half before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be taken, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  if (LONE_SURROGATE.test(value)) return 'must be well-formed text (it holds an unpaired UTF-16 surrogate)';
  if (FORBIDDEN.test(value)) return 'must not hold control or bidirectional-control characters';
  return undefined;
}

/** The first text anywhere in a parsed JSON value (keys included) that cannot be taken: its path and why. */
export function firstTextProblem(input: unknown, path: readonly string[] = [], depth = 0): { path: string[]; problem: string } | undefined {
  // Bodies are at most 64 KB and every schema is shallow: past this depth the schema refuses the shape anyway.
  if (depth > 16) return undefined;
  if (typeof input === 'string') {
    const problem = textProblem(input);
    return problem ? { path: [...path], problem } : undefined;
  }
  if (input === null || typeof input !== 'object') return undefined;
  const entries = Array.isArray(input) ? input.map((value, index) => [String(index), value] as const) : Object.entries(input);
  for (const [key, value] of entries) {
    const keyProblem = textProblem(key);
    // The name is not echoed back: the field to blame is the object that holds it.
    if (keyProblem) return { path: [...path], problem: `holds a field name that ${keyProblem}` };
    const found = firstTextProblem(value, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Marks: the attributes a component writes into the prerendered markup and its island (or a test)
 * finds the element by. Each feature's `*-marks.ts` names its marks once, so neither side spells
 * an attribute: the component spreads `markAttrs(mark)`, the island queries `markSelector(mark)`.
 * A mark that holds a value (a form's status) the component writes with `markValueAttrs`, the
 * style sheet selects with `markValueSelector`, and the island reads and writes through a
 * `Marked` element's `dataset`.
 */
export type Mark = `data-${string}`;

/** The mark as a component writes it (present, no value). */
export const markAttrs = (mark: Mark): Record<string, ''> => ({ [mark]: '' });

/** The selector the island finds a marked element by. */
export const markSelector = (mark: Mark): string => `[${mark}]`;

/** A mark that holds a value, as a component writes it. */
export const markValueAttrs = <V extends string>(mark: Mark, value: V): Record<string, V> => ({ [mark]: value });

/** The selector of an element whose mark holds the value (a style sheet's, for one state). */
export const markValueSelector = (mark: Mark, value: string): string => `[${mark}="${value}"]`;

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** The key `dataset` gives a mark: `data-idle-text` is `idleText`. */
export type DatasetKey<M extends Mark> = M extends `data-${infer Key}` ? CamelCase<Key> : never;

/**
 * An element as its island reads and writes the mark M: through `dataset`, which holds M's key
 * alone, a V. A type and no code, since the page's script has a budget: a read needs no cast, and
 * a key other than M's or a value outside V fails the typecheck.
 */
export type Marked<E extends HTMLElement, M extends Mark, V extends string = string> = {
  [K in keyof E]: K extends 'dataset' ? { [Key in DatasetKey<M>]?: V } : E[K];
};

/**
 * A form's status (idle, sending, ...): its island keeps it, and the style sheet shows each
 * status's parts by it. Each feature names its form's statuses.
 */
export const FORM_STATUS = 'data-status';

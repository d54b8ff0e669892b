/**
 * Marks: the attributes a component writes into the prerendered markup and its island (or a test)
 * finds the element by. Each feature's `*-marks.ts` names its marks once, so neither side spells
 * an attribute: the component spreads `markAttrs(mark)`, the island queries `markSelector(mark)`.
 */
export type Mark = `data-${string}`;

/** The mark as a component writes it (present, no value). */
export const markAttrs = (mark: Mark): Record<string, ''> => ({ [mark]: '' });

/** The selector the island finds a marked element by. */
export const markSelector = (mark: Mark): string => `[${mark}]`;

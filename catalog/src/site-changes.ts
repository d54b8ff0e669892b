/**
 * What a publish changed, in the owner's words ("added Pat Lee's testimonial; announcement
 * changed"): each version on /admin/site says it, and a revert says what it will change before it
 * is done.
 */
import { PLANS } from './plans';
import { ANSWER_PLAN_IDS, OPERATOR_FACT_KEYS, OPERATOR_FACT_LABELS, PLAN_FACT_KEYS, PLAN_FACT_LABELS, answersOf, type SiteContent } from './site-content';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The items of a list by id: added, removed and changed, each named by `name`. */
function listChanges<T extends { id: string }>(label: string, before: readonly T[], after: readonly T[], name: (item: T) => string): string[] {
  const earlier = new Map(before.map((item) => [item.id, item]));
  const later = new Map(after.map((item) => [item.id, item]));
  const changes: string[] = [];
  for (const item of after) {
    const was = earlier.get(item.id);
    if (!was) changes.push(`added ${name(item)}`);
    else if (!same(was, item)) changes.push(`${name(item)} changed`);
  }
  for (const item of before) if (!later.has(item.id)) changes.push(`removed ${name(item)}`);
  if (changes.length === 0 && !same(before.map(({ id }) => id), after.map(({ id }) => id))) changes.push(`${label} reordered`);
  return changes;
}

/** A single slot: set, removed or changed. */
function slotChange(label: string, before: unknown, after: unknown): string[] {
  if (same(before, after)) return [];
  if (before === null || before === undefined) return [`${label} added`];
  if (after === null || after === undefined) return [`${label} removed`];
  return [`${label} changed`];
}

const KNOWN = new Set(['testimonials', 'logos', 'screens', 'video', 'guarantee', 'announcement', 'facts', 'answers', 'usageExamples']);

/** Every change from `before` to `after`, in the order /admin/site lists the slots; none when they are the same. */
export function contentChanges(before: SiteContent, after: SiteContent): string[] {
  const facts = OPERATOR_FACT_KEYS.flatMap((key) => slotChange(OPERATOR_FACT_LABELS[key], before.facts?.[key]?.trim() || null, after.facts?.[key]?.trim() || null));
  // Slots added since (a field this list does not know yet) still count, by their name.
  const others = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !KNOWN.has(key))
    .flatMap((key) => slotChange(key, (before as unknown as Record<string, unknown>)[key], (after as unknown as Record<string, unknown>)[key]));
  // The owner's answers: content stored before them has none.
  const faq = listChanges('FAQ entries', answersOf(before).faq, answersOf(after).faq, (item) => `the question "${item.question}"`);
  const planFacts = ANSWER_PLAN_IDS.flatMap((id) =>
    PLAN_FACT_KEYS.flatMap((key) => slotChange(`${PLANS[id].name}: ${PLAN_FACT_LABELS[key]}`, answersOf(before).plans[id]?.[key]?.trim() || null, answersOf(after).plans[id]?.[key]?.trim() || null)),
  );
  return [
    ...listChanges('testimonials', before.testimonials, after.testimonials, (item) => `${item.name}'s testimonial`),
    ...listChanges('logos', before.logos, after.logos, (item) => `the ${item.name} logo`),
    ...listChanges('screens', before.screens, after.screens, (item) => `the screen "${item.caption}"`),
    ...slotChange('video', before.video, after.video),
    ...slotChange('guarantee', before.guarantee, after.guarantee),
    ...slotChange('announcement', before.announcement, after.announcement),
    ...facts,
    ...faq,
    ...planFacts,
    ...slotChange('example usage volumes', before.usageExamples, after.usageExamples),
    ...others,
  ];
}

/** The changes as one line: "added Pat Lee's testimonial; announcement changed", or "no change". */
export const changesText = (changes: readonly string[]) => (changes.length === 0 ? 'no change' : changes.join('; '));

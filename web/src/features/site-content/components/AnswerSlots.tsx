/**
 * The owner's answers as the pages show them (docs/site-content.md): the FAQ entries the owner
 * wrote, after the plans' own questions, and each plan's facts in its card. Plain text, rendered
 * as text; an empty one shows nothing.
 */
import { answersOf, planFactsOf } from '@blast/catalog';
import { ListItem } from '@mui/material';
import type { FaqItem } from '../../../components/Faq';
import { usePublishedContent } from '../published';

/** The owner's published FAQ entries, as the accordion and the FAQPage data take them. */
export function useOwnerFaq(): FaqItem[] {
  return answersOf(usePublishedContent()).faq.map(({ question, answer }) => ({ question, answer }));
}

/** A plan's facts the owner filled, as items of its card's feature list; none when none is filled. */
function PlanFactItems({ planId }: { planId: string }) {
  const facts = planFactsOf(usePublishedContent(), planId);
  return facts.map(({ key, label, text }) => (
    <ListItem key={key} disableGutters sx={{ display: 'list-item', py: 0.25 }} data-testid="plan-fact" data-fact={key}>
      <strong>{label}:</strong> {text}
    </ListItem>
  ));
}

/** The plan facts of a card, as the plan cards take them from the page (`planFacts`). */
export const planFactItems = (planId: string) => <PlanFactItems planId={planId} />;

import type { NextStep } from '@blast/catalog';
import { Box } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useOperatorFacts } from '../../../lib/operator-facts';
import { fillOrder } from '../order-island';
import { markAttrs } from '../../../page/marks';
import { ORDER_MARKS } from '../order-marks';
import { stepsHtml } from '../order-markup';

/**
 * The order's slot: empty as prerendered, filled by the order island (order-island.ts) once the
 * API answers. Its markup is set, not rendered by React: hydration keeps what the island wrote.
 */
export function OrderSlot() {
  const { search } = useLocation();
  // Reached inside the app (not by Stripe's redirect, which loads the page): the app fills it.
  useEffect(() => void fillOrder(search), [search]);
  return (
    <Box
      {...markAttrs(ORDER_MARKS.order)}
      dangerouslySetInnerHTML={EMPTY}
      sx={{
        '& section': { border: 1, borderColor: 'divider', borderRadius: 1, p: 3, mb: 4 },
        '& h2': { fontSize: 22, fontWeight: 700, lineHeight: 1.3, mt: 0, mb: 1.5 },
        '& p': { m: 0, mt: 0.75, typography: 'body1' },
        '& .order-reference': { typography: 'body2', color: 'text.secondary' },
      }}
    />
  );
}
const EMPTY = { __html: '' };

/** The next steps' slot: the generic steps as prerendered, the plan's own once the island knows the order. */
export function StepsSlot({ steps, numbered = false }: { steps: readonly NextStep[]; numbered?: boolean }) {
  const { supportEmail, crmLoginUrl } = useOperatorFacts();
  const html = useMemo(() => ({ __html: stepsHtml(steps, supportEmail, crmLoginUrl) }), [steps, supportEmail, crmLoginUrl]);
  return (
    <Box
      component={numbered ? 'ol' : 'ul'}
      {...markAttrs(ORDER_MARKS.steps)}
      {...ORDER_MARKS.stepsFacts.attrs(supportEmail, crmLoginUrl)}
      data-testid="next-steps"
      dangerouslySetInnerHTML={html}
      sx={{
        listStyle: numbered ? 'decimal' : 'none',
        pl: numbered ? 2.5 : 0,
        mt: 0,
        mb: numbered ? 3 : 2,
        '& li': { py: 1, px: numbered ? 2 : 0 },
        '& .step-title': { display: 'block', typography: 'body1' },
        '& .step-text': { display: 'block', typography: 'body2', color: 'text.secondary' },
        // The support address, a link once it is published or set: the browser's own link blue is far below 4.5:1 on the navy.
        '& .step-text a': { color: 'primary.main' },
        '& .step-link': { display: 'inline-block', mt: 0.5, typography: 'button', fontSize: 13, color: 'primary.main', textDecoration: 'none', py: 0.5 },
      }}
    />
  );
}

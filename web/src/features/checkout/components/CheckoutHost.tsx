import { lazy, Suspense, useEffect, useState } from 'react';
import { choiceOf, type CaptureLead, type CheckoutChoice } from '../checkout-choice';

const CheckoutDialog = lazy(() => import('./CheckoutDialog'));

/**
 * The one checkout modal of the site. Any element carrying `data-checkout` opens it with its
 * plan and flags (SPEC §4's plan-to-type mapping); an unknown plan logs an error and nothing
 * opens. The dialog's code loads on the first click.
 */
export function CheckoutHost({ captureLead }: { captureLead: CaptureLead }) {
  const [choice, setChoice] = useState<CheckoutChoice>();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const el = (event.target as Element | null)?.closest?.<HTMLElement>('[data-checkout]');
      if (!el) return;
      event.preventDefault();
      const next = choiceOf(el);
      if (!next) {
        console.error(`Unknown checkout plan: ${el.dataset.plan ?? '(none)'}`);
        return;
      }
      setChoice(next);
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!choice) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutDialog choice={choice} open={open} onClose={() => setOpen(false)} captureLead={captureLead} />
    </Suspense>
  );
}

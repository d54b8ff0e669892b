import { checkoutTypeOf, isPlanId, type CheckoutType, type PlanId } from '@blast/catalog';
import { lazy, Suspense, useEffect, useState } from 'react';

const CheckoutDialog = lazy(() => import('./CheckoutDialog'));

export interface CheckoutChoice {
  plan: PlanId;
  type: CheckoutType;
  includeSetup: boolean;
  foundersRate: boolean;
  trial: boolean;
}

/** Reads a checkout-marked element's data attributes (SPEC §3); undefined for an unknown plan. */
export function choiceOf(el: HTMLElement): CheckoutChoice | undefined {
  const plan = el.dataset.plan ?? '';
  const type = checkoutTypeOf(plan);
  if (!type || !isPlanId(plan)) return undefined;
  return { plan, type, includeSetup: el.dataset.setup === 'true', foundersRate: el.dataset.foundersRate === 'true', trial: el.dataset.trial === 'true' };
}

/**
 * The one checkout modal of the site. Any element carrying `data-checkout` opens it with its
 * plan and flags (SPEC §4's plan-to-type mapping); an unknown plan logs an error and nothing
 * opens. The dialog's code loads on the first click.
 */
export function CheckoutHost() {
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
      <CheckoutDialog choice={choice} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

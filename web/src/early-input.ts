/**
 * What a visitor does before the app has taken the prerendered page over, done again once it
 * has, so that nothing is lost to the moment the page looks ready and is not yet:
 *
 * - a press of a button (a plan's checkout, a dialog, a menu, an accordion) or a form's
 *   submission is held (the browser would otherwise do nothing, or send the form as a plain GET
 *   with the visitor's details in the address) and replayed once the app runs. The last one
 *   wins: a second press before then replaces the first.
 * - text typed into a field stays on screen (React keeps it when it hydrates), and is then handed
 *   to the app as an input event, so the form's state holds what the visitor sees.
 *
 * Links are left alone: they work as links, the prerendered page of their address loads.
 * The app marks the page as its own with `data-hydrated` on <html> (app/App.tsx).
 */

type Pending = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const PRESSABLE = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="option"], summary';

const isHydrated = () => document.documentElement.hasAttribute('data-hydrated');

/** Hands a field's on-screen value to React: its value tracker must see a change to fire onChange. */
function announceTypedValue(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  field.value = field.defaultValue; // through React's tracker: it now remembers the old value
  nativeValue?.set?.call(field, typed); // past it: the field shows what was typed
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function holdEarlyInput(): void {
  if (isHydrated()) return;
  let pending: Pending | undefined;

  const onClick = (event: MouseEvent) => {
    if (isHydrated()) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    pending = { kind: 'click', target };
  };
  const onSubmit = (event: SubmitEvent) => {
    if (isHydrated() || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    pending = { kind: 'submit', form: event.target, submitter: event.submitter };
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);

  const observer = new MutationObserver(() => {
    if (!isHydrated()) return;
    observer.disconnect();
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
    const action = pending;
    pending = undefined;
    // In a task of its own: the app is still running the effects of the commit that took the page
    // over, and an event dispatched in the middle of them is not handled as the visitor's.
    setTimeout(() => {
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#root input, #root textarea')) {
        if (field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'file') announceTypedValue(field);
      }
      if (!action) return;
      if (action.kind === 'click') {
        if (action.target.isConnected) action.target.click();
      } else if (action.form.isConnected) {
        const submitter = action.submitter?.isConnected && action.submitter.closest('form') === action.form ? action.submitter : null;
        action.form.requestSubmit(submitter);
      }
    }, 0);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}

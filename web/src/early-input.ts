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

/** The text fields whose on-screen value the visitor typed (it differs from the page's own). */
function typedFields(): [HTMLInputElement | HTMLTextAreaElement, string][] {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#root input, #root textarea');
  return [...fields]
    .filter((field) => !['checkbox', 'radio', 'file', 'hidden'].includes(field.type) && field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/**
 * Hands a field's typed value to React. Its value tracker must see a change to fire onChange, so
 * the field is set to the app's value through the tracker, then to the typed one past it. Each
 * change re-renders the form, and React writes its own (empty) value into the fields it has not
 * heard of yet: hence every typed value is read before the first is handed over.
 */
function announceTypedValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  field.value = field.defaultValue;
  nativeValue?.set?.call(field, typed);
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
      for (const [field, typed] of typedFields()) announceTypedValue(field, typed);
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

/**
 * The checkout dialog's behaviour (SPEC §4, §5, §8), on the page as prerendered: no React, so it
 * answers from the first second and the same way after the app has run. A click on a
 * checkout-marked button (CheckoutButton) fills the native <dialog> of CheckoutDialog with the
 * button's choice and opens it; its submit keeps the visitor as a lead, then goes to the payment
 * provider's checkout.
 *
 * Validation: until the app runs, the browser's own (required name and email, an email's form)
 * holds the form; once it runs, a missing name or email is SPEC's 'Missing Information' toast
 * instead of the browser's bubble (the toasts are the app's).
 */
import { CHECKOUT_FAILED, CHECKOUT_MARKS, MISSING_INFORMATION, readCheckoutMarks, type MarkedChoice } from '@blast/catalog';
import { appTookOver } from '../../page/handoff';
import type { PageServices } from '../../page/islands';
import { markSelector } from '../../page/marks';
import { startCheckout } from './api/start-checkout';
import { CHECKOUT_DIALOG } from './checkout-dialog-marks';
import { foundersRefusalToast } from './checkout-refusal';
import { refusalToast } from '../../lib/refusal-toast';
import { formText } from '../../lib/form-text';

/** Every checkout-marked button (checkoutSelector() reads the same; this keeps the page's script small). */
const MARKED = `[${CHECKOUT_MARKS.checkout}]`;

export function startCheckoutIsland({ captureLead, toast }: PageServices): void {
  let chosen: MarkedChoice['choice'] | undefined;
  let sending = false;
  const dialog = () => document.getElementById(CHECKOUT_DIALOG.id) as HTMLDialogElement | null;
  const submitOf = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button:not([formmethod])')!;

  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(MARKED);
    const el = dialog();
    if (!button || !el) return;
    event.preventDefault();
    const next = readCheckoutMarks(button);
    if (!next) {
      console.error(`Unknown checkout plan: ${button.getAttribute(CHECKOUT_MARKS.plan) ?? '(none)'}`);
      return;
    }
    chosen = next.choice;
    document.getElementById(CHECKOUT_DIALOG.titleId)!.textContent = next.shown.name;
    el.querySelector(markSelector(CHECKOUT_DIALOG.summary))!.textContent = next.shown.summary;
    lightDismissFallback(el);
    if (!el.open) el.showModal();
  });

  // While the checkout is being created the dialog stays (Escape and a tap outside ask first).
  document.addEventListener('cancel', (event) => void (sending && event.target === dialog() && event.preventDefault()), true);

  /**
   * A tap outside the dialog closes it where `closedby="any"` does not: WebKit ignores the
   * attribute (bug 284592), so on an iPhone only Cancel would. A tap on the backdrop is a click
   * on the <dialog> itself, outside its box; one that started inside (a drag out of a field) is
   * not. Where the browser light-dismisses on its own (`closedBy` reads 'any'), this does nothing,
   * and the dialog is already closed by the time the click arrives anyway. The listeners sit on
   * the dialog itself: iOS only sends clicks to an element that listens for them.
   */
  const fallbackOn = new WeakSet<HTMLDialogElement>();
  function lightDismissFallback(el: HTMLDialogElement): void {
    if (fallbackOn.has(el)) return;
    fallbackOn.add(el);
    const outside = (event: MouseEvent) => {
      if (event.target !== el) return false;
      const box = el.getBoundingClientRect();
      return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    };
    // Where the press began (undefined: no pointer event came, as in an older browser).
    let pressedOutside: boolean | undefined;
    el.addEventListener('pointerdown', (event) => (pressedOutside = outside(event)));
    el.addEventListener('click', (event) => {
      const started = pressedOutside ?? true;
      pressedOutside = undefined;
      if (!el.open || sending || (el as HTMLDialogElement & { closedBy?: string }).closedBy === 'any') return;
      if (started && outside(event)) el.close();
    });
  }

  // Once the app runs: a missing name or email is SPEC's toast, not the browser's bubble.
  let toastedThisTry = false;
  document.addEventListener(
    'invalid',
    (event) => {
      const field = event.target as HTMLInputElement;
      if (!appTookOver() || !field.closest(markSelector(CHECKOUT_DIALOG.form))) return;
      const form = field.form!;
      if (formText(form, 'name') !== '' && formText(form, 'email') !== '') return; // an email's form: the browser says what is wrong
      event.preventDefault();
      if (toastedThisTry) return;
      toastedThisTry = true;
      queueMicrotask(() => (toastedThisTry = false));
      toast(MISSING_INFORMATION);
    },
    true,
  );

  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches(markSelector(CHECKOUT_DIALOG.form))) return;
    const submitter = (event as SubmitEvent).submitter;
    if (submitter?.getAttribute('formmethod') === 'dialog') return; // Cancel: the browser closes the dialog
    event.preventDefault();
    if (sending || !chosen) return;
    const person = { name: formText(form, 'name'), email: formText(form, 'email'), phone: formText(form, 'phone') || undefined };
    if (person.name === '' || person.email === '') return toast(MISSING_INFORMATION); // blanks only: `required` lets them by
    void send(form, chosen, person);
  });

  async function send(form: HTMLFormElement, choice: MarkedChoice['choice'], person: { name: string; email: string; phone?: string }): Promise<void> {
    const submit = submitOf(form);
    const busy = (on: boolean) => {
      sending = on;
      for (const button of form.querySelectorAll('button')) button.disabled = on;
      submit.textContent = on ? CHECKOUT_DIALOG.busyText : CHECKOUT_DIALOG.submitText;
    };
    busy(true);
    // SPEC §8: a lead that can not be captured only warns; the checkout goes on.
    await captureLead({ ...person, plan: choice.plan, intent: `${choice.type}-optin` }).catch((err: unknown) => console.warn('Lead not captured before checkout', err));
    try {
      const url = await startCheckout({ ...person, ...choice });
      busy(false);
      dialog()?.close();
      location.assign(url);
    } catch (err) {
      console.error('Checkout could not start', err);
      busy(false);
      // A founders seat refused says why (held, and when one may come back; sold out; this connection's limit).
      // Any other refusal in the server's words too (a promo that ended since the page was built; the rate limit's wait).
      toast(foundersRefusalToast(err) ?? refusalToast(err, CHECKOUT_FAILED) ?? CHECKOUT_FAILED);
    }
  }
}

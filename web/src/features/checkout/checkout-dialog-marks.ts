/** What the checkout dialog's markup (CheckoutDialog.tsx) and its island (checkout-island.ts) share. */
export const CHECKOUT_DIALOG = {
  id: 'checkout-dialog',
  titleId: 'checkout-title',
  /** The dialog's form, as CheckoutDialog marks it (`data-checkout-form`). */
  form: 'form[data-checkout-form]',
  submitText: 'Continue to payment',
  /** SPEC §4: the submit's text while the checkout is being created. */
  busyText: 'Processing...',
} as const;

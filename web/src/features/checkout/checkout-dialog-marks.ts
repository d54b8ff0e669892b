/** What the checkout dialog's markup (CheckoutDialog.tsx) and its island (checkout-island.ts) share. */

export const CHECKOUT_DIALOG = {
  id: 'checkout-dialog',
  titleId: 'checkout-title',
  form: 'data-checkout-form',
  /** The line that says what the chosen plan charges. */
  summary: 'data-checkout-summary',
  submitText: 'Continue to payment',
  /** SPEC §4: the submit's text while the checkout is being created. */
  busyText: 'Processing...',
} as const;

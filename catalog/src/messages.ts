/**
 * The toasts and messages SPEC fixes for what a visitor does (SPEC §8): written once here, shown
 * by the web (the page's islands among it), asserted by the tests. Free of prices, so that a
 * script which needs them carries nothing else of the catalogue.
 */

/** A toast's text (SPEC §4); a destructive one reports a failure. */
export interface ToastText {
  title: string;
  description: string;
  variant?: 'destructive';
}

export const MISSING_INFORMATION: ToastText = { title: 'Missing Information', description: 'Please enter your name and email address', variant: 'destructive' };
export const CHECKOUT_FAILED: ToastText = { title: 'Something went wrong', description: 'Please try again or contact support', variant: 'destructive' };
export const SNAPSHOT_SUCCESS: ToastText = { title: 'Success', description: 'Your snapshot is on its way. Check your email in the next few minutes.' };
export const SNAPSHOT_ERROR: ToastText = { title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' };
export const DEMO_INTEREST_TOAST: ToastText = { title: 'Interest Tracked', description: "We'll be in touch soon about your demo!" };
export const CONSULTATION_THANKS = "Thank you! We'll contact you within 24 hours to discuss your custom build.";
export const CONSULTATION_ERROR = 'Something went wrong. Please try again or email us directly.';

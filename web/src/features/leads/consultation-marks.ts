/** What the consultation dialog's markup (ConsultationDialog.tsx, its opener) and consultation-island.ts share. */

export const CONSULTATION = {
  id: 'consultation-dialog',
  /** A button that opens the dialog. */
  opener: 'data-consultation',
  form: 'data-consultation-form',
  submitText: 'Request consultation',
  busyText: 'Sending...',
} as const;

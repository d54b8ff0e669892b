/** What the consultation dialog's markup (ConsultationDialog.tsx) and consultation-island.ts share. */
export const CONSULTATION = {
  id: 'consultation-dialog',
  submitText: 'Request consultation',
  busyText: 'Sending...',
} as const;

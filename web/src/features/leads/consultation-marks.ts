/** What the consultation dialog's markup (ConsultationDialog.tsx, its opener) and consultation-island.ts share. */
import { FORM_STATUS, markValueAttrs, markValueSelector, type Marked } from '../../page/marks';

export const CONSULTATION = {
  id: 'consultation-dialog',
  /** A button that opens the dialog. */
  opener: 'data-consultation',
  form: 'data-consultation-form',
  submitText: 'Request consultation',
  busyText: 'Sending...',
} as const;

/** The form's statuses: ConsultationDialog writes idle, the island the others; the style sheet shows each one's parts. */
export const CONSULTATION_STATUSES = ['idle', 'sending', 'sent', 'error'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export const consultationStatusAttrs = (status: ConsultationStatus) => markValueAttrs(FORM_STATUS, status);
export const consultationStatusSelector = (status: ConsultationStatus) => markValueSelector(FORM_STATUS, status);

/** When a part of the form shows: `open` while not sent, `sent` and `error` in those statuses alone. */
export const CONSULTATION_WHEN = 'data-when';
export type ConsultationWhen = 'open' | Extract<ConsultationStatus, 'sent' | 'error'>;
export const consultationWhenAttrs = (when: ConsultationWhen) => markValueAttrs(CONSULTATION_WHEN, when);
export const consultationWhenSelector = (when: ConsultationWhen) => markValueSelector(CONSULTATION_WHEN, when);

/** The form as the island reads and writes its status (through `dataset`, which costs the page's script no code). */
export type ConsultationFormElement = Marked<HTMLFormElement, typeof FORM_STATUS, ConsultationStatus>;

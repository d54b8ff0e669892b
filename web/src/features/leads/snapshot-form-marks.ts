/** What the snapshot form's markup (SnapshotForm.tsx) and its island (snapshot-island.ts) share. */
import { FORM_STATUS, markValueAttrs, markValueSelector, type Marked } from '../../page/marks';

export const SNAPSHOT_FORM = {
  /** The form, carrying the lead's intent (lender-snapshot, bird-dog-snapshot). */
  form: 'data-snapshot-form',
  /** The line the outcome is written to. */
  status: 'data-snapshot-status',
  busyText: 'Sending...',
  sentText: 'Sent. Check your inbox in the next few minutes.',
} as const;

/** The form's statuses: SnapshotForm writes idle, the island the others; on success the style sheet shows the next step. */
export const SNAPSHOT_STATUSES = ['idle', 'sending', 'success'] as const;
export type SnapshotStatus = (typeof SNAPSHOT_STATUSES)[number];
export const snapshotStatusAttrs = (status: SnapshotStatus) => markValueAttrs(FORM_STATUS, status);
export const snapshotStatusSelector = (status: SnapshotStatus) => markValueSelector(FORM_STATUS, status);

/** The submit's label while the form is not sending: the island puts it back after busyText. */
export const SNAPSHOT_IDLE_TEXT = 'data-idle-text';
export const snapshotIdleTextAttrs = (text: string) => markValueAttrs(SNAPSHOT_IDLE_TEXT, text);

/** The form and its submit as the island reads and writes their marks (through `dataset`, which costs the page's script no code). */
export type SnapshotFormElement = Marked<HTMLFormElement, typeof FORM_STATUS, SnapshotStatus>;
export type SnapshotSubmit = Marked<HTMLButtonElement, typeof SNAPSHOT_IDLE_TEXT>;

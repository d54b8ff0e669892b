/** What the snapshot form's markup (SnapshotForm.tsx) and its island (snapshot-island.ts) share. */

export const SNAPSHOT_FORM = {
  /** The form, carrying the lead's intent (lender-snapshot, bird-dog-snapshot). */
  form: 'data-snapshot-form',
  /** The line the outcome is written to. */
  status: 'data-snapshot-status',
  busyText: 'Sending...',
  sentText: 'Sent. Check your inbox in the next few minutes.',
} as const;

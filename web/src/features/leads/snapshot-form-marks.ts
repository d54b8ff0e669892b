/** What the snapshot form's markup (SnapshotForm.tsx) and its island (snapshot-island.ts) share. */
export const SNAPSHOT_FORM = {
  busyText: 'Sending...',
  sentText: 'Sent. Check your inbox in the next few minutes.',
} as const;

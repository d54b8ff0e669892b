/** The free snapshots' copy, one entry a page (SnapshotPage.tsx renders one); `intent` names the lead the form sends. */
export interface SnapshotCopy {
  title: string;
  lead: string;
  intent: string;
  snapshotName: string;
}

export const SNAPSHOT_PAGES = {
  '/free-lender-snapshot': {
    title: 'Free Lender Snapshot',
    lead: 'The private and hard-money lender pipeline we load into Blast CRM, free: how to track lenders, terms and draws in one place.',
    intent: 'lender-snapshot',
    snapshotName: 'Lender Snapshot',
  },
  '/free-bird-dog-snapshot': {
    title: 'Free Bird Dog Snapshot',
    lead: 'The bird dog pipeline we load into Blast CRM, free: how to take in deals from scouts, check them fast and pay on time.',
    intent: 'bird-dog-snapshot',
    snapshotName: 'Bird Dog Snapshot',
  },
} satisfies Record<string, SnapshotCopy>;

export type SnapshotPath = keyof typeof SNAPSHOT_PAGES;

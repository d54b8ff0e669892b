import { SnapshotPage } from '../components/SnapshotPage';
import { SnapshotForm } from '../features/leads/components/SnapshotForm';

export default function FreeLenderSnapshot() {
  return (
    <SnapshotPage
      title="Free Lender Snapshot"
      lead="The private and hard-money lender pipeline we load into Blast CRM, free: how to track lenders, terms and draws in one place."
    >
      <SnapshotForm intent="lender-snapshot" snapshotName="Lender Snapshot" />
    </SnapshotPage>
  );
}

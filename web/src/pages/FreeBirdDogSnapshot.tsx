import { SnapshotPage } from '../components/SnapshotPage';
import { SnapshotForm } from '../features/leads/components/SnapshotForm';

export default function FreeBirdDogSnapshot() {
  return (
    <SnapshotPage
      title="Free Bird Dog Snapshot"
      lead="The bird dog pipeline we load into Blast CRM, free: how to take in deals from scouts, check them fast and pay on time."
    >
      <SnapshotForm intent="bird-dog-snapshot" snapshotName="Bird Dog Snapshot" />
    </SnapshotPage>
  );
}

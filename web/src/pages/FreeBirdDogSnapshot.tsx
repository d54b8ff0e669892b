import { SnapshotPage } from './SnapshotPage';

export default function FreeBirdDogSnapshot() {
  return <SnapshotPage path="/free-bird-dog-snapshot" />;
}

import { SnapshotPage } from './SnapshotPage';

export default function FreeLenderSnapshot() {
  return <SnapshotPage path="/free-lender-snapshot" />;
}

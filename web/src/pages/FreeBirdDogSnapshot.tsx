import { Typography } from '@mui/material';
import { PageIntro } from '../components/PageIntro';
import { SnapshotForm } from '../features/leads/components/SnapshotForm';

export default function FreeBirdDogSnapshot() {
  return (
    <PageIntro
      title="Free Bird Dog Snapshot"
      lead="The bird dog pipeline we load into Blast CRM, free: how to take in deals from scouts, check them fast and pay on time."
    >
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Tell us where to send it. It arrives in a few minutes, and you can unsubscribe from any email with one click.
      </Typography>
      <SnapshotForm intent="bird-dog-snapshot" snapshotName="Bird Dog Snapshot" />
    </PageIntro>
  );
}

import { Typography } from '@mui/material';
import { PageIntro } from '../components/PageIntro';
import { SnapshotForm } from '../features/leads/components/SnapshotForm';

export default function FreeLenderSnapshot() {
  return (
    <PageIntro
      title="Free Lender Snapshot"
      lead="The private and hard-money lender pipeline we load into Blast CRM, free: how to track lenders, terms and draws in one place."
    >
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Tell us where to send it. It arrives in a few minutes, and you can unsubscribe from any email with one click.
      </Typography>
      <SnapshotForm intent="lender-snapshot" snapshotName="Lender Snapshot" />
    </PageIntro>
  );
}

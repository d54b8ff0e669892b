import { Typography } from '@mui/material';
import { PageIntro } from '../components/PageIntro';
import { SnapshotForm } from '../features/leads/components/SnapshotForm';
import { SNAPSHOT_PAGES, type SnapshotPath } from './snapshot-pages';

/** A free snapshot's page: its title and lead (snapshot-pages.ts), what happens once the form is sent, then the form. */
export function SnapshotPage({ path }: { path: SnapshotPath }) {
  const { title, lead, intent, snapshotName } = SNAPSHOT_PAGES[path];
  return (
    <PageIntro title={title} lead={lead}>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Tell us where to send it. It arrives in a few minutes, and you can unsubscribe from any email with one click.
      </Typography>
      <SnapshotForm intent={intent} snapshotName={snapshotName} />
    </PageIntro>
  );
}

import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

/** A free snapshot's page: its title and lead, what happens once the form is sent, then the form (`children`). */
export function SnapshotPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <PageIntro title={title} lead={lead}>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Tell us where to send it. It arrives in a few minutes, and you can unsubscribe from any email with one click.
      </Typography>
      {children}
    </PageIntro>
  );
}

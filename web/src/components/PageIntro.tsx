import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page's heading block: the h1, an optional lead, then the page's own content. */
export function PageIntro({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 36, md: 52 }, fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="h2" sx={{ fontSize: { xs: 18, md: 22 }, fontWeight: 400, color: 'text.secondary' }}>
          {lead}
        </Typography>
      )}
      {children && <Box sx={{ mt: 4 }}>{children}</Box>}
    </Container>
  );
}

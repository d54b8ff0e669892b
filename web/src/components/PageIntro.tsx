import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A page's heading block: the h1, an optional lead, then the page's own content. `maxWidth="lg"`
 * puts it on the grid of the sections below it (the same left edge as /pricing's plan cards),
 * with the text kept to a readable measure, and leaves the gap to the next section to that section.
 */
export function PageIntro({ title, lead, maxWidth = 'md', children }: { title: string; lead?: ReactNode; maxWidth?: 'md' | 'lg'; children?: ReactNode }) {
  const onGrid = maxWidth === 'lg';
  return (
    <Container maxWidth={maxWidth} sx={{ pt: { xs: 6, md: 10 }, pb: onGrid ? { xs: 3, md: 4 } : { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 36, md: 52 }, fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="h2" sx={{ fontSize: { xs: 18, md: 22 }, fontWeight: 400, color: 'text.secondary', maxWidth: onGrid ? 760 : undefined }}>
          {lead}
        </Typography>
      )}
      {children && <Box sx={{ mt: 4, maxWidth: onGrid ? 760 : undefined }}>{children}</Box>}
    </Container>
  );
}

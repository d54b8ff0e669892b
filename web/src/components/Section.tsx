import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A titled band of a page; `flushTop` when it continues the block above it (no gap of its own
 * above). `offscreen` for a band that sits below the first screen: the browser lays it out, and
 * loads its lazy images, only as it nears the viewport (content-visibility), not during the load.
 */
export function Section({
  id,
  title,
  lead,
  flushTop = false,
  offscreen = false,
  children,
}: {
  id?: string;
  title?: string;
  lead?: ReactNode;
  flushTop?: boolean;
  offscreen?: boolean;
  children: ReactNode;
}) {
  const deferred = offscreen ? { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } : {};
  return (
    <Box component="section" id={id} sx={{ pt: flushTop ? 0 : { xs: 5, md: 8 }, pb: { xs: 5, md: 8 }, scrollMarginTop: 120, ...deferred }}>
      <Container maxWidth="lg">
        {title && (
          <Typography variant="h2" sx={{ fontSize: { xs: 28, md: 36 }, fontWeight: 800, mb: lead ? 1 : 3 }}>
            {title}
          </Typography>
        )}
        {lead && <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>{lead}</Typography>}
        {children}
      </Container>
    </Box>
  );
}

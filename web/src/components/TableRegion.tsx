import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a narrow screen: a named region that takes focus, so that
 * a keyboard can scroll it too (axe-core's scrollable-region-focusable, WCAG 2.1.1).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      {children}
    </TableContainer>
  );
}

import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { CursorPager } from './CursorPager';

/** One column: its header (also the label of its value in a phone's stacked row; '' for none) and what a row shows in it. */
export interface Column<Row> {
  header: string;
  render: (row: Row) => ReactNode;
  /** Figures: right-aligned on a wide screen. */
  align?: 'right';
  /** Kept on one line (a date, an amount); anything else wraps, a long email or error at any character, rather than being cut. */
  nowrap?: boolean;
}

/** Below the `sm` breakpoint (a phone) each row is a block of its own: every value beside its column's name. */
const stackedOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '&, & > tbody, & > tbody > tr': { display: 'block' },
    '& > thead': { display: 'none' },
    '& > tbody > tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& > tbody > tr:last-of-type': { borderBottom: 0 },
    '& > tbody > tr > td': {
      display: 'grid',
      gridTemplateColumns: '8.5em minmax(0, 1fr)',
      gap: 1,
      border: 0,
      px: 0,
      py: 0.5,
      textAlign: 'left',
      whiteSpace: 'normal',
    },
    '& > tbody > tr > td::before': { content: 'attr(data-label)', fontWeight: 600, color: 'text.secondary' },
    '& > tbody > tr > td[data-label=""]': { display: 'block' },
    '& > tbody > tr > td[data-label=""]::before': { display: 'none' },
  },
});

/**
 * The admin's tables: a header row and a row per item on a wide screen, every column in view
 * (long values wrap, none is cut off or put behind an ellipsis); stacked rows on a phone, each
 * value beside its column's name. A table that still grows wider than its card (a narrow window
 * between the two) scrolls in a named region that takes focus, so a keyboard can scroll it too
 * (axe-core's scrollable-region-focusable, WCAG 2.1.1). A paged list has its pager under it.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  testId,
  pager,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: string;
  testId?: string;
  pager?: Parameters<typeof CursorPager>[0];
}) {
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} data-testid={testId} sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell key={i} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((column, i) => (
                  <TableCell key={i} align={column.align} data-label={column.header} sx={column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
                      {column.render(row)}
                    </Box>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pager && <CursorPager {...pager} />}
    </>
  );
}

import { Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';

/**
 * A list read a page at a time by cursor: the cursors of the pages before this one (Previous pops,
 * Next pushes). A new `scope` (a filter, a period) starts again from the first page.
 */
export function useCursorPages(scope = '') {
  const [cursors, setCursors] = useState<string[]>([]);
  const [scoped, setScoped] = useState(scope);
  if (scoped !== scope) {
    setScoped(scope);
    setCursors([]);
  }
  return {
    /** The cursor to read the shown page after (none: the first page). */
    after: scoped === scope ? cursors.at(-1) : undefined,
    first: cursors.length === 0,
    previous: () => setCursors((list) => list.slice(0, -1)),
    next: (cursor: string) => setCursors((list) => [...list, cursor]),
  };
}

/** Previous and Next under a paged table, with what the list counts (`summary`) on the left; both wait while a page loads (`busy`). */
export function CursorPager({ pages, nextCursor, busy, summary }: { pages: ReturnType<typeof useCursorPages>; nextCursor: string | null; busy: boolean; summary?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: summary ? 'space-between' : 'flex-end', alignItems: 'center', mt: 2 }}>
      {summary}
      <Stack direction="row" spacing={1}>
        <Button size="small" disabled={pages.first || busy} onClick={pages.previous}>
          Previous
        </Button>
        <Button size="small" disabled={!nextCursor || busy} onClick={() => nextCursor && pages.next(nextCursor)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}

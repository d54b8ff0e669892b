import { Alert, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Empty<T> {
  when: (data: T) => boolean;
  text: string;
}

/**
 * What a section shows while its query loads or after it failed, the `empty` text when its data
 * has nothing to show, and its content otherwise.
 */
export function QueryState<T>({ query, empty, children }: { query: { data?: T; error: Error | null; isPending: boolean }; empty?: Empty<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Skeleton animation="pulse" variant="rounded" height={120} />;
  if (query.error && query.data === undefined) return <Alert severity="error">Could not load: {query.error.message}</Alert>;
  const data = query.data as T;
  if (empty?.when(data)) return <Typography color="text.secondary">{empty.text}</Typography>;
  return <>{children(data)}</>;
}

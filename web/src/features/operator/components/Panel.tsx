import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card section, with what it counts under the title (`caption`); QueryState gives it loading and error states. */
export function Panel({ title, caption, action, children, testId }: { title: string; caption?: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId} component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
          <div>
            <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
              {title}
            </Typography>
            {caption && (
              <Typography variant="body2" color="text.secondary" data-testid={testId && `${testId}-caption`}>
                {caption}
              </Typography>
            )}
          </div>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

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

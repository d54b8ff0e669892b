import { Card, CardContent, Stack, Typography } from '@mui/material';
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

import { NO_TEST_RESULTS } from '@blast/catalog';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { Panel } from '../../../components/Panel';
import type { TestResult } from './results';

const BADGE = { success: ['Success', 'success'], error: ['Error', 'error'], pending: ['Pending', 'warning'] } as const;

export function TestResults({ results, onClear }: { results: readonly TestResult[]; onClear: () => void }) {
  return (
    <Panel
      title="Test Results"
      testId="test-results"
      action={
        <Button size="small" variant="outlined" onClick={onClear} disabled={results.length === 0}>
          Clear Results
        </Button>
      }
    >
      {results.length === 0 ? (
        <Typography color="text.secondary">{NO_TEST_RESULTS}</Typography>
      ) : (
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {results.map((result) => (
            <Box component="li" key={result.id} data-testid="test-result" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>{result.test}</Typography>
                <Chip size="small" label={BADGE[result.status][0]} color={BADGE[result.status][1]} />
                <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                  {result.timestamp}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
                {/^https?:\/\//.test(result.details) ? (
                  // The accent on the card's navy (about 9:1), not the browser's default blue (under 3:1).
                  <Link href={result.details} target="_blank" rel="noreferrer" color="secondary">
                    {result.details}
                  </Link>
                ) : (
                  result.details
                )}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

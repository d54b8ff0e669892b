import type { FollowUp } from '@blast/catalog';
import { Typography } from '@mui/material';
import { dateTime } from '../figures';

/** A person's "Contacted" marks (Today's), newest first: when, by whom, and the note. */
export function ContactedMarks({ marks, testId }: { marks: readonly FollowUp[] | undefined; testId: string }) {
  return (
    <>
      {marks?.map((mark) => (
        <Typography key={mark.key} variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid={testId}>
          Contacted {dateTime(mark.at)}
          {mark.by ? ` by ${mark.by}` : ''}
          {mark.note ? `: ${mark.note}` : ''}
        </Typography>
      ))}
    </>
  );
}

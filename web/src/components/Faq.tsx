import { Box, Typography } from '@mui/material';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * An FAQ accordion: native `<details>` sharing one `name`, so the browser itself keeps one item
 * open at a time and a click on the open one closes it, before any script has run. Every answer
 * is in the HTML, closed or open, and marked (`data-faq`) so the structured-data test can read it.
 */
export function Faq({ items, id = 'faq' }: { items: readonly FaqItem[]; id?: string }) {
  return (
    <Box data-testid={id} sx={{ borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper' }}>
      {items.map(({ question, answer }, index) => (
        <Box
          component="details"
          key={index}
          name={id}
          id={`${id}-${index}`}
          sx={{
            '& + &': { borderTop: 1, borderColor: 'divider' },
            '& > summary': {
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              minHeight: 48,
              px: 2,
              py: 1.5,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&::after': { content: '"+"', fontSize: 22, lineHeight: 1, color: 'text.secondary' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
            },
            '&[open] > summary::after': { content: '"\u2212"' },
          }}
        >
          <summary>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }} data-faq="question">
              {question}
            </Typography>
          </summary>
          <Typography sx={{ color: 'text.secondary', px: 2, pb: 2 }} data-faq="answer">
            {answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

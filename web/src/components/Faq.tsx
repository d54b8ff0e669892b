import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useState } from 'react';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * An FAQ accordion: one item open at a time; clicking the open one closes it. Every answer is in
 * the HTML, closed or open, and marked (`data-faq`) so the structured-data test can read it.
 */
export function Faq({ items, id = 'faq' }: { items: readonly FaqItem[]; id?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div data-testid={id}>
      {items.map(({ question, answer }, index) => (
        <Accordion
          key={question}
          expanded={open === index}
          onChange={() => setOpen(open === index ? null : index)}
          disableGutters
          slotProps={{ transition: { unmountOnExit: false } }}
        >
          <AccordionSummary aria-controls={`${id}-${index}-answer`} id={`${id}-${index}-question`}>
            {/* MUI wraps the summary in an h3 already. */}
            <Typography component="span" sx={{ fontWeight: 700 }} data-faq="question">
              {question}
            </Typography>
          </AccordionSummary>
          {/* The region around the details takes the id the summary controls. */}
          <AccordionDetails>
            <Typography sx={{ color: 'text.secondary' }} data-faq="answer">
              {answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

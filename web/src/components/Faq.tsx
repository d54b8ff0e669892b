import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useState } from 'react';

export interface FaqItem {
  question: string;
  answer: string;
}

/** An FAQ accordion: one item open at a time; clicking the open one closes it. */
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
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${id}-${index}-answer`}>
            <Typography sx={{ color: 'text.secondary' }}>{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useOperatorFacts } from '../lib/operator-facts';
import { EmailLink } from './EmailLink';
import { PageIntro } from './PageIntro';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A static legal text: effective date, sections, then the contact and jurisdiction: the operator's facts (lib/operator-facts.tsx). */
export function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  const facts = useOperatorFacts();
  return (
    <PageIntro title={title} lead={`Effective date: ${facts.effectiveDate}`}>
      {sections.map(({ heading, body }) => (
        <section key={heading}>
          <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 700, mt: 4, mb: 1 }}>
            {heading}
          </Typography>
          <Typography component="div" sx={{ color: 'text.secondary' }}>
            {body}
          </Typography>
        </section>
      ))}
      <Typography variant="h2" sx={{ fontSize: 22, fontWeight: 700, mt: 4, mb: 1 }}>
        Contact
      </Typography>
      <Typography sx={{ color: 'text.secondary' }} data-testid="legal-contact">
        Questions about this page: <EmailLink address={facts.legalEmail} />, or by mail to {facts.company}, {facts.address}. This page is governed by
        the laws of {facts.jurisdiction}.
      </Typography>
    </PageIntro>
  );
}

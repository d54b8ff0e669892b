import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LEGAL } from '../config/site';
import { PageIntro } from './PageIntro';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A static legal text: effective date, sections, then the contact and jurisdiction from config. */
export function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  return (
    <PageIntro title={title} lead={`Effective date: ${LEGAL.effectiveDate}`}>
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
        Questions about this page: {LEGAL.contactEmail}, or by mail to {LEGAL.company}, {LEGAL.mailingAddress}. This page is
        governed by the laws of {LEGAL.jurisdiction}.
      </Typography>
    </PageIntro>
  );
}

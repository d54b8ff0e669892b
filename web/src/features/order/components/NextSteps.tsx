import type { NextStep } from '@blast/catalog';
import { Button, List, ListItem, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { EmailLink } from '../../../components/EmailLink';
import { SITE } from '../../../config/site';

/**
 * A thank-you page's next steps (the catalogue's next-steps.ts): the generic ones until the order
 * is known, then the plan's own. `numbered` for the post-purchase page's ordered list.
 */
export function NextSteps({ steps, numbered = false }: { steps: readonly NextStep[]; numbered?: boolean }) {
  return (
    <List
      component={numbered ? 'ol' : 'ul'}
      data-testid="next-steps"
      sx={numbered ? { listStyle: 'decimal', pl: 2.5, mb: 3 } : { mb: 2 }}
    >
      {steps.map((step) => (
        <ListItem key={step.id} data-step={step.id} disableGutters={!numbered} sx={numbered ? { display: 'list-item' } : undefined}>
          <ListItemText
            primary={step.title}
            secondary={
              step.link?.kind === 'support-email' ? (
                <>
                  {step.text} <EmailLink address={SITE.supportEmail} />.
                </>
              ) : (
                step.text
              )
            }
          />
          {step.link?.kind === 'page' && (
            <Button component={Link} to={step.link.to} size="small">
              {step.link.label}
            </Button>
          )}
        </ListItem>
      ))}
    </List>
  );
}

import { DEMO_INTEREST_TOAST } from '@blast/catalog';
import { Alert, Button, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { EmailLink } from '../components/EmailLink';
import { PageIntro } from '../components/PageIntro';
import { BOOKING_POPUP, SITE } from '../config/site';
import { trackConversion } from '../lib/conversions';
import { openCenteredPopup } from '../lib/popup';
import { toast } from '../lib/toast';

const AGENDA = [
  'Your lead sources and where follow-up breaks today',
  'Blast CRM on a live pipeline: bots, sequences and the SMS ramp',
  'A fast-start plan: live in 72 hours',
] as const;

export default function BookDemo() {
  const [blocked, setBlocked] = useState(false);
  const openCalendar = () => {
    // The window first, inside the click, or the browser blocks it.
    setBlocked(openCenteredPopup(SITE.bookingUrl, 'blast-booking', BOOKING_POPUP) === null);
    // SPEC §8: the interest is recorded and confirmed; a failure is only logged (by trackConversion).
    trackConversion({ conversion_type: 'demo_interest', plan: 'unknown' }).then(
      () => toast(DEMO_INTEREST_TOAST),
      () => undefined,
    );
  };
  return (
    <PageIntro title="Book a demo" lead="A 15-minute call: see Blast CRM work on your own deals and leave with a plan.">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <List sx={{ listStyle: 'disc', pl: 2.5 }}>
          {AGENDA.map((item) => (
            <ListItem key={item} sx={{ display: 'list-item', py: 0.25 }}>
              {item}
            </ListItem>
          ))}
        </List>
        <Button variant="contained" size="large" onClick={openCalendar}>
          Book Your Demo
        </Button>
        {blocked && (
          <Alert severity="warning" data-testid="popup-blocked">
            Your browser blocked the calendar window.{' '}
            <MuiLink href={SITE.bookingUrl} target="_blank" rel="noopener">
              Open the booking calendar
            </MuiLink>
          </Alert>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Prefer email? Write to <EmailLink address={SITE.supportEmail} />.
        </Typography>
      </Stack>
    </PageIntro>
  );
}

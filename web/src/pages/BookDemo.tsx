import { Alert, Button, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { EmailLink } from '../components/EmailLink';
import { PageIntro } from '../components/PageIntro';
import { SITE } from '../config/site';
import { BOOKING } from '../features/booking/booking-marks';
import { useOperatorFacts } from '../lib/operator-facts';
import { markAttrs } from '../page/marks';

const AGENDA = [
  'Your lead sources and where follow-up breaks today',
  'Blast CRM on a live pipeline: bots, sequences and the SMS ramp',
  'A fast-start plan: live in 72 hours',
] as const;

/**
 * The demo button opens the calendar popup (features/booking/booking-island.ts, BOOKING.popupButton).
 * The one page Hosting sends COOP `same-origin-allow-popups` (firebase.json): the popup stays its window.
 */
export default function BookDemo() {
  const { supportEmail } = useOperatorFacts();
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
        <Button variant="contained" size="large" {...markAttrs(BOOKING.popupButton)}>
          Book Your Demo
        </Button>
        <Alert severity="warning" data-testid="popup-blocked" {...markAttrs(BOOKING.popupBlocked)} hidden sx={{ '&[hidden]': { display: 'none' } }} suppressHydrationWarning>
          Your browser blocked the calendar window.{' '}
          <MuiLink href={SITE.bookingUrl} target="_blank" rel="noopener">
            Open the booking calendar
          </MuiLink>
        </Alert>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Prefer email? Write to <EmailLink address={supportEmail} />.
        </Typography>
      </Stack>
    </PageIntro>
  );
}

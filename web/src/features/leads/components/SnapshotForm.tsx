import { SITE_PAGES, TRIAL_DAYS } from '@blast/catalog';
import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { NativeField, primaryActionSx } from '../../../components/NativeField';
import { markAttrs } from '../../../page/marks';
import { SNAPSHOT_FORM, snapshotIdleTextAttrs, snapshotStatusAttrs, snapshotStatusSelector } from '../snapshot-form-marks';
import { Honeypot } from './Honeypot';

/**
 * The free snapshot form (SPEC §3, §4, §5): email and first name, submit disabled while either is
 * empty or while sending. Native fields; snapshot-island.ts enables the submit as the visitor
 * types, sends the lead and shows the states, from the first second and without the app. The
 * submit's label, its disabled state and the status line are the island's: React leaves them as
 * it finds them.
 */
export function SnapshotForm({ intent, snapshotName }: { intent: string; snapshotName: string }) {
  const idleText = `Send me the ${snapshotName}`;
  return (
    <Box component="form" aria-label={`Get the ${snapshotName}`} {...{ [SNAPSHOT_FORM.form]: intent }} {...snapshotStatusAttrs('idle')} suppressHydrationWarning>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <NativeField label="First name" name="first_name" type="text" autoComplete="given-name" required />
        <NativeField label="Email" name="email" type="email" autoComplete="email" required />
        <Box component="button" type="submit" disabled {...snapshotIdleTextAttrs(idleText)} sx={{ ...primaryActionSx, minHeight: 48, fontSize: 16 }} suppressHydrationWarning>
          {idleText}
        </Box>
        <Typography role="status" sx={{ color: 'success.main', '&:empty': { display: 'none' } }} {...markAttrs(SNAPSHOT_FORM.status)} suppressHydrationWarning />
        {/* The next step, once the snapshot is sent (the island marks the form): shown by the style sheet alone. */}
        <Typography data-testid="snapshot-next-step" sx={{ display: 'none', [`form${snapshotStatusSelector('success')} &`]: { display: 'block' } }}>
          While it is on its way: <MuiLink component={Link} to={SITE_PAGES.BookDemo.path}>see Blast CRM live in a demo</MuiLink>, or{' '}
          <MuiLink component={Link} to={SITE_PAGES.FreeTrial.path}>
            start the {TRIAL_DAYS}-day free trial
          </MuiLink>
          .
        </Typography>
      </Stack>
      <Honeypot />
    </Box>
  );
}

import { CONSULTATION_ERROR, CONSULTATION_THANKS } from '@blast/catalog';
import { Alert, Box, Typography } from '@mui/material';
import { NativeField, actionSx, formDialogSx, primaryActionSx } from '../../../components/NativeField';
import { markAttrs } from '../../../page/marks';
import { CONSULTATION, consultationStatusAttrs, consultationStatusSelector as status, consultationWhenAttrs, consultationWhenSelector as when } from '../consultation-marks';
import { Honeypot } from './Honeypot';

/**
 * The custom consultation (SPEC §3, §8): name and email in a native <dialog>, sent as a lead (plan
 * custom) by consultation-island.ts, which a button marked CONSULTATION.opener opens. The form's
 * status (idle, sending, sent, error) shows the thanks or the error; the submit's label and
 * disabled state are the island's, which React leaves as it finds them.
 */
export function ConsultationDialog() {
  return (
    <Box
      component="dialog"
      id={CONSULTATION.id}
      aria-labelledby="consultation-title"
      {...{ closedby: 'any' }}
      sx={{
        ...formDialogSx,
        // What each status shows (the island sets the form's status).
        [`& form:not(${status('sent')}) ${when('sent')}, & form:not(${status('error')}) ${when('error')}, & form${status('sent')} ${when('open')}`]: { display: 'none' },
      }}
    >
      <form {...markAttrs(CONSULTATION.form)} {...consultationStatusAttrs('idle')} suppressHydrationWarning>
        <Typography id="consultation-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Request a custom build consultation
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="success" role="status" {...consultationWhenAttrs('sent')}>
            {CONSULTATION_THANKS}
          </Alert>
          <Box {...consultationWhenAttrs('open')} sx={{ display: 'grid', gap: 2 }}>
            <NativeField label="Name" name="name" type="text" autoComplete="name" required />
            <NativeField label="Email" name="email" type="email" autoComplete="email" required />
          </Box>
          <Alert severity="error" role="alert" {...consultationWhenAttrs('error')}>
            {CONSULTATION_ERROR}
          </Alert>
        </Box>
        <Honeypot />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Box component="button" type="submit" formMethod="dialog" formNoValidate sx={{ ...actionSx, color: 'primary.main', bgcolor: 'transparent' }} suppressHydrationWarning>
            Cancel
          </Box>
          <Box component="button" type="submit" disabled {...consultationWhenAttrs('open')} sx={primaryActionSx} suppressHydrationWarning>
            {CONSULTATION.submitText}
          </Box>
        </Box>
      </form>
    </Box>
  );
}

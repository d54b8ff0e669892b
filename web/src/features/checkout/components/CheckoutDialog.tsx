import { CANCELLATION } from '@blast/catalog';
import { Box, Typography } from '@mui/material';
import { NativeField, actionSx, formDialogSx, primaryActionSx } from '../../../components/NativeField';
import { markAttrs } from '../../../page/marks';
import { CHECKOUT_DIALOG } from '../checkout-dialog-marks';

/**
 * SPEC §4's checkout modal: a native <dialog> in every prerendered page, closed. Opening it builds
 * nothing, and the browser shows it in the frame of the tap; the fields are the browser's own, so
 * what the visitor types is theirs before any script has run. checkout-island.ts gives it a
 * button's choice (title, summary, plan), opens it, and sends it. The title, the summary and the
 * submit's label are the island's to change: React leaves them as it finds them.
 */
export function CheckoutDialog() {
  return (
    <Box
      component="dialog"
      id={CHECKOUT_DIALOG.id}
      aria-labelledby={CHECKOUT_DIALOG.titleId}
      // Escape and a tap outside close it (the island refuses while it is sending).
      {...{ closedby: 'any' }}
      sx={formDialogSx}
    >
      <form noValidate={false} {...markAttrs(CHECKOUT_DIALOG.form)}>
        <Typography id={CHECKOUT_DIALOG.titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }} suppressHydrationWarning>
          Checkout
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }} data-testid="checkout-summary" {...markAttrs(CHECKOUT_DIALOG.summary)} suppressHydrationWarning>
          {'\u00a0'}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <NativeField label="Full name" name="name" type="text" autoComplete="name" required />
          <NativeField label="Email" name="email" type="email" autoComplete="email" required />
          <NativeField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" />
        </Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }} data-testid="checkout-cancellation">
          {CANCELLATION}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Box component="button" type="submit" formMethod="dialog" formNoValidate sx={{ ...actionSx, color: 'primary.main', bgcolor: 'transparent' }}>
            Cancel
          </Box>
          <Box component="button" type="submit" sx={primaryActionSx} suppressHydrationWarning>
            {CHECKOUT_DIALOG.submitText}
          </Box>
        </Box>
      </form>
    </Box>
  );
}

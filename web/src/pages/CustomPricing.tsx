import { ELITE, PLANS, formatCents, planChoice } from '@blast/catalog';
import { Box, Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { PageIntro } from '../components/PageIntro';
import { BookingOverlay } from '../features/booking/components/BookingOverlay';
import { BOOKING } from '../features/booking/booking-marks';
import { CheckoutButton } from '../features/checkout/components/CheckoutButton';
import { CONSULTATION } from '../features/leads/consultation-marks';
import { ConsultationDialog } from '../features/leads/components/ConsultationDialog';
import { markAttrs } from '../page/marks';
import { Testimonials, VideoSlot } from '../features/site-content/components/ProofSlots';

const BUILD_PRICES = [
  ['Custom website build', formatCents(ELITE.websiteBuildCents)],
  ['Custom CRM build', formatCents(ELITE.crmBuildCents)],
  ['Bundle saving', `-${formatCents(ELITE.bundleSavingsCents)}`],
  ['Blast Elite, website + CRM', `${formatCents(ELITE.priceCents)} one-time`],
  ['Managed support (optional)', `${formatCents(ELITE.managedSupportMonthlyCents)}/month`],
] as const;

export default function CustomPricing() {
  return (
    <PageIntro title="Blast Elite custom build pricing" lead={PLANS.custom.tagline}>
      <Stack spacing={3}>
        <Table aria-label="Blast Elite build prices" size="small">
          <TableBody>
            {BUILD_PRICES.map(([item, price]) => (
              <TableRow key={item}>
                <TableCell component="th" scope="row">{item}</TableCell>
                <TableCell align="right">{price}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography sx={{ color: 'text.secondary' }}>
          Every build starts with a {ELITE.discoveryCallMinutes}-minute discovery call and a project agreement, and ends
          with a {ELITE.postLaunchBufferDays}-day post-launch buffer for changes. We take {ELITE.buildSlotsPerMonth} build
          slots a month, first come first served.
        </Typography>
        <Box>
          <Button variant="contained" size="large" {...markAttrs(BOOKING.overlayButton)}>
            Book Custom Build
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Step one: a {ELITE.discoveryCallMinutes}-minute discovery call, booked in the calendar.
          </Typography>
        </Box>
        <Box component="section" aria-labelledby="elite-next-steps">
          <Typography id="elite-next-steps" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Not ready to book a call?
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="text" {...markAttrs(CONSULTATION.opener)}>
              Request a consultation
            </Button>
            <CheckoutButton choice={planChoice('custom')} variant="text">
              Reserve a build slot: {formatCents(ELITE.priceCents)}
            </CheckoutButton>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="elite-reservation-note">
            Reserving holds one of this month&apos;s {ELITE.buildSlotsPerMonth} build slots; the project agreement follows the discovery call, and nothing is built before both sides sign it.
          </Typography>
        </Box>
      </Stack>
      <Testimonials max={2} />
      <VideoSlot />
      <BookingOverlay title="Book a custom build call" />
      <ConsultationDialog />
    </PageIntro>
  );
}

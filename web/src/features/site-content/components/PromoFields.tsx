import { PLANS, SETUP_FEE_CENTS, WAIVED_BUTTON_TEXT, formatCents, type SitePromo } from '@blast/catalog';
import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';

/**
 * The owner's promo (PRODUCT.md, "The promo is the owner's offer"), on /admin/site: started and
 * ended here, with an optional last day, published with the rest of the content. While it runs,
 * /pricing shows the promo switch, on by default, and every purchase that includes the
 * done-for-you setup waives its fee, at the checkout too; while none runs, the setup costs its fee.
 */
export function PromoFields({ promo, errorOf, onChange }: { promo: SitePromo | null; errorOf: (field: string) => string | undefined; onChange: (next: SitePromo | null) => void }) {
  const fee = formatCents(SETUP_FEE_CENTS);
  return (
    <Stack spacing={2} data-testid="promo-fields">
      <FormControlLabel control={<Switch checked={!!promo} onChange={(event) => onChange(event.target.checked ? {} : null)} />} label="The promo runs" />
      <Typography variant="body2" color="text.secondary">
        {promo
          ? `Once published: /pricing shows the switch “${WAIVED_BUTTON_TEXT}”, on by default, and the done-for-you setup of ${PLANS.blast.name} and ${PLANS['blast-lite'].name} is sold with its ${fee} fee waived, on every page and at the checkout.`
          : `Once published: no promo switch, and the done-for-you setup costs ${fee}.`}
      </Typography>
      {promo && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Last day (optional)"
            type="date"
            value={promo.endsOn ?? ''}
            error={!!errorOf('endsOn')}
            helperText={errorOf('endsOn') ?? 'Through this day (UTC); blank: until you end it. Publish again the next day: the pages keep the switch until then.'}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => onChange(event.target.value ? { endsOn: event.target.value } : {})}
          />
          {promo.endsOn && <Button onClick={() => onChange({})}>No last day</Button>}
        </Stack>
      )}
    </Stack>
  );
}

import { CHECKOUT_FAILED, MISSING_INFORMATION, PLANS, TRIAL_DAYS } from '@blast/catalog';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { startCheckout } from '../api/start-checkout';
import { chargeSummary } from '../charge-summary';
import type { CaptureLead, CheckoutChoice } from '../checkout-choice';

/** SPEC §4: blast-prepay opens the blast checkout, named Prepay. */
const nameOf = ({ plan, foundersRate, trial }: CheckoutChoice) =>
  plan === 'blast-prepay' ? PLANS[plan].shortName : `${PLANS[plan].name}${foundersRate ? ' (founders rate)' : ''}${trial ? `: ${TRIAL_DAYS}-day trial` : ''}`;

/** Name, email and phone, then the payment provider's checkout page. */
export default function CheckoutDialog({ choice, open, onClose, captureLead }: { choice: CheckoutChoice; open: boolean; onClose: () => void; captureLead: CaptureLead }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || email.trim() === '') {
      toast(MISSING_INFORMATION);
      return;
    }
    setProcessing(true);
    const person = { name: name.trim(), email: email.trim(), phone: phone.trim() || undefined };
    // SPEC §8: a lead that can not be captured only warns; the checkout goes on.
    await captureLead({ ...person, plan: choice.plan, intent: `${choice.type}-optin` }).catch((err) => console.warn('Lead not captured before checkout', err));
    try {
      const url = await startCheckout({ ...person, type: choice.type, plan: choice.plan, foundersRate: choice.foundersRate, includeSetup: choice.includeSetup, trial: choice.trial });
      onClose();
      location.assign(url);
    } catch (err) {
      console.error('Checkout could not start', err);
      toast(CHECKOUT_FAILED);
      setProcessing(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !processing && onClose()} aria-labelledby="checkout-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate data-plan={choice.plan} data-checkout-type={choice.type}>
        <DialogTitle id="checkout-title">{nameOf(choice)}</DialogTitle>
        <DialogContent>
          <Typography sx={{ color: 'text.secondary', mb: 2 }} data-testid="checkout-summary">
            {chargeSummary(choice)}
          </Typography>
          <Stack spacing={2}>
            <TextField label="Full name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
            <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
            <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={processing}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={processing}>
            {processing ? 'Processing...' : 'Continue to payment'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

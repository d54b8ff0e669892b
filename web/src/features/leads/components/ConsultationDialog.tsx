import { CONSULTATION_ERROR, CONSULTATION_THANKS } from '@blast/catalog';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { captureLead } from '../api/capture-lead';
import { Honeypot } from './Honeypot';

type Status = 'idle' | 'sending' | 'sent' | 'error';

/** The custom consultation: name and email in a dialog, sent as a lead (plan custom). */
export function ConsultationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('sending');
    try {
      await captureLead({ name: name.trim(), email: email.trim(), plan: 'custom', intent: 'custom-consultation', website: website || undefined });
      setStatus('sent');
      setName('');
      setEmail('');
    } catch {
      setStatus('error');
    }
  };
  const close = () => {
    onClose();
    if (status !== 'sending') setStatus('idle');
  };

  const blank = name.trim() === '' || email.trim() === '';
  return (
    <Dialog open={open} onClose={close} aria-labelledby="consultation-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="consultation-title">Request a custom build consultation</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {status === 'sent' ? (
              <Alert severity="success" role="status">
                {CONSULTATION_THANKS}
              </Alert>
            ) : (
              <>
                <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
                <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
              </>
            )}
            {status === 'error' && (
              <Alert severity="error" role="alert">
                {CONSULTATION_ERROR}
              </Alert>
            )}
          </Stack>
          <Honeypot value={website} onChange={setWebsite} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{status === 'sent' ? 'Close' : 'Cancel'}</Button>
          {status !== 'sent' && (
            <Button type="submit" variant="contained" disabled={blank || status === 'sending'}>
              {status === 'sending' ? 'Sending...' : 'Request consultation'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { SNAPSHOT_ERROR, SNAPSHOT_SUCCESS } from '@blast/catalog';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { captureLead } from '../api/capture-lead';
import { Honeypot } from './Honeypot';

type Status = 'idle' | 'sending' | 'success';

/** The free snapshot form: email and first name, submit disabled while either is empty or while sending. */
export function SnapshotForm({ intent, snapshotName }: { intent: string; snapshotName: string }) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [website, setWebsite] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('sending');
    try {
      await captureLead({ first_name: firstName.trim(), email: email.trim(), intent, plan: 'unknown', website: website || undefined });
      setEmail('');
      setFirstName('');
      setStatus('success');
      toast(SNAPSHOT_SUCCESS);
    } catch {
      setStatus('idle');
      toast(SNAPSHOT_ERROR);
    }
  };

  const blank = email.trim() === '' || firstName.trim() === '';
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={`Get the ${snapshotName}`} data-status={status}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          required
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={blank || status === 'sending'}>
          {status === 'sending' ? 'Sending...' : `Send me the ${snapshotName}`}
        </Button>
        {status === 'success' && (
          <Typography role="status" sx={{ color: 'success.main' }}>
            Sent. Check your inbox in the next few minutes.
          </Typography>
        )}
      </Stack>
      <Honeypot value={website} onChange={setWebsite} />
    </Box>
  );
}

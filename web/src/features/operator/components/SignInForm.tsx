import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { operatorAuth } from '../../../lib/operator-auth';

/** Firebase Auth's codes, in words an operator can act on. */
function describe(err: unknown): string {
  const code = err instanceof FirebaseError ? err.code : '';
  if (['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'].includes(code)) return 'The email or password is not right.';
  if (code === 'auth/too-many-requests') return 'Too many attempts: wait a minute, then try again.';
  if (code === 'auth/network-request-failed') return 'The sign-in service could not be reached. Check the connection and try again.';
  return err instanceof Error ? err.message : 'Sign-in failed.';
}

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await signInWithEmailAndPassword(operatorAuth(), email.trim(), password);
    } catch (err) {
      setError(describe(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Operator sign-in" noValidate>
      <Typography color="text.secondary">Sign in with an operator account to continue.</Typography>
      <TextField label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={pending || email.trim() === '' || password === ''}>
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </Stack>
  );
}

/**
 * The operator area's frame: Firebase Auth (email and password), and the admin claim checked
 * before anything is shown (PRODUCT.md). Signed out: the sign-in form. Signed in without the
 * claim: "not authorised" and a sign-out button. An admin: the page, with the data client at
 * hand. Loaded only in the browser, after hydration.
 */
import { Alert, Button, Container, Typography } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { createOperatorQueryClient } from '../../../lib/admin-api';
import { operatorAuth } from '../../../lib/operator-auth';
import { useOperatorSession } from '../use-operator-session';
import { OperatorNav } from './OperatorNav';
import { SignInForm } from './SignInForm';

interface Props {
  title: string;
  /** Shown while the sign-in state is read. */
  loading: ReactNode;
  children: ReactNode;
}

export default function OperatorArea({ title, loading, children }: Props) {
  const session = useOperatorSession();
  // One data client per page visit.
  const [queryClient] = useState(createOperatorQueryClient);
  // Nothing cached crosses accounts: a sign-out, here or in another tab, or a switch clears it.
  const uid = session.status === 'signed-in' ? session.uid : undefined;
  useEffect(() => () => queryClient.clear(), [uid, queryClient]);
  if (session.status === 'error') {
    return (
      <Frame title={title}>
        <Alert severity="error">Could not read the sign-in state: {session.message}</Alert>
      </Frame>
    );
  }
  if (session.status === 'loading') return <>{loading}</>;
  if (session.status === 'signed-out') {
    return (
      <Frame title={title}>
        <SignInForm />
      </Frame>
    );
  }
  if (!session.admin) {
    return (
      <Frame title={title}>
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="not-authorised">
          This account ({session.email}) is not authorised for the operator area. Ask an admin to run{' '}
          <code>npm run admin:grant -- {session.email}</code>, then sign in again.
        </Alert>
        <SignOutButton />
      </Frame>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <OperatorNav email={session.email} />
      {children}
    </QueryClientProvider>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 40 }, fontWeight: 800, mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

function SignOutButton({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return (
    <Button variant="outlined" size={size} onClick={() => void signOut(operatorAuth())}>
      Sign out
    </Button>
  );
}

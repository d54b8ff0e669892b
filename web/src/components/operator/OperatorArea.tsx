/**
 * The operator area's frame: Firebase Auth (email and password), and the admin claim checked
 * before anything is shown (PRODUCT.md). Signed out: the sign-in form. Signed in without the
 * claim: "not authorised" and a sign-out button. An admin: the page, with the data client and
 * Firestore (for the live listeners) at hand. Loaded only in the browser, after hydration.
 */
import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useState, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, useSigninCheck } from 'reactfire';
import { clientFirestore, firebaseApp } from '../../lib/firebase';
import { createOperatorQueryClient } from '../../lib/admin-api';
import { operatorAuth } from '../../lib/operator-auth';
import { SignInForm } from './SignInForm';

interface Props {
  title: string;
  /** Shown while the sign-in state is read. */
  loading: ReactNode;
  children: ReactNode;
}

export default function OperatorArea(props: Props) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={operatorAuth()}>
        <FirestoreProvider sdk={clientFirestore()}>
          <Gate {...props} />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

function Gate({ title, loading, children }: Props) {
  const { status, data, error } = useSigninCheck({ requiredClaims: { admin: true }, forceRefresh: true });
  // One data client per signed-in admin: nothing cached crosses a sign-out.
  const [queryClient] = useState(createOperatorQueryClient);
  if (status === 'error') {
    return (
      <Frame title={title}>
        <Alert severity="error">Could not read the sign-in state: {error?.message}</Alert>
      </Frame>
    );
  }
  if (status === 'loading') return <>{loading}</>;
  if (!data.signedIn) {
    return (
      <Frame title={title}>
        <SignInForm />
      </Frame>
    );
  }
  if (!data.hasRequiredClaims) {
    return (
      <Frame title={title}>
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="not-authorised">
          This account ({data.user.email}) is not authorised for the operator area. Ask an admin to run{' '}
          <code>npm run admin:grant -- {data.user.email}</code>, then sign in again.
        </Alert>
        <SignOutButton />
      </Frame>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
        <Container maxWidth="lg">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <Typography variant="body2" color="text.secondary">
              Signed in as {data.user.email}
            </Typography>
            <SignOutButton size="small" onSignedOut={() => queryClient.clear()} />
          </Stack>
        </Container>
      </Box>
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

function SignOutButton({ size = 'medium', onSignedOut }: { size?: 'small' | 'medium'; onSignedOut?: () => void }) {
  return (
    <Button variant="outlined" size={size} onClick={() => void signOut(operatorAuth()).then(onSignedOut)}>
      Sign out
    </Button>
  );
}

import { onIdTokenChanged } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { operatorAuth } from '../../lib/operator-auth';

export type OperatorSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; uid: string; email: string; admin: boolean }
  | { status: 'error'; message: string };

/** Who is signed in, and whether their ID token carries the custom claim `admin: true`. */
export function useOperatorSession(): OperatorSession {
  const [session, setSession] = useState<OperatorSession>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(operatorAuth(), async (user) => {
        if (!user) return setSession({ status: 'signed-out' });
        try {
          const token = await user.getIdTokenResult();
          // A sign-out or another account while the token was read: that later call decides.
          if (operatorAuth().currentUser?.uid !== user.uid) return;
          setSession({ status: 'signed-in', uid: user.uid, email: user.email ?? '', admin: token.claims.admin === true });
        } catch (err) {
          if (operatorAuth().currentUser?.uid !== user.uid) return;
          setSession({ status: 'error', message: err instanceof Error ? err.message : String(err) });
        }
      }),
    [],
  );
  return session;
}

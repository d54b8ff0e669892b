/**
 * The realtime listener on counters/founders (reactfire). Its own chunk: the Firestore SDK is
 * loaded after the page is interactive, so it never weighs on the first load.
 */
import { COLLECTIONS, FOUNDERS_COUNTER_ID, toSeatCount } from '@blast/catalog';
import { doc } from 'firebase/firestore';
import { useEffect } from 'react';
import { FirebaseAppProvider, FirestoreProvider, useFirestoreDocData } from 'reactfire';
import { clientFirestore, firebaseApp } from '../../../lib/firebase';

interface Props {
  onSeats: (seatsLeft: number) => void;
  /** True while the listener delivers the count (the provider's poll then rests); false when it fails or goes. */
  onLive: (live: boolean) => void;
}

export default function LiveSeatsListener(props: Props) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <FirestoreProvider sdk={clientFirestore()}>
        <FoundersCounter {...props} />
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}

function FoundersCounter({ onSeats, onLive }: Props) {
  const { status, data, error } = useFirestoreDocData(doc(clientFirestore(), COLLECTIONS.counters, FOUNDERS_COUNTER_ID));
  const seatsLeft = status === 'success' ? toSeatCount(data?.seatsLeft) : undefined;
  useEffect(() => {
    if (seatsLeft !== undefined) onSeats(seatsLeft);
  }, [seatsLeft, onSeats]);
  const live = seatsLeft !== undefined && !error;
  useEffect(() => {
    onLive(live);
    return () => onLive(false);
  }, [live, onLive]);
  useEffect(() => {
    if (error) console.error('Founders seat listener failed; the 30 s poll takes over', error);
  }, [error]);
  return null;
}

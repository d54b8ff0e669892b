/**
 * The dashboard's live feed: Firestore listeners on today's rollups, on the newest conversion and
 * on the newest Stripe event applied (the rules open them to admins only). A change refetches the
 * figures it moves: half a second after the first, then at most once every 10 s however busy the
 * site (each refetch reads the window's rollups); the polls stay as the fallback. The figures
 * themselves are computed once, by the API.
 */
import { COLLECTIONS } from '@blast/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { clientFirestore } from '../../../lib/firebase';
import { CONVERSION_QUERIES, PAYMENT_QUERIES, ROLLUP_QUERIES } from '../api/analytics';
import { CUSTOMER_QUERIES } from '../api/customers';

const SETTLE_MS = 500;
/** The least time between two live refetches. */
const LIVE_REFETCH_MS = 10_000;
const today = () => new Date().toISOString().slice(0, 10);

export function LiveUpdates() {
  const firestore = clientFirestore();
  const queryClient = useQueryClient();
  // Rollups are written under the UTC day: the listener follows the day when it turns.
  const [day, setDay] = useState(today);
  useEffect(() => {
    const timer = setInterval(() => setDay(today()), 60_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const due = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = -Infinity;
    const refetch = (keys: readonly string[]) => {
      keys.forEach((key) => due.add(key));
      // The first change starts the wait, later ones join it (a debounce would starve under
      // steady traffic); the wait is SETTLE_MS, or what is left of LIVE_REFETCH_MS since the last.
      if (timer !== undefined) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last = Date.now();
          for (const key of due) void queryClient.invalidateQueries({ queryKey: [key] });
          due.clear();
        },
        Math.max(SETTLE_MS, last + LIVE_REFETCH_MS - Date.now()),
      );
    };
    // The first snapshot is what the queries already show; only later ones are news.
    const afterFirst = (keys: readonly string[]) => {
      let first = true;
      return () => (first ? (first = false) : refetch(keys));
    };
    const onError = (err: Error) => console.error('Dashboard listener failed; the polls go on', err);
    const stopRollups = onSnapshot(query(collection(firestore, COLLECTIONS.rollups), where('day', '==', day)), afterFirst(ROLLUP_QUERIES), onError);
    const stopConversions = onSnapshot(
      query(collection(firestore, COLLECTIONS.conversions), orderBy('timestamp', 'desc'), limit(1)),
      afterFirst(CONVERSION_QUERIES),
      onError,
    );
    // A refund, renewal or cancellation writes no conversion: the event's own record says money moved.
    const stopPayments = onSnapshot(query(collection(firestore, COLLECTIONS.stripeEvents), orderBy('appliedAt', 'desc'), limit(1)), afterFirst([...PAYMENT_QUERIES, ...CUSTOMER_QUERIES]), onError);
    return () => {
      clearTimeout(timer);
      stopRollups();
      stopConversions();
      stopPayments();
    };
  }, [firestore, queryClient, day]);
  return null;
}

import { FOUNDERS_SEATS_TOTAL } from '@blast/catalog';
import { createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { SEATS_POLL_MS, getSeatsLeft } from '../api/get-seats';
import { shownSeats } from '../../../page/handoff';
import { whenIdleAfterLoad } from '../../../page/schedule';
import { readStoredSeats, storeSeats } from '../seat-storage';

const LiveSeatsListener = lazy(() => import('./LiveSeatsListener'));

const SeatsContext = createContext<number>(FOUNDERS_SEATS_TOTAL);
const LiveContext = createContext(false);

/** Founders seats left, as fresh as the listener, the poll or the stored count can make it. */
export function useSeatsLeft(): number {
  return useContext(SeatsContext);
}

/** Whether the realtime listener delivers the count now (the poll then rests). */
export function useSeatsLive(): boolean {
  return useContext(LiveContext);
}

/**
 * One source of the seat count for the whole app. It starts at the count the page shows (50 as
 * prerendered, or the fresh one boot.ts put there before the app ran), then takes the stored count, then GET /api/seats once, then the realtime listener. The poll
 * (every 30 s) runs only while the listener is not live: before it loads, and after it fails.
 */
export function SeatsProvider({ children }: { children: ReactNode }) {
  const [seatsLeft, setSeatsLeft] = useState(() => shownSeats() ?? FOUNDERS_SEATS_TOTAL);
  const [listen, setListen] = useState(false);
  const [live, setLive] = useState(false);

  // A new count re-renders the pages that show it (home and pricing, whole): as a transition,
  // React renders it in slices between the browser's own work instead of in one long task.
  const update = useCallback((count: number) => {
    startTransition(() => setSeatsLeft(count));
    storeSeats(count);
  }, []);

  useEffect(() => {
    const stored = readStoredSeats();
    if (stored !== undefined) startTransition(() => setSeatsLeft(stored));
    // The listener's SDK (the heaviest chunk) loads after the load event, once the browser is idle.
    return whenIdleAfterLoad(() => setListen(true));
  }, []);

  useEffect(() => {
    if (live) return undefined;
    let stopped = false;
    const poll = () =>
      getSeatsLeft().then(
        (count) => !stopped && update(count),
        (err) => console.error('Could not fetch the founders seat count; keeping the last one', err),
      );
    void poll();
    const timer = setInterval(poll, SEATS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [live, update]);

  return (
    <SeatsContext.Provider value={seatsLeft}>
      <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
      {listen && (
        <Suspense fallback={null}>
          <LiveSeatsListener onSeats={update} onLive={setLive} />
        </Suspense>
      )}
    </SeatsContext.Provider>
  );
}

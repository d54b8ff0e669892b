import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { listenForPageToasts, useCurrentToast } from '../lib/toast';

const ToastCard = lazy(() => import('./ToastCard'));

/** The toast region, bottom right: F8 moves focus to it; hovering or focusing it pauses the timer. */
export function Toaster() {
  const toast = useCurrentToast();
  const region = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(listenForPageToasts, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1400, maxWidth: 420, width: 'calc(100% - 32px)', outline: 'none' }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {toast && (
        <Suspense fallback={null}>
          <ToastCard key={toast.id} toast={toast} paused={paused} />
        </Suspense>
      )}
    </section>
  );
}

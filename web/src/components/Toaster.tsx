import { Alert, AlertTitle, Box } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { dismissToast, useCurrentToast } from '../lib/toast';

export const SWIPE_DISMISS_PX = 50;

/**
 * The toast region: bottom right, F8 moves focus to it, a swipe right past 50 px dismisses the
 * toast, and it dismisses itself after its duration (paused while hovered or focused).
 */
export function Toaster() {
  const toast = useCurrentToast();
  const region = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

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

  useEffect(() => {
    setOffset(0);
    if (!toast || paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > SWIPE_DISMISS_PX && toast) dismissToast(toast.id);
    else setOffset(0);
  };

  return (
    <Box
      component="section"
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 'snackbar', maxWidth: 420, width: 'calc(100% - 32px)', outline: 'none' }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {toast && (
        <Alert
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          data-variant={toast.variant}
          severity={toast.variant === 'destructive' ? 'error' : 'success'}
          variant="filled"
          onClose={() => dismissToast(toast.id)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          sx={{
            touchAction: 'pan-y',
            transform: `translateX(${offset}px)`,
            opacity: 1 - Math.min(offset / 200, 0.6),
            transition: swipeStart.current === null ? 'transform 150ms, opacity 150ms' : 'none',
          }}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      )}
    </Box>
  );
}

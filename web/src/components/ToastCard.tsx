import { Alert, AlertTitle } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { dismissToast, type Toast } from '../lib/toast';

const SWIPE_DISMISS_PX = 50;

/**
 * One toast: a swipe right past 50 px dismisses it, and it dismisses itself after its duration
 * unless `paused` (hovered or focused). Its own chunk: it loads with the first toast.
 */
export default function ToastCard({ toast, paused }: { toast: Toast; paused: boolean }) {
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
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
  // The distance is measured on the event itself: on a fast swipe, the last move's render may not
  // have happened yet when the pointer is released.
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance > SWIPE_DISMISS_PX) dismissToast(toast.id);
    else setOffset(0);
  };

  return (
    <Alert
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      data-variant={toast.variant}
      severity={toast.variant === 'destructive' ? 'error' : 'success'}
      variant="filled"
      onClose={() => dismissToast(toast.id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
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
  );
}

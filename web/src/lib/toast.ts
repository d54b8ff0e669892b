/**
 * Toasts (SPEC §4): one visible at a time, 5000 ms unless said otherwise. `toast()` may be called
 * from anywhere; the <Toaster /> in the shell shows the current one.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_EVENT, type ToastInput } from '../page/handoff';

export type { ToastInput };

const TOAST_DURATION_MS = 5000;

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(toast: Toast | null): void {
  current = toast;
  listeners.forEach((listener) => listener());
}

/** Shows a toast, replacing any toast on screen; returns a function that dismisses it. */
export function toast({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: ToastInput): () => void {
  const id = nextId++;
  publish({ id, title, description, variant, duration });
  return () => dismissToast(id);
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) publish(null);
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** Shows the toasts the page's islands ask for (page/handoff.ts) while the app runs; returns the unsubscribe. */
export function listenForPageToasts(): () => void {
  const onToast = (event: Event) => void toast((event as CustomEvent<ToastInput>).detail);
  document.addEventListener(TOAST_EVENT, onToast);
  return () => document.removeEventListener(TOAST_EVENT, onToast);
}

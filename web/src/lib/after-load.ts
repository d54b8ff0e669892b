/**
 * Runs `run` once the page has loaded and the browser is idle: the place for code a first paint
 * does not need (the realtime listener's SDK, the animation engine). Returns a canceller.
 */
export function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  const idle = globalThis.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1));
  const schedule = () => idle(() => !cancelled && run());
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
  };
}

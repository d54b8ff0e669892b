/**
 * Starts the usage estimator's island (usage-estimate-island.ts, a chunk of its own) when a
 * visitor nears it, so that the page's one script stays small on every page and no page fetches
 * it at its load on a phone: once the form is within a quarter of a screen of the viewport (at
 * once on /blast-pricing#usage-estimate), or at the first focus in it (a form the app renders
 * after a client-side navigation). What was typed before the chunk arrived is the browser's own,
 * and the island counts it when it starts.
 */
import islandUrl from 'virtual:blast/usage-estimate-island-url';
import { loadIsland } from '../../page/islands';
import { USAGE_ESTIMATE_FORM } from './usage-estimate-text';

export function startUsageEstimateLoader(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    // A chunk that could not be loaded is tried again at the next focus.
    void loadIsland(islandUrl).then((loaded) => (started = loaded));
  };
  document.addEventListener('focusin', (event) => (event.target as Element).closest?.(USAGE_ESTIMATE_FORM) && start());
  const form = document.querySelector(USAGE_ESTIMATE_FORM);
  const observer = form ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '25% 0px' }) : undefined;
  if (form) observer!.observe(form);
}

/**
 * The islands: each gives some prerendered markup its behaviour without the app (native dialogs
 * and fields with a few listeners), beside its component in features/. boot.ts lists them and
 * starts them before the paint; an island too large for every page's script is a chunk of its
 * own, loaded by address when its page needs it (loadIsland).
 */
import type { PlanId } from '@blast/catalog';
import type { ToastInput } from './handoff';

/** What the page gives every island. */
export interface PageServices {
  /** Shows a toast (the app's, which this starts when it is not running yet). */
  toast: (input: ToastInput) => void;
  /** Keeps the visitor as a lead before the payment page (SPEC §8): the leads feature's call, which checkout does not import. */
  captureLead: (lead: { name: string; email: string; phone?: string; plan: PlanId; intent: string }) => Promise<unknown>;
}

/** An island: starts listening on the document, on any page (it does nothing where its markup is absent). */
export type Island = (page: PageServices) => void;

/** A module built as an island chunk of its own (web/vite-plugins.ts, chunkUrl). */
export interface IslandChunk {
  start: () => void;
}

/**
 * Loads an island chunk by address and starts it: `import()` of the module itself would bring
 * Vite's preload helper, which lives in the app's chunks, into the page's one script. Resolves
 * false when the chunk could not be loaded (the caller may try again); the page stays as it is.
 */
export function loadIsland(url: string): Promise<boolean> {
  return (import(/* @vite-ignore */ url) as Promise<IslandChunk>).then(
    (island) => {
      island.start();
      return true;
    },
    (err: unknown) => {
      console.error('Could not load an island', url, err);
      return false;
    },
  );
}

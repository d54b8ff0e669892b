/** The owner's announcement bar (ProofSlots.tsx, AnnouncementBar) on the page as prerendered. */

/** The bar's mark: its last day (UTC), which the island reads back as `dataset.endsOn`. */
export const announcementMarks = (endsOn: string) => ({ 'data-ends-on': endsOn });

/** The announcement shows through its last day: one that ended after the build goes before the app runs. */
export function hideEndedAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('[data-ends-on]');
  if (bar && bar.dataset.endsOn! < new Date().toISOString().slice(0, 10)) bar.hidden = true;
}

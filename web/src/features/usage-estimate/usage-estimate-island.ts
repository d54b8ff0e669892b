/**
 * The usage estimator (UsageEstimate.tsx) on the page as prerendered, from the first second and
 * the same after the app has run: each volume typed recomputes both plans' lines and totals with
 * the catalogue's priceMonth, at the plan's price and the unit prices the page was rendered with
 * (the catalogue's, on each column and line: this script carries no price table), into the
 * month in one number: the plan plus its usage (and Blast CRM's at the founders rate). Volumes are the browser's own fields (min 0,
 * whole numbers): an empty one counts as 0; one the browser finds invalid leaves its lines and the
 * totals without a figure until it is corrected. React leaves the figures as it finds them.
 */
import { parseUsageVolume } from '@blast/catalog';
import { USAGE_ESTIMATE_FORM as FORM, USAGE_ESTIMATE_MARKS, estimateTexts } from './usage-estimate-text';

/** A volume's field as a number, or undefined while the browser or the catalogue refuses it. */
function volumeOf(form: HTMLFormElement, id: string): number | undefined {
  const input = form.elements.namedItem(id) as HTMLInputElement | null;
  // An invalid number field's value is '' (a half-typed '-') or out of range: validity says which.
  return input?.validity.valid ? parseUsageVolume(input.value) : undefined;
}

function show(el: Element | null | undefined, text: string): void {
  if (el && el.textContent !== text) el.textContent = text;
}

function refresh(form: HTMLFormElement): void {
  const { noFigure } = USAGE_ESTIMATE_MARKS;
  let unreadable = false;
  for (const column of form.querySelectorAll('[data-estimate-plan]')) {
    const rows = Array.from(column.querySelectorAll<HTMLElement>('[data-estimate-line]'));
    const volumes = rows.map((row) => volumeOf(form, row.dataset.estimateLine!));
    const { planCents, foundersCents } = (column as HTMLElement).dataset;
    const lines = rows.map((row, index) => ({ quantity: volumes[index] ?? 0, unitMicroUsd: Number(row.dataset.unitMicroUsd) }));
    const texts = estimateTexts(Number(planCents), lines, foundersCents === undefined ? undefined : Number(foundersCents));
    const complete = volumes.every((volume) => volume !== undefined);
    unreadable ||= !complete;
    rows.forEach((row, index) => {
      const known = volumes[index] !== undefined;
      show(row.querySelector('[data-estimate-quantity]'), known ? texts.lines[index].quantity : noFigure);
      show(row.querySelector('[data-estimate-amount]'), known ? texts.lines[index].amount : noFigure);
    });
    show(column.querySelector('[data-estimate-total]'), complete ? texts.total : noFigure);
    show(column.querySelector('[data-estimate-month]'), complete ? texts.month : noFigure);
    show(column.querySelector('[data-estimate-founders-month]'), complete && texts.foundersMonth ? texts.foundersMonth : noFigure);
  }
  form.querySelector('[data-estimate-unreadable]')?.toggleAttribute('hidden', !unreadable);
}

/** The island chunk's start (page/islands.ts, loadIsland). */
export function start(): void {
  // What was typed before this script ran (a fast finger, or fields the browser restores when
  // the visitor comes back, which it may do after this script has run) counts too.
  const refreshAll = () => document.querySelectorAll<HTMLFormElement>(FORM).forEach(refresh);
  refreshAll();
  window.addEventListener('pageshow', refreshAll);
  document.addEventListener('input', (event) => {
    const form = (event.target as Element).closest?.<HTMLFormElement>(FORM);
    if (form) refresh(form);
  });
  // Nothing to send: Enter in a field computes, it does not reload the page.
  document.addEventListener('submit', (event) => {
    if ((event.target as Element).matches(FORM)) event.preventDefault();
  });
}

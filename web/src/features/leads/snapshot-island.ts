/**
 * The free snapshot forms' behaviour (SPEC §4, §5, §8) on the page as prerendered, from the first
 * second and the same after the app has run: the submit is enabled while both fields hold text,
 * and a submit shows 'Sending...' at once, sends the lead, then empties the form with the success
 * line and toast, or gives the error toast and the form back.
 */
import { SNAPSHOT_ERROR, SNAPSHOT_SUCCESS } from '@blast/catalog';
import { refusalToast } from '../../lib/refusal-toast';
import type { PageServices } from '../../page/islands';
import { captureLead } from './api/capture-lead';
import { markSelector } from '../../page/marks';
import { SNAPSHOT_FORM, type SnapshotFormElement, type SnapshotSubmit } from './snapshot-form-marks';
import { formText } from '../../lib/form-text';

const FORM = `form${markSelector(SNAPSHOT_FORM.form)}`;
const submitOf = (form: SnapshotFormElement) => form.querySelector<SnapshotSubmit>('button[type="submit"]')!;
const blank = (form: SnapshotFormElement) => formText(form, 'first_name') === '' || formText(form, 'email') === '';

export function startSnapshotIsland({ toast }: PageServices): void {
  const refresh = (form: SnapshotFormElement) => {
    const submit = submitOf(form);
    const sending = form.dataset.status === 'sending';
    submit.disabled = sending || blank(form);
    submit.textContent = sending ? SNAPSHOT_FORM.busyText : (submit.dataset.idleText ?? submit.textContent);
  };
  // What was typed before this script ran (a restored page, a fast finger) counts too.
  for (const form of document.querySelectorAll<SnapshotFormElement>(FORM)) refresh(form);
  document.addEventListener('input', (event) => {
    const form = (event.target as Element).closest?.<SnapshotFormElement>(FORM);
    if (form) refresh(form);
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as SnapshotFormElement;
    if (!form.matches(FORM)) return;
    event.preventDefault();
    if (form.dataset.status === 'sending' || blank(form)) return;
    void send(form);
  });

  async function send(form: SnapshotFormElement): Promise<void> {
    const status = form.querySelector(markSelector(SNAPSHOT_FORM.status))!;
    form.dataset.status = 'sending';
    status.textContent = '';
    refresh(form);
    try {
      const website = formText(form, 'website');
      await captureLead({ first_name: formText(form, 'first_name'), email: formText(form, 'email'), intent: form.getAttribute(SNAPSHOT_FORM.form)!, plan: 'unknown', website: website || undefined });
      form.reset();
      form.dataset.status = 'success';
      status.textContent = SNAPSHOT_FORM.sentText;
      toast(SNAPSHOT_SUCCESS);
    } catch (err) {
      form.dataset.status = 'idle';
      // A refusal says what the server said (the rate limit's "Try again in 5 s").
      toast(refusalToast(err, SNAPSHOT_ERROR) ?? SNAPSHOT_ERROR);
    }
    refresh(form);
  }
}

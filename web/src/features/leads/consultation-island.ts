/**
 * The custom consultation's behaviour (SPEC §3, §8) on the page as prerendered, from the first
 * second: a button marked CONSULTATION.opener opens the dialog (ConsultationDialog.tsx); the
 * submit is enabled while name and email hold text, shows 'Sending...', sends the lead (plan
 * custom, intent custom-consultation), then shows the thanks or the error. Closing it while it is
 * not sending readies it for another request.
 */
import { captureLead } from './api/capture-lead';
import { markSelector } from '../../page/marks';
import { CONSULTATION, type ConsultationFormElement } from './consultation-marks';
import { formText } from '../../lib/form-text';

const FORM = `form${markSelector(CONSULTATION.form)}`;

export function startConsultationIsland(): void {
  const dialog = () => document.getElementById(CONSULTATION.id) as HTMLDialogElement | null;
  const refresh = (form: ConsultationFormElement) => {
    const sending = form.dataset.status === 'sending';
    const submit = form.querySelector<HTMLButtonElement>('button:not([formmethod])')!;
    submit.disabled = sending || formText(form, 'name') === '' || formText(form, 'email') === '';
    submit.textContent = sending ? CONSULTATION.busyText : CONSULTATION.submitText;
    form.querySelector<HTMLButtonElement>('button[formmethod]')!.textContent = form.dataset.status === 'sent' ? 'Close' : 'Cancel';
  };

  document.addEventListener('click', (event) => {
    const el = dialog();
    if (!el || !(event.target as Element | null)?.closest?.(markSelector(CONSULTATION.opener))) return;
    if (!el.open) el.showModal();
  });
  document.addEventListener('input', (event) => {
    const form = (event.target as Element).closest?.<ConsultationFormElement>(FORM);
    if (form) refresh(form);
  });
  document.addEventListener('close', (event) => {
    const form = event.target === dialog() ? dialog()!.querySelector<ConsultationFormElement>(FORM) : null;
    if (!form || form.dataset.status === 'sending') return;
    form.dataset.status = 'idle';
    refresh(form);
  }, true);
  document.addEventListener('cancel', (event) => void (event.target === dialog() && dialog()!.querySelector<ConsultationFormElement>(FORM)?.dataset.status === 'sending' && event.preventDefault()), true);
  document.addEventListener('submit', (event) => {
    const form = event.target as ConsultationFormElement;
    if (!form.matches(FORM) || (event as SubmitEvent).submitter?.getAttribute('formmethod') === 'dialog') return;
    event.preventDefault();
    if (form.dataset.status === 'sending' || formText(form, 'name') === '' || formText(form, 'email') === '') return;
    void send(form);
  });

  async function send(form: ConsultationFormElement): Promise<void> {
    form.dataset.status = 'sending';
    refresh(form);
    try {
      const website = formText(form, 'website');
      await captureLead({ name: formText(form, 'name'), email: formText(form, 'email'), plan: 'custom', intent: 'custom-consultation', website: website || undefined });
      form.reset();
      form.dataset.status = 'sent';
    } catch {
      form.dataset.status = 'error';
    }
    refresh(form);
  }
}

import type { Locator, Page } from '@playwright/test';
import { adminCredentials } from './seed';

/** Fills the operator area's sign-in form as the local stack's operator; returns its button, for the caller to press (and time). */
export async function fillOperatorSignIn(page: Page, timeout: number): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Operator sign-in' });
  const { email, password } = adminCredentials();
  await form.getByLabel('Email').fill(email, { timeout });
  await form.getByLabel('Password').fill(password);
  return form.getByRole('button', { name: 'Sign in' });
}

import { CHECKOUT_TYPES } from '@blast/catalog';
import { describe, expect, it } from 'vitest';
import { hookFor } from '../domain/leads/leads';

const CHECKOUT_OPTINS = Object.fromEntries(CHECKOUT_TYPES.map((type) => [`${type}-optin`, type === 'lite' ? 'lite' : 'blast']));

describe('the hook a lead goes to', () => {
  it('sends each checkout opt-in to the hook of its plan: Lite to lite, every other to blast', () => {
    for (const [intent, hook] of Object.entries(CHECKOUT_OPTINS)) expect(hookFor(intent), intent).toBe(hook);
  });

  it('sends the snapshot forms to the snapshot hook', () => {
    expect(hookFor('lender-snapshot')).toBe('snapshot');
    expect(hookFor('bird-dog-snapshot')).toBe('snapshot');
  });

  it('sends the consultation request and the test lead to the blast hook', () => {
    expect(hookFor('custom-consultation')).toBe('blast');
    expect(hookFor('test-lead')).toBe('blast');
  });

  it('reads the intent whatever its case', () => {
    expect(hookFor('LITE-OPTIN')).toBe('lite');
    expect(hookFor('Blast-Lite-Optin')).toBe('lite');
    expect(hookFor('Lender-Snapshot')).toBe('snapshot');
    expect(hookFor('BIRD-DOG-SNAPSHOT')).toBe('snapshot');
    expect(hookFor('Blast-Optin')).toBe('blast');
  });

  it('sends to the lite hook only intents that start with lite, not those that merely contain it', () => {
    for (const intent of ['elite-optin', 'blast-elite', 'satellite-demo']) expect(hookFor(intent), intent).toBe('blast');
  });

  it('sends an intent it does not know to the blast hook', () => {
    for (const intent of ['demo', 'newsletter', 'x', '']) expect(hookFor(intent), intent).toBe('blast');
  });
});

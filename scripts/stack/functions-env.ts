/**
 * The functions' local settings: functions/.env.local and functions/.secret.local as `npm start`
 * keeps them, and the .env.local of `npm test`'s own functions config folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_PARAMS, LOCAL_STAND_IN_KEY, ROOT } from './local-stack';

const FUNCTIONS_ENV_LOCAL = join(ROOT, 'functions', '.env.local');
const FUNCTIONS_SECRET_LOCAL = join(ROOT, 'functions', '.secret.local');
/**
 * The functions' secrets (functions/src/params.ts, defineSecret): locally in
 * functions/.secret.local, the only file the emulator reads secrets from. The lead hooks are
 * secrets because their addresses work as passwords.
 */
const LEAD_HOOK_KEYS = ['LEAD_HOOK_BLAST_URL', 'LEAD_HOOK_LITE_URL', 'LEAD_HOOK_SNAPSHOT_URL'] as const;
const SECRET_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', ...LEAD_HOOK_KEYS] as const;

/**
 * The functions' local settings, both files git-ignored: functions/.env.local gives every string
 * param a value (the emulator would otherwise stop to ask), functions/.secret.local every secret
 * (the emulator would otherwise ask Cloud Secret Manager): the three lead hooks (the local inbox),
 * a fresh webhook secret, and the stand-in marker for the Stripe key unless a real test key is
 * there. Secrets an older checkout kept in .env.local are moved.
 * Answers every value.
 */
export function ensureFunctionsEnvLocal(): Record<string, string> {
  const envText = existsSync(FUNCTIONS_ENV_LOCAL) ? readFileSync(FUNCTIONS_ENV_LOCAL, 'utf8') : '';
  const secretText = existsSync(FUNCTIONS_SECRET_LOCAL) ? readFileSync(FUNCTIONS_SECRET_LOCAL, 'utf8') : '';
  const env = parseDotenv(envText);
  const secrets = { ...pick(LOCAL_PARAMS, SECRET_KEYS), ...pick(env, SECRET_KEYS), ...parseDotenv(secretText) };
  secrets.STRIPE_WEBHOOK_SECRET ||= `whsec_${randomBytes(24).toString('hex')}`;
  secrets.STRIPE_SECRET_KEY ||= LOCAL_STAND_IN_KEY;
  const strings = { ...omit(LOCAL_PARAMS, SECRET_KEYS), ...omit(env, SECRET_KEYS) };
  writeIfChanged(FUNCTIONS_ENV_LOCAL, envText, strings);
  writeIfChanged(FUNCTIONS_SECRET_LOCAL, secretText, secrets);
  return { ...strings, ...secrets };
}

/**
 * The .env.local of `npm test`'s own functions config folder: the strings, and the lead hooks on
 * the run's own receiver port. The hooks are secrets, and the emulator reads secrets from the
 * shared functions/.secret.local only, so the run gives them as LOCAL_LEAD_HOOK_*_URL, which
 * functions/src/config.ts reads inside the emulator alone, ahead of the secret.
 */
export function testRunFunctionsEnv(hooksPort: number, customerHookPort = hooksPort): string {
  const values: Record<string, string> = omit(LOCAL_PARAMS, SECRET_KEYS);
  for (const key of LEAD_HOOK_KEYS) {
    const url = new URL(LOCAL_PARAMS[key]);
    url.port = String(hooksPort);
    values[`LOCAL_${key}`] = url.href;
  }
  // The customer hook is a plain variable (optional, not a secret): the run's own value.
  const customerHook = new URL(LOCAL_PARAMS.CUSTOMER_HOOK_URL);
  customerHook.port = String(customerHookPort);
  values.CUSTOMER_HOOK_URL = customerHook.href;
  // The owner's alerts go to the same receiver, on their own path.
  const opsHook = new URL(LOCAL_PARAMS.OPS_HOOK_URL);
  opsHook.port = String(customerHookPort);
  values.OPS_HOOK_URL = opsHook.href;
  return dotenvText(values);
}

/** True when the functions run against the local Stripe stand-in (no real Stripe key set). */
export function usesStripeStandIn(values: Record<string, string>): boolean {
  return !values.STRIPE_SECRET_KEY || values.STRIPE_SECRET_KEY === LOCAL_STAND_IN_KEY;
}

const pick = (values: Record<string, string>, keys: readonly string[]) => Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
const omit = (values: Record<string, string>, keys: readonly string[]) => Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));

const dotenvText = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => `${key}=${value}\n`).join('');

function writeIfChanged(path: string, before: string, values: Record<string, string>): void {
  const text = dotenvText(values);
  if (text !== before) writeFileSync(path, text);
}

export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/i.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

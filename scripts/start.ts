/**
 * `npm start`: the whole local stack. Starts the emulator suite (data kept in .emulator-data
 * across restarts), seeds it, and prints where the site is and how to sign in.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  DATA_DIR,
  PORTS,
  SITE_URL,
  configArgs,
  emulatorSetup,
  ensureFunctionsEnvLocal,
  usesStripeStandIn,
  firebase,
  waitForApi,
  waitForPorts,
} from './local-stack';
import { adminCredentials, seed, wakePendingLeads } from './seed';
import { CALENDAR_STANDIN_URL, startCalendarStandIn, usesCalendarStandIn } from './calendar-standin';
import { STANDIN_PORT, startStripeStandIn } from './stripe-standin';

const STARTUP_TIMEOUT_MS = 180_000;

const envLocal = ensureFunctionsEnvLocal();
const setup = emulatorSetup();
const importArgs = existsSync(join(DATA_DIR, 'firebase-export-metadata.json')) ? ['--import', DATA_DIR] : [];
const suite = firebase(
  ['emulators:start', ...configArgs(setup), ...importArgs, '--export-on-exit', DATA_DIR],
  setup,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => suite.kill(signal)); // firebase-tools exports the data, then exits
}
suite.on('exit', (code) => process.exit(code ?? 0));

try {
  await waitForPorts([PORTS.firestore, PORTS.auth, PORTS.hosting], STARTUP_TIMEOUT_MS);
  const admin = adminCredentials();
  await seed(admin);
  const seatsAnswer = await waitForApi(`${SITE_URL}/api/seats`, STARTUP_TIMEOUT_MS);
  const woken = await wakePendingLeads();
  const payments = !usesStripeStandIn(envLocal)
    ? 'Stripe (the key in functions/.secret.local)'
    : await startStripeStandIn({ webhookUrl: `${SITE_URL}/api/webhooks/stripe`, webhookSecret: envLocal.STRIPE_WEBHOOK_SECRET }).then(
        () => `the local Stripe stand-in, http://127.0.0.1:${STANDIN_PORT} (no card is charged)`,
      );
  const calendar = usesCalendarStandIn(envLocal)
    ? await startCalendarStandIn().then(() => `the local stand-in, ${CALENDAR_STANDIN_URL.href}`)
    : envLocal.BOOKING_URL;
  console.log(
    [
      '',
      '  Blast CRM is running.',
      `  Site:            ${SITE_URL}`,
      `  Operator area:   ${SITE_URL}/admin`,
      `  Admin sign-in:   ${admin.email} / ${admin.password}`,
      `  /api/seats:      ${seatsAnswer}`,
      `  Firestore from:  ${setup.firestore}; Emulator UI: ${setup.uiEnabled ? 'http://127.0.0.1:4000' : 'off (not available offline)'}`,
      `  Checkout:        ${payments}`,
      `  Booking:         ${calendar}`,
      `  Lead hooks:      http://127.0.0.1:5055/hooks/{blast,lite,snapshot} (npm run hooks:inbox listens there)${woken ? `; ${woken} pending lead(s) resumed` : ''}`,
      '  Data is kept in .emulator-data between runs. Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
} catch (err) {
  console.error(`The local stack did not come up: ${(err as Error).message}`);
  suite.kill('SIGINT');
}

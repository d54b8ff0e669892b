/**
 * `npm start`: the whole local stack. Starts the emulator suite (data kept in .emulator-data
 * across restarts), seeds it, and prints where the site is and how to sign in.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR, PORTS, SITE_URL, emulatorPorts, localConfigArgs, waitForApi, waitForPorts } from './stack/local-stack';
import { emulatorSetup, firebase } from './stack/emulators';
import { ensureFunctionsEnvLocal, usesStripeStandIn } from './stack/functions-env';
import { stopTreeOnSignals, takenPorts } from './stack/processes';
import { adminCredentials, seed, requeuePendingCustomerEvents, requeuePendingLeads } from './stack/seed';
import { CALENDAR_STANDIN_URL, startCalendarStandIn, usesCalendarStandIn } from './standins/calendar-standin';
import { SITE_BUILDER_URL, startSiteBuilder } from './site/site-builder';
import { STANDIN_PORT, startStripeStandIn } from './standins/stripe-standin';

const STARTUP_TIMEOUT_MS = 180_000;
/** How long the emulators get to export their data and stop before what is left is killed. */
const SHUTDOWN_GRACE_MS = 60_000;

const envLocal = ensureFunctionsEnvLocal();
const taken = await takenPorts([
  ...emulatorPorts(),
  ...(usesStripeStandIn(envLocal) ? [{ port: STANDIN_PORT, what: 'the local Stripe stand-in' }] : []),
  ...(usesCalendarStandIn(envLocal) ? [{ port: Number(CALENDAR_STANDIN_URL.port), what: 'the local calendar stand-in' }] : []),
  { port: Number(SITE_BUILDER_URL.port), what: 'the local site builder' },
]);
if (taken.length > 0) {
  console.error(`npm start cannot start:\n  ${taken.join('\n  ')}`);
  process.exit(1);
}
const setup = emulatorSetup();
const importArgs = existsSync(join(DATA_DIR, 'firebase-export-metadata.json')) ? ['--import', DATA_DIR] : [];
const suite = firebase(
  ['emulators:start', ...localConfigArgs({ file: 'firebase.local.json', ui: setup.uiEnabled }), ...importArgs, '--export-on-exit', DATA_DIR],
  setup,
  { detached: true },
);

// Ctrl+C, SIGTERM and a closed terminal alike: the emulators get one SIGINT (they export the data
// to .emulator-data, then stop), and whatever of them is still running after the grace is killed.
const { stop } = stopTreeOnSignals(suite, SHUTDOWN_GRACE_MS, (why) => console.log(`\n  ${why}: exporting the data to .emulator-data and stopping the emulators...`));

try {
  await waitForPorts([PORTS.firestore, PORTS.auth, PORTS.hosting], STARTUP_TIMEOUT_MS);
  const admin = adminCredentials();
  await seed(admin);
  // What was published in an earlier run (kept in .emulator-data) goes back into the fresh build's pages.
  await startSiteBuilder({ rebuildNow: true });
  const seatsAnswer = await waitForApi(`${SITE_URL}/api/seats`, STARTUP_TIMEOUT_MS);
  const requeued = await requeuePendingLeads();
  const requeuedCustomerEvents = await requeuePendingCustomerEvents();
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
      `  Firestore from:  ${setup.firestore}; Storage rules from: ${setup.storageRules}; Emulator UI: ${setup.uiEnabled ? 'http://127.0.0.1:4000' : 'off (not available offline)'}`,
      `  Checkout:        ${payments}`,
      `  Booking:         ${calendar}`,
      `  Lead hooks:      http://127.0.0.1:5055/hooks/{blast,lite,snapshot} (npm run hooks:inbox listens there)${requeued ? `; ${requeued} pending lead(s) queued again` : ''}`,
      `  Customer hook:   http://127.0.0.1:5055/hooks/customer${requeuedCustomerEvents ? `; ${requeuedCustomerEvents} pending customer event(s) queued again` : ''}`,
      `  Customer portal: ${SITE_URL}/api/billing-portal (the stand-in's when it runs)`,
      `  Site builder:    ${SITE_BUILDER_URL.href} (a publish on /admin/site re-renders the pages)`,
      '  Data is kept in .emulator-data between runs. Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
} catch (err) {
  console.error(`The local stack did not come up: ${(err as Error).message}`);
  stop('Start-up failed');
}

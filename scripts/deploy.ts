/**
 * `npm run deploy -- --project <id>`: builds (web prerendered, functions bundled), type-checks,
 * then `firebase deploy` of Hosting, Functions, the Firestore rules and indexes to a real
 * project. Refuses the local demo- project, a web build whose Firebase config still points at
 * it, and a booking calendar (BOOKING_URL) the CSP would not let the overlay frame. Uses the
 * developer's own firebase-tools login (not the isolated config of local runs).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspAllowsFrame, hostingCsp } from './csp';
import { PROJECT_ID, ROOT, parseDotenv } from './local-stack';

const args = process.argv.slice(2);
const flag = args.indexOf('--project');
const project = flag >= 0 ? args[flag + 1] : (JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects?.production as string | undefined);

function stop(message: string): never {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

if (!project) stop('name the project: npm run deploy -- --project <firebase-project-id> (or add "production" to .firebaserc)');
if (project.startsWith('demo-') || project === PROJECT_ID) stop(`${project} is the local demo project; deploy to a real one (README: production checklist)`);
if (process.env.VITE_FIREBASE_PROJECT_ID !== project) {
  stop(`VITE_FIREBASE_PROJECT_ID must be ${project} for the web build (with VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID, VITE_SITE_URL): see README`);
}

// The functions' strings for this project, as firebase deploy reads them (.env, then .env.<project>).
const functionsEnv = Object.assign(
  {},
  ...['.env', `.env.${project}`].map((name) => join(ROOT, 'functions', name)).filter(existsSync).map((path) => parseDotenv(readFileSync(path, 'utf8'))),
) as Record<string, string>;
const booking = functionsEnv.BOOKING_URL;
if (!booking) stop(`set BOOKING_URL (the booking calendar's address) in functions/.env.${project}: see README`);
if (!URL.canParse(booking) || new URL(booking).protocol !== 'https:') stop(`BOOKING_URL must be an https address, not ${booking}`);
if (!cspAllowsFrame(hostingCsp(ROOT), booking)) {
  stop(`the CSP in firebase.json does not let the booking overlay frame ${new URL(booking).origin}: add it to frame-src`);
}

const run = (command: string, commandArgs: string[]) => {
  const { status } = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VITE_USE_EMULATORS: 'false' } });
  if (status !== 0) stop(`${command} ${commandArgs.join(' ')} failed (exit ${status})`);
};

run('npm', ['run', 'build']);
run('npm', ['run', 'typecheck']);
const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
run(process.execPath, [cli, 'deploy', '--project', project, '--only', 'hosting,functions,firestore', ...args.filter((_, i) => i !== flag && i !== flag + 1)]);

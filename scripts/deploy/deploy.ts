/**
 * `npm run deploy -- --project <id> [--check]`: first every check (scripts/deploy/deploy-check.ts: the
 * project, each web setting as Vite reads it, the operator's facts as the pages will show them,
 * each functions param as firebase deploy reads it, the production CSP), naming each setting
 * missing or wrong. With SITE_CONTENT_FROM_FIRESTORE=1 the build renders the published content,
 * and the facts checked are the published ones first (the project's Firestore), the web settings
 * where none is published. With --check it stops there and
 * deploys nothing. Without it: builds (web prerendered, functions bundled), type-checks, then
 * `firebase deploy` of Hosting, the functions, the Firestore rules and indexes, with the config of
 * scripts/deploy/hosting-cache.ts (firebase.json, the published files cached for a year). Uses the
 * developer's own firebase-tools login (not the isolated config of local runs).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FUNCTIONS_SECRETS, deployProblems, readDeploySettings, shellOnlyFunctionsValues } from './deploy-check';
import { DEPLOY_CONFIG_FILE, writeDeployConfig } from './hosting-cache';
import { ROOT } from '../stack/local-stack';
import { publishedFacts } from '../site/published-content';

const args = process.argv.slice(2);
const flag = args.indexOf('--project');
const checkOnly = args.includes('--check');
const firebaserc = join(ROOT, '.firebaserc');
const aliases = (existsSync(firebaserc) ? JSON.parse(readFileSync(firebaserc, 'utf8')).projects : undefined) as Record<string, string> | undefined;
const named = flag >= 0 ? args[flag + 1] : aliases?.production;
// An alias of .firebaserc stands for its project id (firebase deploy resolves it the same way).
const project = (named && aliases?.[named]) || named || '';
const passThrough = args.filter((arg, i) => arg !== '--check' && (flag < 0 || (i !== flag && i !== flag + 1)));

const settings = readDeploySettings(ROOT, project);
if (process.env.SITE_CONTENT_FROM_FIRESTORE === '1' && project) {
  // The project's Firestore, for this check and for the build's prerender (scripts/site/prerender.ts), which inherits it.
  process.env.GOOGLE_CLOUD_PROJECT ||= project;
  settings.published = await publishedFacts();
}
const problems = deployProblems(settings);
if (problems.length > 0) {
  console.error(`deploy: not ready for ${project || 'a project'} (docs/deploy.md, "Production checklist"):`);
  for (const { setting, problem } of problems) console.error(`  ${setting} ${problem}`);
  process.exit(1);
}
console.log(
  [
    `deploy: the offline checks pass for ${project}.`,
    `  The secrets are read by firebase deploy from Secret Manager, not checked here: ${FUNCTIONS_SECRETS.join(', ')}`,
    `  (each set with npx firebase functions:secrets:set NAME --project ${project}).`,
  ].join('\n'),
);
if (checkOnly) process.exit(0);

// firebase deploy reads the functions' strings from functions/.env.<project> only.
const shellOnly = shellOnlyFunctionsValues(settings);
if (Object.keys(shellOnly).length > 0) {
  appendFileSync(join(ROOT, 'functions', `.env.${project}`), Object.entries(shellOnly).map(([name, value]) => `${name}=${value}\n`).join(''));
  console.log(`deploy: wrote ${Object.keys(shellOnly).join(', ')} from the shell to functions/.env.${project}`);
}

const run = (command: string, commandArgs: string[]) => {
  const { status } = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VITE_USE_EMULATORS: 'false' } });
  if (status !== 0) {
    console.error(`deploy: ${command} ${commandArgs.join(' ')} failed (exit ${status})`);
    process.exit(1);
  }
};

// The production build reads web/.env.production (Vite's mode production); the local stack's
// builds (npm start, npm test, the benches) use mode `emulators` and never read it.
run('npm', ['run', 'build', '-w', 'functions']);
run('npm', ['run', 'build:production', '-w', 'web']);
run('npm', ['run', 'typecheck']);
// The built site's published files get their year of cache, in a copy of firebase.json (scripts/deploy/hosting-cache.ts).
const deployConfig = writeDeployConfig(ROOT);
console.log(`deploy: ${DEPLOY_CONFIG_FILE} caches ${deployConfig.files.length} published file(s) for a year`);
const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
run(process.execPath, [cli, 'deploy', ...deployConfig.args, '--project', project, '--only', 'hosting,functions,firestore,storage', ...passThrough]);

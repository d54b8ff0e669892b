// The offline deploy check (npm run deploy -- --project ID --check): every setting missing or
// wrong is named; a complete set passes. Settings are read as Vite and firebase deploy read them.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLISHED_FACTS } from '../../site/site-content-samples';
import { OPERATOR_FACT_SETTINGS } from '../../../web/src/config/env-names';
import { FUNCTIONS_SECRETS, FUNCTIONS_STRINGS, WEB_SETTINGS, deployProblems, readDeploySettings, shellOnlyFunctionsValues, type DeploySettings } from '../deploy-check';
import { ROOT } from '../../stack/local-stack';
import { parseDotenv, testRunFunctionsEnv } from '../../stack/functions-env';

const PROJECT = 'blast-crm-prod';
const WEB: Record<string, string> = {
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_API_KEY: 'AIzaSyFakeKeyForTheTest',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f',
  VITE_SITE_URL: 'https://www.blast-example.com',
  VITE_COMPANY_NAME: 'Example Holdings Inc.',
  VITE_SUPPORT_EMAIL: 'support@blast-example.com',
  VITE_LEGAL_EFFECTIVE_DATE: 'December 1, 2026',
  VITE_LEGAL_JURISDICTION: 'the State of Example',
  VITE_LEGAL_EMAIL: 'legal@blast-example.com',
  VITE_LEGAL_ADDRESS: '1 Example Street, Example City',
  CRM_LOGIN_URL: 'https://app.blast-example.com/login',
};
const FUNCTIONS: Record<string, string> = {
  SITE_URL: 'https://www.blast-example.com',
  BOOKING_URL: 'https://calendly.com/blast-crm/discovery-call',
  CUSTOMER_PORTAL_URL: 'https://billing.stripe.com/p/login/test_abc123',
};
const PRODUCTION_CSP = "default-src 'self'; connect-src 'self' https://firestore.googleapis.com; frame-src 'self' https://calendly.com; object-src 'none'";

const complete = (overrides: Partial<DeploySettings> = {}): DeploySettings => ({
  project: PROJECT,
  web: { ...WEB },
  functionsFiles: { [`functions/.env.${PROJECT}`]: { ...FUNCTIONS } },
  functionsShell: {},
  csp: PRODUCTION_CSP,
  ...overrides,
});
const without = (values: Record<string, string>, name: string) => Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));
const named = (settings: DeploySettings) => deployProblems(settings).map((p) => p.setting);
/** Every web setting the check asks for: its own and the operator facts' (the fallback of the published ones). */
const ALL_WEB = [...Object.keys(WEB_SETTINGS), ...Object.values(OPERATOR_FACT_SETTINGS)];
const FACT_SETTINGS = Object.values(OPERATOR_FACT_SETTINGS);
const withoutFacts = () => Object.fromEntries(Object.entries(WEB).filter(([key]) => !FACT_SETTINGS.includes(key as never)));

describe('the offline deploy check', () => {
  it('passes a complete set of settings', () => {
    expect(deployProblems(complete())).toEqual([]);
  });

  it('names every web setting that is missing, each on its own', () => {
    for (const name of ALL_WEB) expect(named(complete({ web: without(WEB, name) })), name).toEqual([name]);
  });

  it('names every functions string param that is missing, each on its own', () => {
    expect([...FUNCTIONS_STRINGS].sort()).toEqual(['BOOKING_URL', 'CUSTOMER_PORTAL_URL', 'SITE_URL']);
    for (const name of FUNCTIONS_STRINGS) {
      const problems = deployProblems(complete({ functionsFiles: { [`functions/.env.${PROJECT}`]: without(FUNCTIONS, name) } }));
      expect(problems, name).toEqual([{ setting: name, problem: `is not set (functions/.env.${PROJECT}, which firebase deploy reads)` }]);
    }
  });

  it('names everything at once when nothing is set', () => {
    const problems = named({ project: 'demo-x', web: {}, functionsFiles: {}, functionsShell: {}, csp: PRODUCTION_CSP });
    expect(problems).toEqual(['--project', ...ALL_WEB, ...FUNCTIONS_STRINGS]);
  });

  it('checks every web setting the app declares (vite-env.d.ts), but the emulator switch', () => {
    const declared = [...readFileSync(join(ROOT, 'web/src/vite-env.d.ts'), 'utf8').matchAll(/readonly ((?:VITE_|CRM_)\w+)/g)].map((m) => m[1]);
    expect(declared.filter((name) => name !== 'VITE_USE_EMULATORS').sort()).toEqual([...ALL_WEB].sort());
  });

  it('refuses wrong values, naming each', () => {
    const cases: [Partial<DeploySettings>, string, RegExp][] = [
      [{ web: { ...WEB, VITE_FIREBASE_PROJECT_ID: 'another-project' } }, 'VITE_FIREBASE_PROJECT_ID', new RegExp(`must be ${PROJECT}`)],
      [{ web: { ...WEB, VITE_FIREBASE_API_KEY: 'demo-api-key' } }, 'VITE_FIREBASE_API_KEY', /demo/],
      [{ web: { ...WEB, VITE_SITE_URL: 'http://www.blast-example.com' } }, 'VITE_SITE_URL', /https/],
      [{ web: { ...WEB, VITE_SITE_URL: 'https://blast-crm.web.app' } }, 'VITE_SITE_URL', /same site as the functions' SITE_URL/],
      [{ web: { ...WEB, VITE_LEGAL_EMAIL: 'legal at example' } }, 'VITE_LEGAL_EMAIL', /email address/],
      [{ web: { ...WEB, VITE_LEGAL_EFFECTIVE_DATE: 'soon' } }, 'VITE_LEGAL_EFFECTIVE_DATE', /must be a date/],
      [{ web: { ...WEB, VITE_LEGAL_JURISDICTION: '[jurisdiction: set VITE_LEGAL_JURISDICTION]' } }, 'VITE_LEGAL_JURISDICTION', /placeholder/],
      [{ web: { ...WEB, CRM_LOGIN_URL: 'http://app.blast-example.com/login' } }, 'CRM_LOGIN_URL', /https/],
      [{ web: { ...WEB, CRM_LOGIN_URL: 'https://127.0.0.1:5000/login' } }, 'CRM_LOGIN_URL', /not this machine/],
      [{ web: { ...WEB, CRM_LOGIN_URL: 'app.blast-example.com/login' } }, 'CRM_LOGIN_URL', /https/],
      [{ functionsShell: { BOOKING_URL: 'https://cal.example.com/x' } }, 'BOOKING_URL', /frame-src/],
      [{ functionsShell: { BOOKING_URL: 'http://calendly.com/x' } }, 'BOOKING_URL', /https/],
      [{ functionsShell: { SITE_URL: 'https://localhost:5000' } }, 'SITE_URL', /not this machine/],
      [{ functionsShell: { RATE_LIMIT_PER_MINUTE: 'many' } }, 'RATE_LIMIT_PER_MINUTE', /positive number/],
      [{ functionsShell: { CHECKOUT_RATE_LIMIT_PER_MINUTE: '0' } }, 'CHECKOUT_RATE_LIMIT_PER_MINUTE', /positive number/],
      [{ functionsShell: { CLIENT_IP_SOURCE: 'xff:0' } }, 'CLIENT_IP_SOURCE', /must be xff:N \(N from 1\) or a header name/],
      [{ functionsShell: { CUSTOMER_PORTAL_URL: 'http://billing.stripe.com/p/login/x' } }, 'CUSTOMER_PORTAL_URL', /https/],
      [{ functionsShell: { CUSTOMER_HOOK_URL: 'http://hooks.example.com/customer' } }, 'CUSTOMER_HOOK_URL', /https/],
      [{ functionsShell: { SITE_BUILD_HOOK_URL: 'http://cloudbuild.example.com/trigger' } }, 'SITE_BUILD_HOOK_URL', /https/],
    ];
    for (const [overrides, setting, problem] of cases) {
      // A shell value that differs from the file is its own problem; give the file none of it.
      const files = { [`functions/.env.${PROJECT}`]: Object.fromEntries(Object.entries(FUNCTIONS).filter(([name]) => !(name in (overrides.functionsShell ?? {})))) };
      const problems = deployProblems(complete({ functionsFiles: files, ...overrides }));
      expect(problems.map((p) => p.setting), setting).toContain(setting);
      expect(problems.find((p) => p.setting === setting)!.problem, setting).toMatch(problem);
    }
  });

  it('refuses a secret kept in a functions .env file, and a shell value that differs from the file', () => {
    expect(FUNCTIONS_SECRETS).toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'LEAD_HOOK_BLAST_URL', 'LEAD_HOOK_LITE_URL', 'LEAD_HOOK_SNAPSHOT_URL']));
    const leaked = deployProblems(complete({ functionsFiles: { 'functions/.env': { LEAD_HOOK_BLAST_URL: 'https://hooks.example.com/x' }, [`functions/.env.${PROJECT}`]: FUNCTIONS } }));
    expect(leaked).toEqual([{ setting: 'LEAD_HOOK_BLAST_URL', problem: expect.stringContaining(`functions:secrets:set LEAD_HOOK_BLAST_URL --project ${PROJECT}`) }]);
    expect(named(complete({ functionsShell: { SITE_URL: 'https://other.example.com' } }))).toContain('SITE_URL');
  });

  it("takes the published facts over the web settings when the build reads published content, each fact on its own", () => {
    // Every fact published: no VITE_* fact or CRM_LOGIN_URL needed.
    expect(deployProblems(complete({ web: withoutFacts(), published: { number: 4, facts: PUBLISHED_FACTS } }))).toEqual([]);
    // A fact published blank falls back to its setting; with no setting either, it is named with both places to give it.
    const partial = complete({ web: without(WEB, 'VITE_LEGAL_ADDRESS'), published: { number: 4, facts: { ...PUBLISHED_FACTS, address: '', company: ' ' } } });
    expect(deployProblems(partial)).toEqual([
      { setting: 'VITE_LEGAL_ADDRESS', problem: 'is not set (web/.env.production or the shell): published version 4 has no "Mailing address": publish it on /admin/site, or set VITE_LEGAL_ADDRESS' },
    ]);
    expect(deployProblems(complete({ web: without(WEB, 'VITE_LEGAL_ADDRESS'), published: { number: 4, facts: { ...PUBLISHED_FACTS, address: '' } } }))).toHaveLength(1);
  });

  it('refuses a deploy whose published content lacks the legal facts and the settings give none, naming each fact', () => {
    const problems = deployProblems(complete({ web: withoutFacts(), published: { number: 2, facts: { company: PUBLISHED_FACTS.company, crmLoginUrl: PUBLISHED_FACTS.crmLoginUrl } } }));
    expect(problems.map((p) => p.setting)).toEqual(['VITE_SUPPORT_EMAIL', 'VITE_LEGAL_EMAIL', 'VITE_LEGAL_ADDRESS', 'VITE_LEGAL_JURISDICTION', 'VITE_LEGAL_EFFECTIVE_DATE']);
    expect(problems[0].problem).toBe('is not set (web/.env.production or the shell): published version 2 has no "Support email": publish it on /admin/site, or set VITE_SUPPORT_EMAIL');
    // Nothing ever published: every fact, the CRM's sign-in address too, is asked for.
    const nothing = deployProblems(complete({ web: withoutFacts(), published: { number: null, facts: {} } }));
    expect(nothing.map((p) => p.setting)).toEqual(FACT_SETTINGS);
    expect(nothing.find((p) => p.setting === 'CRM_LOGIN_URL')!.problem).toBe(
      'is not set (web/.env.production or the shell): nothing is published on /admin/site: publish "CRM sign-in address (https)" there, or set CRM_LOGIN_URL',
    );
    // A build that reads no published content: the settings alone, and the way to the published ones named.
    const unread = deployProblems(complete({ web: without(WEB, 'VITE_SUPPORT_EMAIL') }));
    expect(unread).toEqual([
      { setting: 'VITE_SUPPORT_EMAIL', problem: 'is not set (web/.env.production or the shell): publish "Support email" on /admin/site and build with SITE_CONTENT_FROM_FIRESTORE=1, or set VITE_SUPPORT_EMAIL' },
    ]);
    // Published facts a build does not read do not count.
    expect(named(complete({ web: withoutFacts() }))).toEqual(FACT_SETTINGS);
  });

  it('holds a published fact to the rule of its setting, naming it as published', () => {
    const problems = deployProblems(complete({ published: { number: 3, facts: { ...PUBLISHED_FACTS, crmLoginUrl: 'https://127.0.0.1/login', supportEmail: 'support at example' } } }));
    expect(problems).toEqual([
      { setting: '"Support email" published on /admin/site', problem: 'must be an email address, not "support at example"' },
      { setting: '"CRM sign-in address (https)" published on /admin/site', problem: 'must be a public address, not this machine (https://127.0.0.1/login)' },
    ]);
  });

  it('refuses a production CSP that allows this machine', () => {
    const problems = deployProblems(complete({ csp: `${PRODUCTION_CSP}; connect-src 'self' http://127.0.0.1:8080` }));
    expect(problems).toEqual([{ setting: 'firebase.json Content-Security-Policy', problem: expect.stringContaining('connect-src http://127.0.0.1:8080') }]);
  });
});

describe('the settings as the build and firebase deploy read them', () => {
  let root: string | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function project(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), 'deploy-check-'));
    for (const dir of ['web', 'functions']) mkdirSync(join(root, dir));
    copyFileSync(join(ROOT, 'firebase.json'), join(root, 'firebase.json'));
    for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
    return root;
  }
  const dotenv = (values: Record<string, string>) => Object.entries(values).map(([k, v]) => `${k}="${v}"\n`).join('');

  it("take web/.env.production (Vite's loadEnv, mode production) and functions/.env.<project>", () => {
    const dir = project({ 'web/.env.production': dotenv(WEB), [`functions/.env.${PROJECT}`]: dotenv(FUNCTIONS) });
    const settings = readDeploySettings(dir, PROJECT, {});
    expect(settings.web).toMatchObject(WEB);
    expect(settings.functionsFiles).toEqual({ [`functions/.env.${PROJECT}`]: FUNCTIONS });
    expect(deployProblems(settings)).toEqual([]);
  });

  it('let the shell win, as Vite does, and pass with everything in the shell alone', () => {
    const dir = project({ 'web/.env.production': dotenv({ ...WEB, VITE_SITE_URL: 'https://old.example.com' }) });
    vi.stubEnv('VITE_SITE_URL', WEB.VITE_SITE_URL);
    const settings = readDeploySettings(dir, PROJECT, { ...process.env, ...FUNCTIONS });
    expect(settings.web.VITE_SITE_URL).toBe(WEB.VITE_SITE_URL);
    expect(deployProblems(settings)).toEqual([]);
    // firebase deploy reads only the file: the deploy writes what only the shell gave there.
    expect(shellOnlyFunctionsValues(settings)).toEqual(FUNCTIONS);
  });

  it('take CRM_LOGIN_URL (no VITE_ prefix) from web/.env.production and from the shell, and refuse a build without it', () => {
    const dir = project({ 'web/.env.production': dotenv(without(WEB, 'CRM_LOGIN_URL')), [`functions/.env.${PROJECT}`]: dotenv(FUNCTIONS) });
    expect(deployProblems(readDeploySettings(dir, PROJECT, {}))).toEqual([{ setting: 'CRM_LOGIN_URL', problem: expect.stringMatching(/^is not set \(web\/\.env\.production or the shell\): publish "CRM sign-in address \(https\)" on \/admin\/site/) }]);
    const fromShell = readDeploySettings(dir, PROJECT, { CRM_LOGIN_URL: WEB.CRM_LOGIN_URL });
    expect(fromShell.web.CRM_LOGIN_URL).toBe(WEB.CRM_LOGIN_URL);
    expect(deployProblems(fromShell)).toEqual([]);
    writeFileSync(join(dir, 'web/.env.production'), dotenv(WEB));
    expect(readDeploySettings(dir, PROJECT, {}).web.CRM_LOGIN_URL).toBe(WEB.CRM_LOGIN_URL);
  });

  it('read nothing but the .env files firebase deploy reads (not .env.local, not another project)', () => {
    const dir = project({ 'functions/.env.local': dotenv(FUNCTIONS), 'functions/.env.other-project': dotenv(FUNCTIONS), 'functions/.env': 'RATE_LIMIT_PER_MINUTE=30\n' });
    expect(readDeploySettings(dir, PROJECT, {}).functionsFiles).toEqual({ 'functions/.env': { RATE_LIMIT_PER_MINUTE: '30' } });
  });
});

describe("npm test's functions settings", () => {
  it('give the lead hooks on the run\'s own port as LOCAL_ overrides, never as the secrets themselves', () => {
    const values = parseDotenv(testRunFunctionsEnv(40123));
    expect(values).toEqual({
      SITE_URL: 'http://127.0.0.1:5000',
      BOOKING_URL: 'http://127.0.0.1:12112/booking',
      LOCAL_LEAD_HOOK_BLAST_URL: 'http://127.0.0.1:40123/hooks/blast',
      LOCAL_LEAD_HOOK_LITE_URL: 'http://127.0.0.1:40123/hooks/lite',
      LOCAL_LEAD_HOOK_SNAPSHOT_URL: 'http://127.0.0.1:40123/hooks/snapshot',
      CUSTOMER_PORTAL_URL: 'http://127.0.0.1:12111/p/login/local',
      CUSTOMER_HOOK_URL: 'http://127.0.0.1:40123/hooks/customer',
      OPS_HOOK_URL: 'http://127.0.0.1:40123/hooks/ops',
    });
  });
});

describe('which build reads the production settings', () => {
  it('only the deploy build: the local stack builds in mode emulators, which never reads web/.env.production', async () => {
    const { loadEnv } = await import('vite');
    const dir = mkdtempSync(join(tmpdir(), 'web-modes-'));
    writeFileSync(join(dir, '.env.production'), 'VITE_FIREBASE_PROJECT_ID=the-real-project\n');
    writeFileSync(join(dir, '.env.emulators'), 'VITE_SUPPORT_EMAIL=local@example.com\n');
    expect(loadEnv('emulators', dir, 'VITE_')).toEqual({ VITE_SUPPORT_EMAIL: 'local@example.com' });
    expect(loadEnv('production', dir, 'VITE_')).toEqual({ VITE_FIREBASE_PROJECT_ID: 'the-real-project' });
    rmSync(dir, { recursive: true, force: true });

    const scripts = JSON.parse(readFileSync(join(ROOT, 'web', 'package.json'), 'utf8')).scripts as Record<string, string>;
    const viteBuilds = (script: string) => script.split('&&').filter((step) => step.includes('vite build'));
    expect(viteBuilds(scripts.build).every((step) => step.includes('--mode emulators'))).toBe(true);
    expect(viteBuilds(scripts['build:production']).every((step) => step.includes('--mode production'))).toBe(true);
    expect(readFileSync(join(ROOT, 'scripts', 'deploy', 'deploy.ts'), 'utf8')).toContain("run('npm', ['run', 'build:production', '-w', 'web'])");
  });
});

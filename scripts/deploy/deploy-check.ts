/**
 * What `npm run deploy` checks before it builds anything: the project, every web setting as Vite
 * reads it for the production build, the operator's facts as the pages will show them (published
 * on /admin/site when the build reads published content, else the web settings), every functions
 * param as firebase deploy reads it, and the production CSP. Each problem names its setting.
 * Offline, but for the published facts (scripts/site/published-content.ts, read by scripts/deploy/deploy.ts).
 * docs/deploy.md, "Production checklist".
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FACT_RULES, OPERATOR_FACT_KEYS, OPERATOR_FACT_LABELS, factSource, factsInEffect, missingLegalFacts, publicHttpsProblem, type OperatorFacts } from '@blast/catalog';
import { loadEnv } from 'vite';
import * as functionsParams from '../../functions/src/params';
import { OPERATOR_FACT_SETTINGS, WEB_ENV_PREFIXES } from '../../web/src/config/env-names';
import { cspAllowsFrame, hostingCsp, localSources } from '../stack/csp';

export interface DeployProblem {
  setting: string;
  problem: string;
}

export interface DeploySettings {
  project: string;
  /** The settings of the production build (VITE_* and CRM_LOGIN_URL): web/.env.production (and .env), the shell winning. */
  web: Record<string, string>;
  /** The functions' variables: functions/.env and .env.<project>, as firebase deploy reads them, by file. */
  functionsFiles: Record<string, Record<string, string>>;
  /** The functions' variables the shell sets (firebase deploy does not read them: the deploy writes them to the file). */
  functionsShell: Record<string, string>;
  /** firebase.json's Content-Security-Policy: what production serves. */
  csp: string;
  /**
   * What is published on /admin/site, when the build reads it (SITE_CONTENT_FROM_FIRESTORE=1):
   * its version's number (null while nothing was ever published) and facts. Absent when the build
   * renders no published content: the web settings are then the only facts.
   */
  published?: PublishedFacts;
}

export interface PublishedFacts {
  number: number | null;
  facts: OperatorFacts;
}

/** The functions' params (functions/src/params.ts), by kind: strings from .env files, secrets from Secret Manager. */
const declared = (Object.values(functionsParams) as unknown[]).filter((value): value is { name: string } => typeof value === 'object' && value !== null && !Array.isArray(value) && 'name' in value);
const paramsOfType = (type: string) => declared.filter((param) => (param.constructor as { type?: string }).type === type).map((param) => param.name);
export const FUNCTIONS_STRINGS = paramsOfType('string');
export const FUNCTIONS_SECRETS = paramsOfType('secret');

/** Optional functions variables (config.ts): a positive number when set. */
const FUNCTIONS_NUMBERS = ['LEAD_FORWARD_TIMEOUT_S', 'PAGE_VIEW_DEDUP_WINDOW_S', 'PAGE_VIEW_RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_PER_MINUTE', 'CHECKOUT_RATE_LIMIT_PER_MINUTE', 'CAMPAIGNS_PER_DAY', 'CAMPAIGNS_PER_ADDRESS_PER_DAY'];
/** An optional hook's address: when set, https. */
const hookAddress = (value: string) => (functionsParams.HTTPS_ADDRESS.test(value) && URL.canParse(value) ? undefined : `must be an https address, not "${value}"`);
/** Optional functions variables with a rule of their own. */
const FUNCTIONS_CHOICES: Readonly<Record<string, (value: string) => string | undefined>> = {
  // The CRM's hook for customer events and the owner's alerts hook: optional, but when set https (config.ts).
  CUSTOMER_HOOK_URL: hookAddress,
  OPS_HOOK_URL: hookAddress,
  // The production rebuild a publish asks for (docs/deploy.md, "Publishing rebuilds the site").
  SITE_BUILD_HOOK_URL: hookAddress,
  CLIENT_IP_SOURCE: (value) => {
    try {
      functionsParams.parseClientIpSource(value);
      return undefined;
    } catch (err) {
      return (err as Error).message.replace(/^CLIENT_IP_SOURCE /, '');
    }
  },
};

type Rule = (value: string, settings: DeploySettings) => string | undefined;

/** A functions variable as the deploy will give it: the shell's value, else the last file's. */
function functionsValue(settings: DeploySettings, name: string): string | undefined {
  const fromFiles = Object.values(settings.functionsFiles).reduce<string | undefined>((value, file) => file[name] ?? value, undefined);
  return settings.functionsShell[name] ?? fromFiles;
}

const httpsAddress: Rule = (value) => publicHttpsProblem(value);
const text: Rule = () => undefined;
const origin = (value: string) => (URL.canParse(value) ? new URL(value).origin : value);

/**
 * Every web setting the production build needs (web/src/config/env.ts reads them), with its rule.
 * The operator's facts (OPERATOR_FACT_SETTINGS) are checked apart, by FACT_RULES.
 */
export const WEB_SETTINGS: Readonly<Record<string, Rule>> = {
  VITE_FIREBASE_PROJECT_ID: (value, { project }) => (value === project ? undefined : `must be ${project}, the project deployed to, not "${value}"`),
  VITE_FIREBASE_API_KEY: (value) => (/^demo-/.test(value) ? 'must be the web app\'s API key, not a demo value' : undefined),
  VITE_FIREBASE_AUTH_DOMAIN: (value) => (/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value) ? undefined : `must be a host name such as <project>.firebaseapp.com, not "${value}"`),
  VITE_FIREBASE_APP_ID: (value) => (/^\d+:\d+:web:[0-9a-f]+$/i.test(value) ? undefined : `must be the web app's id (1:<number>:web:<hex>), not "${value}"`),
  VITE_SITE_URL: (value, settings) => {
    const problem = httpsAddress(value, settings);
    if (problem) return problem;
    const site = functionsValue(settings, 'SITE_URL');
    return site && origin(site) !== origin(value) ? `must be the same site as the functions' SITE_URL (${site}), not ${value}` : undefined;
  },
};

/** The facts as the web settings give them (VITE_* and CRM_LOGIN_URL, OPERATOR_FACT_SETTINGS). */
const settingFacts = (web: Record<string, string>): OperatorFacts =>
  Object.fromEntries(OPERATOR_FACT_KEYS.flatMap((key) => (web[OPERATOR_FACT_SETTINGS[key]] ? [[key, web[OPERATOR_FACT_SETTINGS[key]]]] : [])));

/**
 * The operator's facts as the pages will show them, each by catalog's factsInEffect (the pages'
 * rule, web/src/config/site.ts): the published fact, else the web setting. A legal fact missing
 * (catalog's missingLegalFacts) or the sign-in address missing is a problem naming the fact and
 * where to give it: /admin/site, or the setting. One given is held to its rule, named by where
 * it came from.
 */
export function factProblems(settings: DeploySettings): DeployProblem[] {
  const { web, published } = settings;
  const fromSettings = settingFacts(web);
  const inEffect = factsInEffect(published?.facts, fromSettings);
  const missing: (typeof OPERATOR_FACT_KEYS)[number][] = [...missingLegalFacts(inEffect), ...(inEffect.crmLoginUrl ? [] : (['crmLoginUrl'] as const))];
  const problems: DeployProblem[] = [];
  for (const key of OPERATOR_FACT_KEYS) {
    const setting = OPERATOR_FACT_SETTINGS[key];
    const label = OPERATOR_FACT_LABELS[key];
    if (missing.includes(key)) {
      const where = !published
        ? `publish "${label}" on /admin/site and build with SITE_CONTENT_FROM_FIRESTORE=1, or set ${setting}`
        : published.number === null
          ? `nothing is published on /admin/site: publish "${label}" there, or set ${setting}`
          : `published version ${published.number} has no "${label}": publish it on /admin/site, or set ${setting}`;
      problems.push({ setting, problem: `is not set (web/.env.production or the shell): ${where}` });
      continue;
    }
    const value = inEffect[key]!;
    const source = factSource(key, published?.facts, fromSettings);
    const named = source === 'published' ? `"${label}" published on /admin/site` : setting;
    if (value.startsWith('[')) problems.push({ setting: named, problem: `holds a placeholder ("${value}")` });
    else {
      // The rules the owner's setup list goes by too (catalog/src/setup.ts).
      const problem = FACT_RULES[key](value);
      if (problem) problems.push({ setting: named, problem });
    }
  }
  return problems;
}

/** The rule of each functions string param (a param without a rule here is only required). */
const FUNCTIONS_RULES: Readonly<Record<string, Rule>> = {
  SITE_URL: httpsAddress,
  // The footer's and thank-you pages' "Manage or cancel your subscription" ends here.
  CUSTOMER_PORTAL_URL: httpsAddress,
  BOOKING_URL: (value, settings) => {
    const problem = httpsAddress(value, settings);
    if (problem) return problem;
    return cspAllowsFrame(settings.csp, value) ? undefined : `is on ${new URL(value).origin}, which the frame-src of firebase.json's Content-Security-Policy does not allow (the booking overlay frames it): add it there`;
  },
};

/** Every problem that stands in the way of a deploy, each naming its setting; none when all is set. */
export function deployProblems(settings: DeploySettings): DeployProblem[] {
  const problems: DeployProblem[] = [];
  const { project } = settings;
  const functionsFile = `functions/.env.${project}`;
  if (!project) return [{ setting: '--project', problem: 'name the Firebase project: npm run deploy -- --project <project-id>' }];
  if (project.startsWith('demo-')) problems.push({ setting: '--project', problem: `${project} is a local demo project; deploy to a real one (docs/deploy.md, "Production checklist")` });

  for (const [name, rule] of Object.entries(WEB_SETTINGS)) {
    const value = settings.web[name]?.trim();
    if (!value) problems.push({ setting: name, problem: 'is not set (web/.env.production or the shell)' });
    else if (value.startsWith('[')) problems.push({ setting: name, problem: `holds a placeholder ("${value}")` });
    else {
      const problem = rule(value, settings);
      if (problem) problems.push({ setting: name, problem });
    }
  }

  problems.push(...factProblems(settings));

  for (const name of FUNCTIONS_STRINGS) {
    const value = functionsValue(settings, name)?.trim();
    const rule = FUNCTIONS_RULES[name] ?? text;
    if (!value) problems.push({ setting: name, problem: `is not set (${functionsFile}, which firebase deploy reads)` });
    else {
      const problem = rule(value, settings);
      if (problem) problems.push({ setting: name, problem });
    }
  }
  for (const [file, values] of Object.entries(settings.functionsFiles)) {
    for (const name of FUNCTIONS_SECRETS.filter((secret) => secret in values)) {
      problems.push({ setting: name, problem: `is a secret: remove it from ${file} and set it with npx firebase functions:secrets:set ${name} --project ${project}` });
    }
    for (const [name, value] of Object.entries(settings.functionsShell)) {
      if (name in values && values[name] !== value) problems.push({ setting: name, problem: `the shell and ${file} differ; firebase deploy reads only the file: set it in one place` });
    }
  }
  for (const name of FUNCTIONS_NUMBERS) {
    const value = functionsValue(settings, name);
    if (value !== undefined && !(Number(value) > 0)) problems.push({ setting: name, problem: `must be a positive number, not "${value}"` });
  }
  for (const [name, rule] of Object.entries(FUNCTIONS_CHOICES)) {
    const value = functionsValue(settings, name);
    const problem = value === undefined ? undefined : rule(value);
    if (problem) problems.push({ setting: name, problem });
  }

  for (const source of localSources(settings.csp)) {
    problems.push({ setting: 'firebase.json Content-Security-Policy', problem: `allows this machine (${source}): production's CSP names no 127.0.0.1 or localhost` });
  }
  return problems;
}

/**
 * The settings as the build and firebase deploy will read them: Vite's own loadEnv for mode
 * production from web/ (web/.env, web/.env.production and their .local files; the shell wins),
 * and firebase-tools' own parser over functions/.env and functions/.env.<project>, plus the
 * functions' variables the shell sets.
 */
export function readDeploySettings(root: string, project: string, shell: NodeJS.ProcessEnv = process.env): DeploySettings {
  const fromShell = (names: (name: string) => boolean) =>
    Object.fromEntries(Object.entries(shell).filter((entry): entry is [string, string] => names(entry[0]) && entry[1] !== undefined && entry[1] !== ''));
  const prefixes = [...WEB_ENV_PREFIXES];
  const web = { ...loadEnv('production', join(root, 'web'), prefixes), ...fromShell((name) => prefixes.some((prefix) => name.startsWith(prefix))) };
  const functionsFiles: Record<string, Record<string, string>> = {};
  for (const file of project ? ['.env', `.env.${project}`] : []) {
    const path = join(root, 'functions', file);
    if (existsSync(path)) functionsFiles[`functions/${file}`] = functionsEnv().parseStrict(readFileSync(path, 'utf8'));
  }
  const functionsShell = fromShell((name) => [...FUNCTIONS_STRINGS, ...FUNCTIONS_NUMBERS, ...Object.keys(FUNCTIONS_CHOICES)].includes(name));
  return { project, web, functionsFiles, functionsShell, csp: hostingCsp(root) };
}

/** firebase-tools' own .env parser (the one firebase deploy uses), from the project's install. */
function functionsEnv(): { parseStrict(text: string): Record<string, string> } {
  return createRequire(import.meta.url)('firebase-tools/lib/functions/env.js');
}

/** The functions' variables only the shell gives: the deploy writes them to functions/.env.<project>, which firebase deploy reads. */
export function shellOnlyFunctionsValues(settings: DeploySettings): Record<string, string> {
  return Object.fromEntries(Object.entries(settings.functionsShell).filter(([name]) => Object.values(settings.functionsFiles).every((file) => !(name in file))));
}

// The layering, stated where a reader and CI both see it (STYLE.md, "The house"): no import
// cycles; in the web, no feature importing another and no upward import; in the functions,
// Firestore only in store/, Stripe only in stripe/, settings only in config.ts; the domain's
// capabilities (analytics, leads, money) build one way: money and leads on analytics, none on another.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of web/src/features is a feature: a new one is covered as it is made.
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const web = (path) => `./web/src/${path}`;
const fn = (path) => `./functions/src/${path}`;

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-ssr/**', 'functions/lib/**', '.firebase-local/**', '.emulator-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      // Without these, the plugin skips .ts files when it follows imports (no-cycle sees nothing).
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
    },
    rules: {
      // Our own modules only: following imports into node_modules cost 95% of the lint's time.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Web: each feature on its own; a page or the app composes them.
            ...WEB_FEATURES.map((feature) => ({
              target: web(`features/${feature}`),
              from: web('features'),
              except: [`./${feature}`],
              message: 'A feature does not import another: let a page or the app compose them and pass what is needed.',
            })),
            { target: [web('lib'), web('components'), web('config')], from: [web('features'), web('pages'), web('app')], message: 'lib, components and config sit below the features, pages and app.' },
            { target: web('features'), from: [web('pages'), web('app')], message: 'A feature does not import a page or the app.' },
            { target: web('pages'), from: web('app'), message: 'A page does not import the app.' },
            // Functions: the domain knows nothing of HTTP or of the routes.
            { target: fn('domain'), from: [fn('http'), fn('routes'), fn('app.ts')], message: 'The domain knows nothing of HTTP: throw a named domain error, mapped to a status in http/.' },
            { target: [fn('store'), fn('stripe')], from: [fn('http'), fn('routes')], message: 'store/ and stripe/ sit below the routes.' },
            // stripe/ holds the Stripe client and thin calls to it: what is done with Stripe's answers is the domain's, which calls down into stripe/, never back up.
            { target: fn('stripe'), from: [fn('domain'), fn('store'), fn('triggers'), fn('tasks')], message: 'stripe/ only talks to Stripe: the domain calls it, it never calls the domain or the store.' },
            { target: fn('routes'), from: fn('stripe'), message: 'A route calls the domain, which calls Stripe through stripe/.' },
            // The capabilities: analytics counts what the others bring; leads and money stand apart; the hook delivery serves both.
            { target: fn('domain/analytics'), from: [fn('domain/leads'), fn('domain/money'), fn('domain/delivery')], message: 'analytics builds on no other capability: leads and money call it.' },
            { target: fn('domain/leads'), from: fn('domain/money'), message: 'leads and money stand apart.' },
            { target: fn('domain/money'), from: fn('domain/leads'), message: 'leads and money stand apart.' },
            { target: fn('domain/delivery'), from: [fn('domain/analytics'), fn('domain/leads'), fn('domain/money')], message: 'The hook delivery serves leads and customer events alike: it knows neither.' },
            // catalog/ is pure and shared: it imports neither side.
            { target: './catalog/src', from: ['./functions', './web'], message: 'catalog/ imports neither the functions nor the web.' },
          ],
        },
      ],
    },
  },
  // CommonJS where Node preloads it (--require): require() is the only way.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/store/**', 'functions/src/**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'firebase-admin/firestore', message: 'Firestore lives in functions/src/store/: import the typed references and helpers from there.' },
            { name: '@google-cloud/firestore', message: 'Firestore lives in functions/src/store/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/stripe/**', 'functions/src/store/**', 'functions/src/**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'stripe', allowTypeImports: true, message: 'The Stripe client lives in functions/src/stripe/ (types may be imported).' },
            { name: 'firebase-admin/firestore', message: 'Firestore lives in functions/src/store/: import the typed references and helpers from there.' },
            { name: '@google-cloud/firestore', message: 'Firestore lives in functions/src/store/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['functions/src/config.ts', 'functions/src/**/__tests__/**', 'web/src/config/env.ts', 'web/src/**/__tests__/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Settings are read in one place: functions/src/config.ts, web/src/config/env.ts.' }],
    },
  },
);

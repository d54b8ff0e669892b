// The layering, stated where a reader and CI both see it (STYLE.md, "The house"): no import
// cycles; in the web, no feature importing another and no upward import; in the functions,
// Firestore only in store/, Stripe only in payments/, settings only in config.ts.
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
      'import/no-cycle': 'error',
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
            { target: [fn('store'), fn('payments')], from: [fn('http'), fn('routes')], message: 'store/ and payments/ sit below the routes.' },
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
    ignores: ['functions/src/payments/**', 'functions/src/store/**', 'functions/src/**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'stripe', allowTypeImports: true, message: 'The Stripe client lives in functions/src/payments/ (types may be imported).' },
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

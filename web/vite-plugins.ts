/**
 * The build's own Vite plugins and chunk groups: what makes the page's one script (src/boot.ts)
 * small and self-contained, the islands' chunks loadable by address, and the app's chunks few.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// reactfire imports every Firebase SDK it has hooks for. Without this, each of them lands in the
// seat listener's chunk; marked free of side effects, an SDK is kept only where its exports are
// used (Auth in the operator area, never the others).
export const UNUSED_FIREBASE_SDKS = /[\\/]node_modules[\\/]@firebase[\\/](database|database-compat|storage|functions|remote-config|installations|auth)[\\/]/;

// reactfire (through the rxfire code it bundles) builds a table of Realtime Database listeners at
// module level, which keeps the whole Database SDK (some 35 KB gzipped) in the seat listener's
// chunk although nothing here uses it. Marking that one statement pure lets it be dropped when
// unused; it is still built, unchanged, wherever the Database hooks are used.
const RTDB_TABLE = /var (\w+) = Object\.freeze\(\((\w+) = \{\}, \2\[B\.added\]/;
export function pureReactfireRtdbTable(): Plugin {
  return {
    name: 'blast:pure-reactfire-rtdb-table',
    transform(code, id) {
      if (!/[\\/]reactfire[\\/]dist[\\/]index\.js$/.test(id)) return null;
      const match = RTDB_TABLE.exec(code);
      if (!match) {
        this.warn('reactfire changed: the Realtime Database table was not found, so its SDK stays in the bundle');
        return null;
      }
      const end = code.indexOf(';', match.index);
      const statement = code.slice(match.index, end);
      const value = statement.slice(statement.indexOf('=') + 1).trim();
      return { code: code.slice(0, match.index) + `var ${match[1]} = /* @__PURE__ */ (() => ${value})()` + code.slice(end), map: null };
    },
  };
}

// Firestore's SDK bundles re2js (a RE2 regular-expression engine, some 47 KB compressed, the
// largest part of the seat listener's chunk) for one thing: evaluating the `like`,
// `regex_contains` and `regex_match` functions of pipeline queries on the client. The site
// listens to one document and runs no pipeline. Firestore calls RE2JS.compile only inside
// try/catch (an invalid pattern gives an error value and a logged warning), so the stand-in
// below, which refuses every pattern, is all that reaches the browser.
const RE2JS_STAND_IN = '\0blast:re2js-stand-in';
export function firestoreWithoutRe2js(): Plugin {
  return {
    name: 'blast:firestore-without-re2js',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 're2js' && importer && /[\\/]@firebase[\\/]firestore[\\/]/.test(importer) ? RE2JS_STAND_IN : null;
    },
    load(id) {
      if (id !== RE2JS_STAND_IN) return null;
      return `export const RE2JS = { compile() { throw new Error('Regular expressions in Firestore pipeline queries are not part of this site'); } };`;
    },
  };
}

// The page's script tag loads src/boot.ts alone; boot.ts loads the app (main.tsx) once the page
// has painted, from the address this plugin gives it: in a build, main.tsx's own entry chunk
// (hashed like every asset); under `vite dev`, the source file. The island chunks are loaded the
// same way, by address (`import()` of a module would bring Vite's preload helper, which lives in
// the app's chunks, into boot.ts), each an entry of its own copies (`?island-<name>`, below): they
// import no chunk either.
function chunkUrl({ virtualId, source, name, idSuffix = '' }: { virtualId: string; source: string; name: string; idSuffix?: string }): Plugin {
  const file = fileURLToPath(new URL(`.${source}`, import.meta.url));
  let reference: string | undefined;
  let clientBuild = false;
  return {
    name: `blast:chunk-url:${name}`,
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      // An island's chunk keeps its exports (its start function), which Vite drops from an entry otherwise.
      if (clientBuild) reference = this.emitFile({ type: 'chunk', id: file + idSuffix, name, ...(idSuffix && { preserveSignature: 'exports-only' }) });
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : null;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return null;
      return reference ? `export default import.meta.ROLLUP_FILE_URL_${reference};` : `export default ${JSON.stringify(source)};`;
    },
  };
}

// boot.ts is the page's one script and must import no chunk, yet it uses some of the app's own
// modules (the API client, the campaign, the seat rules). In a client build every module boot.ts
// reaches is loaded again under a `?boot` id: Rolldown takes it for a module of its own, and
// boot.ts's chunk holds its own copy (tree-shaken to what boot.ts uses) instead of importing a
// chunk it would share with the app. prerendered-html.test.ts holds it to one small script.
// An island boot.ts loads later (the usage estimator's, on two pages) is a chunk with copies of
// its own (`?island-<name>`), neither the app's, boot.ts's nor another island's: two islands
// sharing copies would share a chunk, which each would have to import.
const BOOT = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
const BOOT_COPY = '?boot';
const islandCopy = (name: string) => `?island-${name}`;
const ISLAND_COPY = /\?island-[\w-]+$/;
export function bootOwnCopies(): Plugin {
  let clientBuild = false;
  return {
    name: 'blast:boot-own-copies',
    enforce: 'pre',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    async resolveId(source, importer, options) {
      if (!clientBuild || !importer) return null;
      const island = ISLAND_COPY.exec(importer)?.[0];
      if (importer !== BOOT && !importer.endsWith(BOOT_COPY) && !island) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith('\0')) return resolved;
      return { ...resolved, id: resolved.id + (island ?? BOOT_COPY) };
    },
  };
}

// What main.tsx imports statically (Rolldown tags these '$initial') is six chunks, which boot.ts
// evaluates one at a time, yielding to the browser in between: React and the router; emotion and
// MUI's system; MUI's theming (whose default theme is built as it loads); MUI's components; the
// site's theme (built as it loads); the app (the catalogue, the shell, main.tsx): evaluated at
// once they would be one long task, during which a tap waits. Each chunk holds only what the shell
// uses, however many pages also use a part of it: left to itself, Rolldown gives every module a
// page shares with the shell a chunk of its own, each a request with a kilobyte of headers.
// boot.ts (with its own copies) stays out of all of them: the page's one script must stay small. scripts/site/prerender.ts writes into each page
// the list of these chunks (and of its page's), from the build's manifest.
const OWN_MODULES = /[\\/]index\.html$|[\\/]src[\\/]boot\.ts$|\?boot$|\?island-[\w-]+$|virtual:blast\/[\w-]+-url$/;
const initialGroup = (name: string, priority: number, test: RegExp) => ({
  name,
  priority,
  tags: ['$initial' as const],
  test: (id: string) => !OWN_MODULES.test(id) && test.test(id),
});
const NODE_MODULES = '[\\\\/]node_modules[\\\\/]';
export const APP_CHUNKS = [
  initialGroup('react', 6, new RegExp(`${NODE_MODULES}(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\\\/]`)),
  initialGroup('ui-system', 5, new RegExp(`${NODE_MODULES}(@emotion|stylis|@mui[\\\\/](system|utils|styled-engine|private-theming|types)|react-is|hoist-non-react-statics|clsx|prop-types|@babel[\\\\/]runtime)[\\\\/]`)),
  initialGroup('ui-styles', 4, new RegExp(`${NODE_MODULES}@mui[\\\\/]material[\\\\/](styles|colors)[\\\\/]`)),
  initialGroup('ui', 3, new RegExp(`${NODE_MODULES}(@mui[\\\\/]material|react-transition-group)[\\\\/]`)),
  initialGroup('theme', 2, /[\\/]src[\\/]app[\\/]theme\.ts$/),
  initialGroup('shell', 1, /./),
];

/** The app's entry and the island chunks, each given to the page's script by address (`virtual:blast/<name>-url`). */
export const chunkUrls = (): Plugin[] => [
  chunkUrl({ virtualId: 'virtual:blast/app-url', source: '/src/main.tsx', name: 'app' }),
  chunkUrl({ virtualId: 'virtual:blast/usage-estimate-island-url', source: '/src/features/usage-estimate/usage-estimate-island.ts', name: 'usage-estimate-island', idSuffix: islandCopy('usage-estimate') }),
  chunkUrl({ virtualId: 'virtual:blast/order-island-url', source: '/src/features/order/order-island.ts', name: 'order-island', idSuffix: islandCopy('order') }),
];

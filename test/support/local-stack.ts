/**
 * The local stack as the tests see it (scripts/stack/): its addresses and settings, the functions'
 * .env.local, the CSP it serves, the browser's flags and the run's process tree. Tests reach
 * scripts/ through test/support only; this file loads no SDK and needs no running emulator.
 */
export {
  HOST,
  LOCAL_PARAMS,
  LOCAL_STAND_IN_KEY,
  PORTS,
  PROJECT_ID,
  ROOT,
  SITE_URL,
  STORAGE_BUCKET,
  emulatorPorts,
  localCsp,
} from '../../scripts/stack/local-stack';
export { ensureFunctionsEnvLocal } from '../../scripts/stack/functions-env';
export { cspAllowsFrame, cspDirectives } from '../../scripts/stack/csp';
export { CHROME_FLAGS } from '../../scripts/stack/browser';
export { ancestorMatching, commandLine, descendants } from '../../scripts/stack/processes';

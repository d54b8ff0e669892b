/**
 * The names a build reads from the environment (Vite's `envPrefix`): every VITE_* setting, and
 * CRM_LOGIN_URL, the CRM's sign-in address, which the deploy settings name without the prefix.
 * web/vite.config.ts and the deploy check (scripts/deploy-check.ts) both read them from here.
 */
export const WEB_ENV_PREFIXES = ['VITE_', 'CRM_LOGIN_URL'] as const;

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_LEGAL_EFFECTIVE_DATE?: string;
  readonly VITE_LEGAL_JURISDICTION?: string;
  readonly VITE_LEGAL_EMAIL?: string;
  readonly VITE_LEGAL_ADDRESS?: string;
  /** The CRM's sign-in address (https): the nav's and footer's "Log in". */
  readonly CRM_LOGIN_URL?: string;
}

/** The address of the app's entry (main.tsx), given to boot.ts by vite-plugins.ts. */
declare module 'virtual:blast/app-url' {
  const url: string;
  export default url;
}

/** The address of the usage estimator's island (features/usage-estimate), given to its loader by vite-plugins.ts. */
declare module 'virtual:blast/usage-estimate-island-url' {
  const url: string;
  export default url;
}

/** The address of the thank-you pages' order island (features/order), given to boot.ts by vite-plugins.ts. */
declare module 'virtual:blast/order-island-url' {
  const url: string;
  export default url;
}

interface Window {
  /** The address whose page view boot.ts counted (page/handoff.ts, claimLandingView). */
  blastLandingView?: string;
}

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_CHUNKS, UNUSED_FIREBASE_SDKS, bootOwnCopies, chunkUrls, firestoreWithoutRe2js, pureReactfireRtdbTable } from './vite-plugins';
import { WEB_ENV_PREFIXES } from './src/config/env-names';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    pureReactfireRtdbTable(),
    firestoreWithoutRe2js(),
    ...chunkUrls(),
    bootOwnCopies(),
  ],
  // VITE_* and CRM_LOGIN_URL (src/config/env.ts reads them).
  envPrefix: [...WEB_ENV_PREFIXES],
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    // dist/.vite/manifest.json: the chunks scripts/site/prerender.ts names in each page; it moves it
    // out of dist, since it lists every source file.
    manifest: !isSsrBuild,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !UNUSED_FIREBASE_SDKS.test(id),
      },
      output: isSsrBuild ? {} : { codeSplitting: { groups: APP_CHUNKS } },
    },
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev -w web` beside `npm start`: the API comes from the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
}));

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// reactfire imports every Firebase SDK it has hooks for. Without this, each of them lands in the
// seat listener's chunk; marked free of side effects, an SDK is kept only where its exports are
// used (Auth in the operator area, never the others).
const UNUSED_FIREBASE_SDKS = /[\\/]node_modules[\\/]@firebase[\\/](database|database-compat|storage|functions|remote-config|installations|auth)[\\/]/;

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !UNUSED_FIREBASE_SDKS.test(id),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev -w web` beside `npm start`: the API comes from the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});

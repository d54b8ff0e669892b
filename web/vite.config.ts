import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev -w web` beside `npm start`: the API comes from the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});

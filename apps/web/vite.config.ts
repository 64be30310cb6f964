import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  // `npm run dev -w @sagitta/web` serves the app with hot reload against a running server.
  server: {
    proxy: {
      '/api': api,
      '/auth': api,
      // The worklist's API and its live feed (a websocket at /patient-list/ws).
      '/patient-list': { target: api, ws: true },
      '/launcher': api,
    },
  },
});

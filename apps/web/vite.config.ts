import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Everything the SPA calls on its own origin; under `vite` dev it is served by the API on 3001.
const API_ORIGIN = 'http://127.0.0.1:3001';
const proxied = ['/api', '/assets/i18n', '/idp', '/docfinder-api', '/healthz'];

export default defineConfig({
  plugins: [react()],
  build: {
    target: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    sourcemap: false,
    rolldownOptions: {
      // Two pages: the portal and the operator console (docs/decisions/011); shared code becomes
      // common chunks, so the portal's page loads nothing of the console.
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        admin: resolve(import.meta.dirname, 'admin.html'),
      },
      output: {
        // The password meter's dictionaries get a name the size budget recognises (their own budget).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('@zxcvbn-ts/language-')
            ? 'assets/password-dictionary-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
});

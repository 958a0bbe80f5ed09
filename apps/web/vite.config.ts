import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keepShell } from './shell-precache.ts';

// Everything the SPA calls on its own origin; under `vite` dev it is served by the API on 3001.
const API_ORIGIN = 'http://127.0.0.1:3001';
const proxied = ['/api', '/assets/i18n', '/idp', '/docfinder-api', '/healthz'];

/**
 * React Router's package exports only its development build, whose warnings run in production too
 * (remix-run/react-router#14102); its production build ships beside it. The browser build uses that one
 * (`vite` dev keeps the warnings; the server's render, run by Node, resolves the package itself).
 */
const reactRouterDist = resolve(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve(reactRouterDist, 'production/dom-export.mjs') },
];

/** The server render of the public pages (src/entry-server.tsx, docs/decisions/029), for the API. */
const serverBuild: UserConfig = {
  plugins: [react()],
  // The public files are the browser build's.
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    target: 'node24',
    sourcemap: false,
    // The pages' styles come with the browser build; the server renders markup only.
    cssCodeSplit: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
};

const browserBuild: UserConfig = {
  plugins: [
    react(),
    // Our own worker (push needs one), built with Workbox and served at the spec's /ngsw-worker.js. The
    // manifest is served per country by the API (/manifest.webmanifest); registration is ours, lazy
    // (src/lib/service-worker.ts), so nothing is injected into index.html or the initial chunk.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'ngsw-worker.ts',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        // The app shell: what index.html loads, fonts and icons (shell-precache.ts); not index.html
        // itself (per country, with a fresh CSP nonce). Lazy screens are cached on first use.
        globPatterns: ['assets/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
        manifestTransforms: [keepShell(resolve(import.meta.dirname, 'dist/index.html'))],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
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
        // TanStack Query is one chunk: split per module by importer it came as nine files of 1-6 KB, each a
        // request and a preload link on every signed-in page's first load (issue 38).
        codeSplitting: {
          // Only the library's own modules: following its imports would pull React in too.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
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
};

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverBuild;
  return command === 'build' ? { ...browserBuild, resolve: { alias: reactRouterProduction } } : browserBuild;
});

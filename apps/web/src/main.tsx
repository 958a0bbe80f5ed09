// Start-up: country first (it picks the language), then its dictionary, then the first render.
// Zod's configuration comes before every other import: schemas read it when they are built.
import '#lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from '#app/router.tsx';
import { initCountry } from '#lib/country.ts';
import { applyCountryHead } from '#lib/document-head.ts';
import { initI18n } from '#lib/i18n.ts';
import '#styles/index.css';

async function start() {
  initCountry();
  applyCountryHead();
  const i18n = await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
  return i18n;
}

const started = start();
started.catch((error: unknown) => {
  console.error('The portal could not start', error);
});

// The service worker, outside development only (spec section 9): once the app is stable (loaded, then
// the browser's first idle moment) or after 30 000 ms, whichever comes first; its code is a lazy chunk.
if (import.meta.env.PROD) {
  let registering = false;
  const register = () => {
    if (registering) return;
    registering = true;
    Promise.all([started, import('#app/service-worker.ts')])
      .then(([i18n, worker]) => worker.startServiceWorker((key) => i18n.t(key)))
      .catch((error: unknown) => console.error('Service worker registration failed with:', error));
  };
  setTimeout(register, 30_000);
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register) : register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

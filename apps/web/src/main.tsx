// Start-up: country first (it picks the language), then its dictionary, then the first render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from '#app/router.tsx';
import { initCountry } from '#lib/country.ts';
import { applyCountryHead } from '#lib/document-head.ts';
import { initI18n } from '#lib/i18n.ts';
import '#styles/index.css';

async function start(): Promise<void> {
  initCountry();
  applyCountryHead();
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('The portal could not start', error);
});

// The service worker, outside development only (spec section 9): once the app is stable (loaded, then
// the browser's first idle moment) or after 30 000 ms, whichever comes first; its code is a lazy chunk.
if (import.meta.env.PROD) {
  let started = false;
  const register = () => {
    if (started) return;
    started = true;
    import('#app/service-worker.ts')
      .then((worker) => worker.startServiceWorker())
      .catch((error: unknown) => console.error('Service worker registration failed with:', error));
  };
  setTimeout(register, 30_000);
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register) : register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

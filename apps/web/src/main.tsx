// Start-up: country first (it picks the language), then its dictionary, then the first render.
// Zod's configuration comes before every other import: schemas read it when they are built.
import '#lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { appRoutes, createRouter, routerReady } from '#app/router.tsx';
import { config } from '#lib/config.ts';
import { initCountry } from '#lib/country.ts';
import { applyCountryHead } from '#lib/document-head.ts';
import { markPageOwned } from '#lib/hydration.ts';
import { initI18n } from '#lib/i18n.ts';
import { nextTask } from '#lib/next-task.ts';
import '#styles/index.css';
import '#app/server-rendered-styles.ts';

/** Set by the server on a page it rendered (docs/decisions/029): the country it rendered it for. */
const SERVER_RENDERED = 'serverRendered';

async function start() {
  const country = initCountry();
  applyCountryHead();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Hydrated only when this browser shows the country the server rendered (a stored `?loc` may differ);
  // otherwise React renders the page anew over the server's HTML.
  const hydrate = root.dataset[SERVER_RENDERED] === country.code && config.countryCode === country.code;
  const dictionary = initI18n();
  // The browser gets a turn between evaluating the modules and building the router (which matches the
  // route table and starts loading the page's screen while the dictionary arrives): two tasks instead of
  // one long one, in which a tap would wait (Lighthouse's total blocking time, issue 38).
  await nextTask();
  const router = createRouter(appRoutes());
  const [i18n] = await Promise.all([dictionary, hydrate ? routerReady(router) : null]);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // In a transition React renders in slices of a few milliseconds and lets the browser handle input in
  // between, instead of one long task (Lighthouse's total blocking time); React Router's own entry does so.
  if (!hydrate) markPageOwned();
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
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

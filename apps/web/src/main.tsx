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

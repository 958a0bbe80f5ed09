// The operator console's entry (docs/decisions/011): its own bundle; physicians never download it.
// Zod's configuration comes before every other import: schemas read it when they are built.
import '#lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import '#styles/index.css';
import './admin.css';

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

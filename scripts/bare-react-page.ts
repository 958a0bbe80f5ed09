// The machine's floor for Lighthouse: a bare React 19 page (a heading and a paragraph rendered on the
// client, nothing else), built with Vite and served by a bare Fastify in the same run as the portal's
// pages, so every score is read beside what this machine gives the simplest React page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');

const HTML = `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Bare React 19</title><meta name="description" content="The bare React page of the bench."></head>
  <body><div id="root"></div><script type="module" src="./main.js"></script></body>
</html>`;

// createElement rather than JSX: the page needs no React plugin to build.
const MAIN = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Conhecimento médico atualizado'), h('p', null, 'Uma página React 19 sem mais nada.')),
);
`;

export async function serveBareReactPage(): Promise<{ url: string; close: () => Promise<void> }> {
  // Inside the project, so the build resolves react and react-dom from its node_modules.
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const source = mkdtempSync(join(cache, 'bare-react-'));
  writeFileSync(join(source, 'index.html'), HTML);
  writeFileSync(join(source, 'main.js'), MAIN);
  const outDir = join(source, 'dist');
  await build({ root: source, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/`,
    close: async () => {
      await app.close();
      rmSync(source, { recursive: true, force: true });
    },
  };
}

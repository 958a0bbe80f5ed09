// The web's server render of the public pages (apps/web/src/entry-server.tsx, docs/decisions/029), built
// by `npm run build` into dist-server/ beside the web's dist/ and loaded once at start. Without that
// build (a development server, a test with a stand-in dist) every page is the client-rendered shell.
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CountryCode } from '@portal/countries';

export interface RenderInput {
  /** Path and query of the page, as requested. */
  url: string;
  countryCode: CountryCode;
  /** The runtime configuration the page carries in #portal-config. */
  runtimeConfig: unknown;
  /** The country's dictionary. */
  dictionary: unknown;
  /** Answers a same-origin GET with its JSON, or null. */
  fetchJson: (url: string) => Promise<unknown>;
}

/** The root's markup and the JSON block of the page's answers, or null for a page the browser renders. */
export type PageRenderer = (input: RenderInput) => Promise<{ html: string; data: string } | null>;

/** Where the server build of `webDistDir` is: `dist` -> `dist-server/entry-server.js`. */
export function serverEntryOf(webDistDir: string): string {
  return join(dirname(webDistDir), `${basename(webDistDir)}-server`, 'entry-server.js');
}

export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const entry = serverEntryOf(webDistDir);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: PageRenderer };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

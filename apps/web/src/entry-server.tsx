// The server render of the public pages (docs/decisions/029): the same route tree as the browser's,
// through React Router's static handler, in the country's language, with the answers of the page's
// queries; main.tsx hydrates it. Built by `vite build --ssr` into dist-server/ and called by the API
// (modules/page-render). Only the landing, sign-in, registration, legal, doctor-finder and certificate
// pages and the public content link: the signed-in SPA stays client-rendered.
import '#lib/zod-jitless.ts';
import { type CountryCode, getCountry } from '@portal/countries';
import type { Dictionary } from '@portal/i18n';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QUERY_CLIENT_OPTIONS } from '#app/query-client.ts';
import { appRoutes } from '#app/router.tsx';
import { isServerRendered, type ServerQuery, serverQueries } from '#app/server-queries.ts';
import { SERVER_DATA_ID, ServerQueryClient } from '#app/server-query-client.ts';
import { config, parseConfig } from '#lib/config.ts';
import { setRenderedCountry } from '#lib/country.ts';

export interface RenderInput {
  /** Path and query of the page, as requested. */
  url: string;
  /** The country resolved from the host, `?loc` honoured. */
  countryCode: CountryCode;
  /** The runtime configuration the page carries in #portal-config. */
  runtimeConfig: unknown;
  /** The country's dictionary, as /assets/i18n serves it. */
  dictionary: Dictionary;
  /** Answers a same-origin GET with its JSON, or null when it fails (the browser then asks itself). */
  fetchJson: (url: string) => Promise<unknown>;
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The JSON block of the page's answers, to put after the root (its nonce is added by the server). */
  data: string;
}

const handler = createStaticHandler(appRoutes());

/** JSON that cannot close its <script> element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function answer(queries: ServerQuery[], fetchJson: RenderInput['fetchJson']): Promise<QueryClient> {
  const client = new QueryClient(QUERY_CLIENT_OPTIONS);
  const answers = await Promise.all(queries.map((query) => fetchJson(query.url)));
  queries.forEach((query, index) => {
    const data = answers[index];
    if (data === null || data === undefined) return;
    client.setQueryData(query.key, query.infinite ? { pages: [data], pageParams: [1] } : data);
  });
  return client;
}

/** The page at `url` rendered for its country, or null for a page the browser renders. */
export async function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  const url = new URL(input.url, 'http://portal.invalid');
  if (!isServerRendered(url.pathname)) return null;
  const country = getCountry(input.countryCode);
  const runtime = parseConfig(JSON.stringify(input.runtimeConfig));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const client = await answer(
    serverQueries(url.pathname, url.search, country, runtime.docfinderApiUrl),
    input.fetchJson,
  );
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: country.language,
    resources: {},
    fallbackLng: false,
    returnNull: false,
    interpolation: {
      escapeValue: false,
      defaultVariables: { appName: country.appName, brand: runtime.brandLabel, countryName: country.name },
    },
    react: { useSuspense: false },
  });
  // Under the code i18next made of the language ('pt-br' becomes 'pt-BR'), as the browser's backend does.
  i18n.addResourceBundle(i18n.language, 'translation', input.dictionary);
  // The screens read the configuration and the country from modules (one page view in a browser); the
  // render below is synchronous, so setting them just before it is safe on a server serving many.
  Object.assign(config, runtime);
  setRenderedCountry(country);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ServerQueryClient.Provider value={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerQueryClient.Provider>
    </I18nextProvider>,
  );
  const data = `<script id="${SERVER_DATA_ID}" type="application/json">${jsonForScript(dehydrate(client))}</script>`;
  return { html, data };
}

// The HTTP client of the events screens; `keepaliveApi` lets the "left" attendance outlive the page.
import { ApiError, buildHeaders, createApiClient, parseErrorBody } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';
import { createCounterStore } from '#lib/loading.ts';
import { local, STORAGE_KEYS } from '#lib/storage-keys.ts';

const token = () => local.getItem(STORAGE_KEYS.accessToken);

export const eventsApi = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  country: getCountry,
  token,
  loading: createCounterStore(),
});

export const keepaliveApi = createApiClient({
  fetch: (input, init) => window.fetch(input, { ...init, keepalive: true }),
  country: getCountry,
  token,
  loading: createCounterStore(),
});

/** GET of a file with the user's token (the .ics download needs the Authorization header). */
export async function getFile(path: string, accept: string): Promise<Blob> {
  const headers = buildHeaders(getCountry(), token(), false);
  headers.set('accept', accept);
  const response = await window.fetch(path, { headers, credentials: 'same-origin' });
  if (!response.ok) throw parseErrorBody(response.status, await response.text());
  return response.blob();
}

export { ApiError };

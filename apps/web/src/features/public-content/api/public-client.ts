// HTTP client of public (token) mode: anonymous headers even in a signed-in browser, no page-blocking
// overlay, and 401/403 thrown before the shared client sees them: a bad link must not sign anybody out.
import { createApiClient, parseErrorBody } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';
import { createCounterStore } from '#lib/loading.ts';

async function fetchKeepingRefusals(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await window.fetch(input, init);
  if (response.status === 401 || response.status === 403) {
    throw parseErrorBody(response.status, await response.text());
  }
  return response;
}

export const publicApi = createApiClient({
  fetch: fetchKeepingRefusals,
  country: getCountry,
  token: () => null,
  loading: createCounterStore(),
});

export type PublicApi = Pick<typeof publicApi, 'get' | 'post'>;

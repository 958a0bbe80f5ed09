// The HTTP client of the content screens. Two differences from the shared `api`: reads do not raise the
// page-blocking overlay (the screens show skeletons instead), and a 403 means "not this content" (a
// speaker-training item, say) rather than a bad session, so it does not sign the user out. A 401 still does.
import { ApiError, createApiClient, parseErrorBody } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';
import { createCounterStore } from '#lib/loading.ts';
import { local, STORAGE_KEYS } from '#lib/storage-keys.ts';

async function fetchKeepingForbidden(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await window.fetch(input, init);
  // Thrown here, before the shared client would treat the 403 as a sign-out.
  if (response.status === 403) throw parseErrorBody(403, await response.text());
  return response;
}

export const contentApi = createApiClient({
  fetch: fetchKeepingForbidden,
  country: getCountry,
  token: () => local.getItem(STORAGE_KEYS.accessToken),
  loading: createCounterStore(),
});

export { ApiError };

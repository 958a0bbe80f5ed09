// The search screen's HTTP client: like the shared `api`, but without the page-blocking overlay (the
// screen shows its own loading state while a search runs). A 401 still signs the user out.
import { createApiClient } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';
import { createCounterStore } from '#lib/loading.ts';
import { local, STORAGE_KEYS } from '#lib/storage-keys.ts';

export const searchApi = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  country: getCountry,
  token: () => local.getItem(STORAGE_KEYS.accessToken),
  loading: createCounterStore(),
});

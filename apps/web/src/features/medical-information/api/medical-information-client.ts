// The HTTP client of the medical-information screens: its own loading counter, so a send shows its own
// loader instead of the page-blocking overlay.
import { createApiClient } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';
import { createCounterStore } from '#lib/loading.ts';
import { local, STORAGE_KEYS } from '#lib/storage-keys.ts';

export const medicalInformationApi = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  country: getCountry,
  token: () => local.getItem(STORAGE_KEYS.accessToken),
  loading: createCounterStore(),
});

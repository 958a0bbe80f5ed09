// For checks made while the user types (e-mail taken?, number in the registry?): they must not raise
// the page-blocking overlay, which would swallow the click that moved focus away from the field.
import { createApiClient } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';
import { createCounterStore } from '#lib/loading.ts';

export const quietApi = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  country: getCountry,
  // Only anonymous visitors register.
  token: () => null,
  loading: createCounterStore(),
});

// The HTTP client of the training screens. Like the content client: a 403 means "not this course" (a
// speaker-training course) and does not sign the user out; reads do not raise the page-blocking overlay.
// `getBlob` reads a binary (the certificate PDF) with the same headers and token.
import { ApiError, buildHeaders, createApiClient, parseErrorBody } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';
import { createCounterStore } from '#lib/loading.ts';
import { local, STORAGE_KEYS } from '#lib/storage-keys.ts';

const token = () => local.getItem(STORAGE_KEYS.accessToken);

async function fetchKeepingForbidden(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await window.fetch(input, init);
  if (response.status === 403) throw parseErrorBody(403, await response.text());
  return response;
}

export const trainingApi = createApiClient({
  fetch: fetchKeepingForbidden,
  country: getCountry,
  token,
  loading: createCounterStore(),
});

/** GET of a binary with the user's token; rejects with ApiError on an HTTP error. */
export async function getBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers = buildHeaders(getCountry(), token(), false);
  headers.set('accept', 'application/pdf, */*');
  const response = await window.fetch(path, { headers, signal, credentials: 'same-origin' });
  if (!response.ok) throw parseErrorBody(response.status, await response.text());
  return response.blob();
}

export { ApiError };

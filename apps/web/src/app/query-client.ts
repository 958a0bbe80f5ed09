// The server-state cache of the signed-in screens. It lives in its own chunk with react-query, so the
// landing (which reads no server state) does not load it; see query-layout.tsx. A server-rendered page
// brings the answers it was rendered with (#portal-data): they seed the cache, so hydration shows the
// same profile or results and nothing is fetched twice.
import { hydrate, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { SERVER_DATA_ID } from './server-query-client.ts';

export const QUERY_CLIENT_OPTIONS: QueryClientConfig = {
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
};

export const queryClient = new QueryClient(QUERY_CLIENT_OPTIONS);

const served = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ID);
if (served?.textContent) {
  try {
    hydrate(queryClient, JSON.parse(served.textContent));
  } catch (error) {
    console.error('The served page data could not be read', error);
  }
}

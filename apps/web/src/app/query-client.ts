// The server-state cache of the signed-in screens. It lives in its own chunk with react-query, so the
// landing (which reads no server state) does not load it; see query-layout.tsx.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});

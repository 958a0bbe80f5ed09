// Provides the server-state cache to every route below it. Loaded lazily as a layout route, so
// react-query is not part of the landing's initial JavaScript. On the server, the page's own cache.
import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';
import { ServerQueryClient } from './server-query-client.ts';

export function Component() {
  const client = useContext(ServerQueryClient) ?? queryClient;
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}

// Provides the server-state cache to every route below it. Loaded lazily as a layout route, so
// react-query is not part of the landing's initial JavaScript.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

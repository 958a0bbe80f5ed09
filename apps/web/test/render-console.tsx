// Renders a console component as the console does (its dictionaries, a query cache holding the signed-in
// member, a router), for component tests in happy-dom. The member is given; nothing calls the API.
import type { StaffMe, StaffRole } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '#admin/lib/i18n.tsx';
import { meQuery } from '#admin/lib/session.ts';

export function staffMember(roles: StaffRole[], email = `${roles[0]}@example.com`): StaffMe {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email,
    name: 'Test Member',
    roles,
    countries: ['BR', 'MX'],
  };
}

/** `path`: where the router stands (the page a navigation test marks as current). */
export function renderConsole(ui: ReactElement, me: StaffMe, path = '/') {
  localStorage.setItem('portal.admin.lang', 'pt-br');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQuery.queryKey, me);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    ),
  };
}

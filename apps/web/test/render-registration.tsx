// Renders a section of the registration form as the portal does (the country's dictionary in i18next,
// a query cache, a router) inside a form that checks with the form's own schema, for component tests
// in happy-dom. Brazil's states are given; nothing calls the API.

import { zodResolver } from '@hookform/resolvers/zod';
import type { BrazilState } from '@portal/contracts';
import type { Country } from '@portal/countries';
import { dictionaries, type Lang } from '@portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { brazilStatesQuery } from '#features/identity/api/brazil-states.ts';
import { emptyRegistration, type RegistrationValues } from '#features/identity/lib/registration.ts';
import { registrationFormSchema } from '#features/identity/lib/registration-form-schema.ts';
import { initCountry } from '#lib/country.ts';
import { local, STORAGE_KEYS } from '#lib/storage-keys.ts';

const STATES: BrazilState[] = [
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'SP', name: 'São Paulo' },
];

async function portalI18n(country: Country): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: country.language,
    resources: { [country.language]: { translation: dictionaries[country.language as Lang] } },
    fallbackLng: false,
    interpolation: {
      escapeValue: false,
      defaultVariables: { appName: country.appName, brand: 'Portal', countryName: country.name },
    },
    react: { useSuspense: false },
  });
  return instance;
}

function RegistrationTestForm(props: {
  country: Country;
  withPassword: boolean;
  values: Partial<RegistrationValues>;
  children: ReactNode;
}) {
  const form = useForm<RegistrationValues>({
    defaultValues: emptyRegistration(props.values),
    mode: 'onTouched',
    resolver: zodResolver(registrationFormSchema(props.country, { withPassword: props.withPassword })),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        {props.children}
        <button type="submit">submit</button>
      </form>
    </FormProvider>
  );
}

/** The section `ui` of `country`'s form; the button "submit" runs the form's checks. */
export async function renderRegistration(
  ui: ReactNode,
  country: Country,
  options: { withPassword?: boolean; values?: Partial<RegistrationValues> } = {},
) {
  // Components that read the page's country (the state select) see the one under test.
  local.setItem(STORAGE_KEYS.countryOverride, country.code);
  initCountry();
  const i18n = await portalI18n(country);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(brazilStatesQuery.queryKey, STATES);
  return {
    i18n,
    ...render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <RegistrationTestForm
              country={country}
              withPassword={options.withPassword ?? true}
              values={options.values ?? {}}
            >
              {ui}
            </RegistrationTestForm>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  };
}

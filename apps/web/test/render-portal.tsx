// Renders a portal component as the portal does (the country, its pt-br dictionary, a query cache, a
// router), for component tests in happy-dom. The dictionary is given, not fetched; nothing calls the API:
// a test that needs an answer stubs `window.fetch`, the one door api-client.ts goes through.
import type { CountryCode } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { config } from '#lib/config.ts';
import { initCountry } from '#lib/country.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

interface PortalOptions {
  /** Brazil (pt-br) by default. */
  country?: CountryCode;
  /** Answers already in the query cache, so the component reads them instead of calling the API. */
  queryData?: readonly (readonly [QueryKey, unknown])[];
}

/** The portal as a visitor of the country sees it. */
export function renderPortal(ui: ReactElement, { country: code = 'BR', queryData = [] }: PortalOptions = {}) {
  // The `?loc=` override the app stores: the test document's host names no country.
  localStorage.setItem(STORAGE_KEYS.countryOverride, code);
  const country = initCountry();
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: country.language,
    fallbackLng: false,
    initAsync: false,
    returnNull: false,
    interpolation: {
      escapeValue: false,
      defaultVariables: { appName: country.appName, brand: config.brandLabel, countryName: country.name },
    },
    react: { useSuspense: false },
  });
  // i18next names 'pt-br' 'pt-BR': the dictionary goes under the name it resolved (as the app's backend does).
  i18n.addResourceBundle(i18n.language, 'translation', dictionaries[country.language]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  return {
    queryClient,
    i18n,
    ...render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>{ui}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  };
}

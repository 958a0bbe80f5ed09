// The web app manifest of one country (issue 14): its app name and short name (spec section 3), page
// language, the portal's colours and icons. Per host, so each country installs as its own app.
import { type CountryCode, getCountry } from '@portal/countries';

export const THEME_COLOR = '#0b4f7c';

export function webAppManifest(code: CountryCode) {
  const country = getCountry(code);
  return {
    id: '/',
    name: country.appName,
    short_name: country.shortName,
    lang: country.pageLanguage,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

// One route table. Screens are lazy chunks; the shell (RootLayout) is in the initial bundle.
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingIndicator } from '../components/ui/route-fallback.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

export const paths = {
  home: '/',
  signIn: '/signin',
  terms: '/condiciones-de-uso',
  privacy: '/politica-de-privacidad',
  imprint: '/imprint',
  acceptanceTest: '/aceite-teste',
  doctorFinderLanding: '/buscador-medico',
  noIndex: '/es-co',
} as const;

export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: LoadingIndicator,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, lazy: () => import('../features/landing/routes/landing.tsx') },
            { path: paths.signIn, lazy: () => import('../features/identity/routes/signin.tsx') },
            { path: paths.terms, lazy: () => import('../features/legal/routes/terms.tsx') },
            { path: paths.privacy, lazy: () => import('../features/legal/routes/privacy.tsx') },
            { path: paths.imprint, lazy: () => import('../features/legal/routes/imprint.tsx') },
            {
              path: paths.acceptanceTest,
              lazy: () => import('../features/legal/routes/acceptance-test.tsx'),
            },
            {
              path: `${paths.acceptanceTest}/:id`,
              lazy: () => import('../features/legal/routes/acceptance-test.tsx'),
            },
            {
              path: paths.doctorFinderLanding,
              lazy: () => import('../features/doctor-finder/routes/doctor-finder-landing.tsx'),
            },
            { path: paths.noIndex, lazy: () => import('../features/legal/routes/no-index.tsx') },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ]);
}

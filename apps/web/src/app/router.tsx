// One route table. Screens are lazy chunks; the shell (RootLayout) and the guards are in the initial bundle.
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingIndicator } from '#components/ui/route-fallback.tsx';
import { contentDetail, contentHome, contentList, contentRoutes } from '#features/content/routes.ts';
import { eventsRoutes } from '#features/events/routes.ts';
import { medicalInformationRoutes } from '#features/medical-information/routes.ts';
import { certificateVerificationRoute, trainingRoutes } from '#features/training/routes.ts';
import { config } from '#lib/config.ts';
import { setSessionNavigator } from '#lib/session-core.ts';
import { RequireSignIn } from './guards.tsx';
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
  // Identity-provider screens (public).
  register: '/cadastro',
  forgotPassword: '/esqueci-senha',
  resetPassword: '/redefinir-senha',
  verifyEmail: '/verificar-email',
  socialCallback: '/signin/social',
  docFinderLogin: '/docfinder/login',
  // Signed-in.
  signedInHome: '/home',
  search: '/busca',
  searchEs: '/busqueda',
  preferences: '/preferencias-usuario',
  editProfile: '/editar-registro',
  // Restricted: speaker training (canAcessSpeakTraining) and the doctor-finder (registerType CRM).
  speakerList: `/${config.brand}-speakers`,
  speakerTraining: '/speaker-training',
  docFinder: '/docfinder',
  docFinderRegister: '/docfinder/cadastro',
  docFinderAddAddress: '/docfinder/cadastro-endereco',
  docFinderEditAddress: '/docfinder/editar-endereco',
} as const;

// The speaker list shows the speakertraining cluster with the content screens, behind its guard.
const speakerList = contentList;
const speakerDetail = contentDetail;
const docFinderAddress = () => import('#features/doctor-finder/routes/docfinder-address.tsx');
const search = () => import('#features/search/routes/search.tsx');

export function createRouter() {
  const router = createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: LoadingIndicator,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, lazy: () => import('#features/landing/routes/landing.tsx') },
            { path: paths.signIn, lazy: () => import('#features/identity/routes/signin.tsx') },
            {
              path: paths.socialCallback,
              lazy: () => import('#features/identity/routes/social-callback.tsx'),
            },
            { path: paths.register, lazy: () => import('#features/identity/routes/register.tsx') },
            {
              path: paths.forgotPassword,
              lazy: () => import('#features/identity/routes/forgot-password.tsx'),
            },
            {
              path: paths.resetPassword,
              lazy: () => import('#features/identity/routes/reset-password.tsx'),
            },
            { path: paths.verifyEmail, lazy: () => import('#features/identity/routes/verify-email.tsx') },
            {
              path: paths.docFinderLogin,
              lazy: () => import('#features/doctor-finder/routes/docfinder-login.tsx'),
            },
            { path: paths.terms, lazy: () => import('#features/legal/routes/terms.tsx') },
            { path: paths.privacy, lazy: () => import('#features/legal/routes/privacy.tsx') },
            { path: paths.imprint, lazy: () => import('#features/legal/routes/imprint.tsx') },
            {
              path: paths.acceptanceTest,
              lazy: () => import('#features/legal/routes/acceptance-test.tsx'),
            },
            {
              path: `${paths.acceptanceTest}/:id`,
              lazy: () => import('#features/public-content/routes/public-content.tsx'),
            },
            {
              path: paths.doctorFinderLanding,
              lazy: () => import('#features/doctor-finder/routes/doctor-finder-landing.tsx'),
            },
            { path: paths.noIndex, lazy: () => import('#features/legal/routes/no-index.tsx') },
            // Public: the certificate QR code's target, opened without signing in.
            certificateVerificationRoute,
            {
              Component: RequireSignIn,
              children: [
                { path: paths.signedInHome, lazy: contentHome },
                ...contentRoutes(config.brand),
                ...trainingRoutes(),
                ...eventsRoutes(),
                ...medicalInformationRoutes(),
                { path: paths.search, lazy: search },
                { path: paths.searchEs, lazy: search },
                // A hit opens its detail under the search path (spec: each list's detail at /{id}).
                ...[paths.search, paths.searchEs].flatMap((base) => [
                  { path: `${base}/:id`, lazy: contentDetail },
                  { path: `${base}/:idCapa/:id`, lazy: contentDetail },
                ]),
                {
                  path: paths.preferences,
                  lazy: () => import('#features/preferences/routes/preferences.tsx'),
                },
                {
                  path: paths.editProfile,
                  lazy: () => import('#features/profile/routes/edit-profile.tsx'),
                },
                {
                  lazy: async () => ({
                    Component: (await import('./capability-guard.tsx')).SpeakerTrainingGuard,
                  }),
                  children: [
                    { path: paths.speakerList, lazy: speakerList },
                    { path: paths.speakerTraining, lazy: speakerList },
                    { path: `${paths.speakerList}/:id`, lazy: speakerDetail },
                    { path: `${paths.speakerList}/:idCapa/:id`, lazy: speakerDetail },
                  ],
                },
                {
                  lazy: async () => ({
                    Component: (await import('./capability-guard.tsx')).DoctorFinderGuard,
                  }),
                  children: [
                    {
                      path: paths.docFinder,
                      lazy: () => import('#features/doctor-finder/routes/docfinder-home.tsx'),
                    },
                    {
                      path: paths.docFinderRegister,
                      lazy: () => import('#features/doctor-finder/routes/docfinder-register.tsx'),
                    },
                    { path: paths.docFinderAddAddress, lazy: docFinderAddress },
                    { path: `${paths.docFinderEditAddress}/:id`, lazy: docFinderAddress },
                  ],
                },
              ],
            },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ]);
  // Sign-out from outside React (a 401 on any call) navigates through the router, without a reload.
  setSessionNavigator((to) => router.navigate(to));
  return router;
}

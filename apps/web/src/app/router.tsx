// One route table: every screen of the portal and the path it answers on (the paths themselves live in
// lib/paths.ts, shared with links, guards and redirects). Screens are lazy chunks; the shell (RootLayout)
// and the guards are in the initial bundle, react-query (query-layout.tsx) is not.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingIndicator } from '#components/ui/route-fallback.tsx';
import { nextTask } from '#lib/next-task.ts';
import { paths } from '#lib/paths.ts';
import { setProviderLogout, setSessionNavigator } from '#lib/session-core.ts';
import { RequireSignIn } from './guards.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

type Lazy = RouteObject['lazy'];

const contentHome = () => import('#features/content/routes/home.tsx');
const contentList = () => import('#features/content/routes/cluster-list.tsx');
const contentDetail = () => import('#features/content/routes/content-detail.tsx');
const productDetail = () => import('#features/content/routes/product-detail.tsx');
const courseDetail = () => import('#features/training/routes/course-detail.tsx');
const eventLive = () => import('#features/events/routes/event-live.tsx');
const docFinderAddress = () => import('#features/doctor-finder/routes/docfinder-address.tsx');
const search = () => import('#features/search/routes/search.tsx');

/** The details under a list or search path: an item at `/{path}/:id`, its parts at `/{path}/:idCapa/:id`. */
function detailRoutes(path: string, item: Lazy = contentDetail): RouteObject[] {
  return [
    { path: `${path}/:id`, lazy: item },
    { path: `${path}/:idCapa/:id`, lazy: contentDetail },
  ];
}

/** A content list on each of its aliases, with its details. */
function listRoutes(aliases: readonly string[], item: Lazy = contentDetail): RouteObject[] {
  return aliases.flatMap((path) => [{ path, lazy: contentList }, ...detailRoutes(path, item)]);
}

const { lists } = paths.content;

/** The route objects of the whole portal (exported for the route-table test). */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: LoadingIndicator,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            // The landing reads no server state: it stays outside the react-query layout below.
            { index: true, lazy: () => import('#features/landing/routes/landing.tsx') },
            {
              lazy: () => import('./query-layout.tsx'),
              children: [
                { path: paths.signIn.path, lazy: () => import('#features/identity/routes/signin.tsx') },
                {
                  path: paths.socialCallback.path,
                  lazy: () => import('#features/identity/routes/social-callback.tsx'),
                },
                { path: paths.register.path, lazy: () => import('#features/identity/routes/register.tsx') },
                ...paths.forgotPassword.paths.map((path) => ({
                  path,
                  lazy: () => import('#features/identity/routes/forgot-password.tsx'),
                })),
                ...paths.resetPassword.paths.map((path) => ({
                  path,
                  lazy: () => import('#features/identity/routes/reset-password.tsx'),
                })),
                {
                  path: paths.verifyEmail.path,
                  lazy: () => import('#features/identity/routes/verify-email.tsx'),
                },
                {
                  path: paths.confirmEmailChange.path,
                  lazy: () => import('#features/profile/routes/confirm-email.tsx'),
                },
                {
                  path: paths.docFinder.login.path,
                  lazy: () => import('#features/identity/routes/docfinder-login.tsx'),
                },
                ...paths.terms.paths.map((path) => ({
                  path,
                  lazy: () => import('#features/legal/routes/terms.tsx'),
                })),
                ...paths.privacy.paths.map((path) => ({
                  path,
                  lazy: () => import('#features/legal/routes/privacy.tsx'),
                })),
                { path: paths.imprint.path, lazy: () => import('#features/legal/routes/imprint.tsx') },
                {
                  path: paths.acceptanceTest.path,
                  lazy: () => import('#features/legal/routes/acceptance-test.tsx'),
                },
                {
                  path: paths.publicContent.path,
                  lazy: () => import('#features/public-content/routes/public-content.tsx'),
                },
                {
                  path: paths.doctorFinderLanding.path,
                  lazy: () => import('#features/doctor-finder/routes/doctor-finder-landing.tsx'),
                },
                {
                  path: paths.doctorFinderProfile.path,
                  lazy: () => import('#features/doctor-finder/routes/physician-profile.tsx'),
                },
                { path: paths.noIndex.path, lazy: () => import('#features/legal/routes/no-index.tsx') },
                ...[paths.training.verifyCertificateForm.path, paths.training.verifyCertificate.path].map(
                  (path) => ({
                    path,
                    lazy: () => import('#features/training/routes/verify-certificate.tsx'),
                  }),
                ),
                {
                  Component: RequireSignIn,
                  children: [
                    {
                      path: paths.registrationPending.path,
                      lazy: () => import('#features/identity/routes/registration-pending.tsx'),
                    },
                    { path: paths.home.path, lazy: contentHome },
                    ...(['novelty', 'exclusive', 'contents', 'feed', 'saved'] as const).flatMap((list) =>
                      listRoutes(lists[list].paths),
                    ),
                    // `/productos/:id` is the product screen; its contents open at `/productos/:idCapa/:id`.
                    ...listRoutes(lists.products.paths, productDetail),
                    {
                      path: paths.training.courses.path,
                      lazy: () => import('#features/training/routes/course-list.tsx'),
                    },
                    {
                      path: paths.training.moreInfo.path,
                      lazy: () => import('#features/training/routes/course-more-info.tsx'),
                    },
                    {
                      path: paths.training.exam.path,
                      lazy: () => import('#features/training/routes/course-exam.tsx'),
                    },
                    { path: paths.training.course.path, lazy: courseDetail },
                    { path: paths.training.lesson.path, lazy: courseDetail },
                    {
                      path: paths.training.certificates.path,
                      lazy: () => import('#features/training/routes/certificates.tsx'),
                    },
                    {
                      path: paths.events.list.path,
                      lazy: () => import('#features/events/routes/event-list.tsx'),
                    },
                    {
                      path: paths.events.event.path,
                      lazy: () => import('#features/events/routes/event-detail.tsx'),
                    },
                    ...paths.events.live.paths.map((path) => ({ path, lazy: eventLive })),
                    {
                      path: paths.medicalInformation.path,
                      lazy: () => import('#features/medical-information/routes/medical-information.tsx'),
                    },
                    // A hit opens its detail under the search path (spec: each list's detail at /{id}).
                    ...paths.search.paths.flatMap((path) => [{ path, lazy: search }, ...detailRoutes(path)]),
                    {
                      path: paths.preferences.path,
                      lazy: () => import('#features/preferences/routes/preferences.tsx'),
                    },
                    {
                      path: paths.editProfile.path,
                      lazy: () => import('#features/profile/routes/edit-profile.tsx'),
                    },
                    {
                      lazy: async () => ({
                        Component: (await import('./capability-guard.tsx')).SpeakerTrainingGuard,
                      }),
                      // The speakertraining cluster with the content screens, behind its guard; the short
                      // alias /speaker-training is a list only.
                      children: [
                        ...lists.speakertraining.paths.map((path) => ({ path, lazy: contentList })),
                        ...detailRoutes(paths.content.speakerList.path),
                      ],
                    },
                    {
                      lazy: async () => ({
                        Component: (await import('./capability-guard.tsx')).DoctorFinderGuard,
                      }),
                      children: [
                        {
                          path: paths.docFinder.home.path,
                          lazy: () => import('#features/doctor-finder/routes/docfinder-home.tsx'),
                        },
                        {
                          path: paths.docFinder.register.path,
                          lazy: () => import('#features/doctor-finder/routes/docfinder-register.tsx'),
                        },
                        { path: paths.docFinder.addAddress.path, lazy: docFinderAddress },
                        { path: paths.docFinder.editAddress.path, lazy: docFinderAddress },
                      ],
                    },
                  ],
                },
                { path: '*', lazy: () => import('#features/shell/routes/not-found.tsx') },
              ],
            },
          ],
        },
      ],
    },
  ];
}

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the lazy screens of the page being opened, so a server-rendered
 * page hydrates with its screen rather than the loading indicator (React Router's advice for lazy routes).
 * The router matches the page itself: matching the whole route table a second time cost a sixth of
 * sign-in's start-up under Lighthouse's slowdown.
 */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Each screen's chunk is asked for in a task of its own. Before importing a screen, Vite's loader adds a
 * preload link for every chunk and stylesheet it needs (about twenty for the home): done inside the
 * router's first navigation, that made one long task of the start-up (issue 38).
 */
export function lazyInOwnTask(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function') next.lazy = (() => nextTask().then(() => lazy())) as RouteObject['lazy'];
    if (children) next.children = lazyInOwnTask(children);
    return next;
  });
}

export function createRouter(routes: RouteObject[] = appRoutes()) {
  const router = createBrowserRouter(lazyInOwnTask(routes));
  // Sign-out from outside React (a 401 on any call) navigates through the router, without a reload.
  setSessionNavigator((to) => router.navigate(to));
  // Every sign-out ends the identity provider's session too (a SAP CDC session would outlive ours);
  // loaded on demand, so the provider's code stays out of the first paint.
  setProviderLogout((uid) =>
    import('#features/identity/provider/index.ts').then((provider) =>
      provider.getIdentityProvider().logout(uid),
    ),
  );
  return router;
}

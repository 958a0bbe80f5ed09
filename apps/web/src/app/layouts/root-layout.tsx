// The page frame shared by every route: the cookie notice (first to Tab to), skip link, header, main,
// footer, the route announcer (focus and title after each page change) and the app-wide overlays.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { BlockingOverlay } from '#components/ui/blocking-overlay.tsx';
import { LoadingIndicator } from '#components/ui/route-fallback.tsx';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { Toaster } from '#components/ui/toaster.tsx';
import { ConsentRoot } from '#features/consent/components/consent-root.tsx';
import { ArticleRequestHost } from '#features/medical-information/components/article-request-host.tsx';
import { DentistWarningHost } from '#features/shell/components/dentist-warning-host.tsx';
import { Footer } from '#features/shell/components/footer.tsx';
import { Header } from '#features/shell/components/header.tsx';
import { useRobotsForPath } from '#lib/document-head.ts';
import { HydrationMark } from '#lib/hydration.ts';
import { useIsLoading } from '#lib/loading.ts';
import { RouteAnnouncer } from './route-announcer.tsx';
import { useAnalytics } from './use-analytics.ts';
import { useSessionLifecycle } from './use-session-lifecycle.ts';

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useAnalytics();
  useSessionLifecycle();
  useRobotsForPath(pathname);

  return (
    <div className="app">
      {/* First in the tab order: the cookie notice waits for an answer (it is fixed at the bottom). */}
      <ConsentRoot />
      {/* The skip link opens the header's landmark, so it is inside a landmark though the notice comes first. */}
      <Header skipLink={<SkipLink target="main-content" label={t('common.skipToContent')} />} />
      <SiteMain>
        <Outlet />
      </SiteMain>
      <Footer />
      <RouteAnnouncer />
      <DentistWarningHost />
      <ArticleRequestHost />
      <BlockingOverlay />
      <Toaster />
      <ScrollRestoration />
      <HydrationMark />
    </div>
  );
}

/**
 * The main landmark, busy while a request or a navigation is pending. It alone subscribes to those
 * states: an external store's change re-renders its subscribers synchronously, and when RootLayout
 * subscribed, every request (the first ones start while a server-rendered page hydrates) re-rendered the
 * header, footer and notice in one long task (issue 38). The page itself comes as `children`, which React
 * does not render again.
 */
function SiteMain({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const busy = useIsLoading();
  return (
    <main id="main-content" className="site-main" tabIndex={-1} aria-busy={busy || undefined}>
      {navigation.state === 'loading' ? <LoadingIndicator /> : null}
      {children}
    </main>
  );
}

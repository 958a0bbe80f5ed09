// The page frame shared by every route: skip link, header, main, footer and the app-wide overlays.
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
import { useIsLoading } from '#lib/loading.ts';
import { useAnalytics } from './use-analytics.ts';
import { useSessionLifecycle } from './use-session-lifecycle.ts';

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = useIsLoading();
  useAnalytics();
  useSessionLifecycle();
  useRobotsForPath(pathname);

  return (
    <div className="app">
      <SkipLink target="main-content" label={t('common.skipToContent')} />
      <Header />
      <main id="main-content" className="site-main" tabIndex={-1} aria-busy={busy || undefined}>
        {navigation.state === 'loading' ? <LoadingIndicator /> : null}
        <Outlet />
      </main>
      <Footer />
      <ConsentRoot />
      <DentistWarningHost />
      <ArticleRequestHost />
      <BlockingOverlay />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

// Signed-in home (`/home`): the outdoor hero, more featured items, then the subclusters in the server's
// order; "for you" (moreyou) is chosen by the server from the user's preferred specialties.
import type { HomeCluster } from '@portal/contracts';
import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '#components/ui/states.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { type ListId, paths } from '#lib/paths.ts';
import { useProfile } from '#lib/session.ts';
import { useHome } from '../api/get-home.ts';
import { ClusterSection } from '../components/cluster-section.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { CardsSkeleton } from '../components/states.tsx';
import { WelcomeSection } from '../components/welcome-section.tsx';
import '#styles/account.css';
import '../components/content.css';

const SHORTCUTS: readonly ListId[] = ['saved', 'novelty', 'exclusive', 'contents', 'products', 'feed'];

/**
 * Rows rendered at once when the home's answer arrives; the rest follow a few at a time, each step a
 * transition the browser can interrupt. All nine rows in one go were a single task of about 370 ms under
 * Lighthouse's 4× slowdown (issue 38).
 */
const FIRST_ROWS = 2;
const ROWS_PER_STEP = 2;

/** How many of the home's rows to render now. */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((count) => count + ROWS_PER_STEP));
  }, [shown, total]);
  return Math.min(shown, total);
}

export function Component() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const home = useHome();
  usePageTitle(t('content.home.title'));
  const heading = useRef<HTMLHeadingElement>(null);
  // The welcome answered (saved or skipped), its section goes: focus returns to the page's heading.
  const welcoming = profile ? !profile.welcomed : false;
  const wasWelcoming = useRef(false);
  useEffect(() => {
    if (wasWelcoming.current && !welcoming) heading.current?.focus();
    wasWelcoming.current = welcoming;
  }, [welcoming]);

  // The API labels each cluster from the dictionary of the user's country (content.clusters).
  const clusterTitle = (cluster: HomeCluster) => cluster.label || cluster.id;
  // The answer renders in the background: react-query's update is synchronous and would render the whole
  // home in one task; a deferred value renders in slices (the skeleton stays until the first slice is in).
  const data = useDeferredValue(home.data);
  const outdoor = data?.outdoor ?? null;
  const moreOutdoors = (data?.outdoors ?? []).filter((item) => item.id !== outdoor?.id);
  const clusters = (data?.clusters ?? []).filter((cluster) => cluster.items.length > 0);
  const shownRows = useRowsShown(clusters.length);
  const loading = home.isPending || (home.data !== undefined && data === undefined);

  return (
    <div className="container page" data-testid="home" aria-busy={loading || shownRows < clusters.length}>
      <h1 className="page__title" tabIndex={-1} ref={heading}>
        {profile
          ? t('content.home.heading', { name: profile.firstName || profile.name })
          : t('content.home.headingAnonymous')}
      </h1>

      {profile && welcoming ? <WelcomeSection profile={profile} /> : null}

      <nav aria-label={t('content.home.shortcutsLabel')}>
        <ul className="shortcut-list">
          {SHORTCUTS.map((list) => (
            <li key={list}>
              <Link
                to={paths.content.lists[list].getHref()}
                className="button button--secondary button--small"
                data-testid={`home-link-${list}`}
              >
                {t(`content.lists.${list}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loading ? (
        <CardsSkeleton count={4} />
      ) : home.isError ? (
        <ErrorState scope="content" onRetry={() => home.refetch()} />
      ) : (
        <>
          {outdoor && <HomeHero item={outdoor} href={paths.content.item(outdoor, null)} />}
          {moreOutdoors.length > 0 && (
            <ClusterSection
              cluster={{
                id: 'outdoor',
                label: t('content.home.moreFeatured'),
                items: moreOutdoors,
                next: null,
              }}
              title={t('content.home.moreFeatured')}
            />
          )}
          {clusters.slice(0, shownRows).map((cluster) => (
            <ClusterSection
              key={cluster.id}
              cluster={cluster}
              title={clusterTitle(cluster)}
              hint={
                cluster.id === 'moreyou' ? (
                  <>
                    {t('content.home.forYouHint')}{' '}
                    <Link to={paths.preferences.getHref()}>{t('content.home.editPreferences')}</Link>
                  </>
                ) : undefined
              }
            />
          ))}
          {!outdoor && clusters.length === 0 && (
            <EmptyState message={t('content.home.empty')} testId="content-empty" />
          )}
        </>
      )}
    </div>
  );
}

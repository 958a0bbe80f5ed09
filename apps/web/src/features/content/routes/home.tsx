// Signed-in home (`/home`): the outdoor hero, more featured items, then the subclusters in the server's
// order; "for you" (moreyou) is chosen by the server from the user's preferred specialties.
import type { HomeCluster } from '@portal/contracts';
import { useEffect, useRef } from 'react';
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
  const data = home.data;
  const outdoor = data?.outdoor ?? null;
  const moreOutdoors = (data?.outdoors ?? []).filter((item) => item.id !== outdoor?.id);
  const clusters = (data?.clusters ?? []).filter((cluster) => cluster.items.length > 0);

  return (
    <div className="container page" data-testid="home">
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

      {home.isPending ? (
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
          {clusters.map((cluster) => (
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

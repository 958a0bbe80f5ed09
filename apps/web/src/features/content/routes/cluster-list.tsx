// One content list (novidades, somente-no-UM, conteudos, productos, feed, salvos, {brand}-speakers): the
// list is chosen by the path, pages follow the server's `next` cursor.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadMore } from '#components/ui/load-more.tsx';
import { EmptyState, ErrorState } from '#components/ui/states.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { type ListId, paths } from '#lib/paths.ts';
import { useCluster } from '../api/get-cluster.ts';
import { ContentCard } from '../components/content-card.tsx';
import { CardsSkeleton } from '../components/states.tsx';
import '../components/content.css';

export function Component() {
  const { pathname } = useLocation();
  const list = paths.content.listForPath(pathname) ?? 'contents';
  return <ClusterList key={list} list={list} />;
}

function ClusterList({ list }: { list: ListId }) {
  const { t } = useTranslation();
  const query = useCluster(list);
  const title = t(`content.lists.${list}.title`);
  usePageTitle(title);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div
      className="container page"
      data-testid={list === 'speakertraining' ? 'speaker-training' : 'content-list'}
      data-list={list}
    >
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{t(`content.lists.${list}.lead`)}</p>
      {query.isPending ? (
        <CardsSkeleton />
      ) : query.isError && items.length === 0 ? (
        <ErrorState scope="content" onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          message={t(list === 'saved' ? 'content.states.savedEmpty' : 'content.states.empty')}
          testId="content-empty"
        />
      ) : (
        <>
          <ul className="grid-list" data-testid="content-items">
            {items.map((item) => (
              <li key={item.id}>
                <ContentCard
                  item={item}
                  href={paths.content.item(item, list)}
                  headingLevel={2}
                  saveable={list !== 'products'}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            query={query}
            className="content-list__more"
            testId="load-more"
            label={t('content.states.loadMore')}
            busyLabel={t('content.states.loadingMore')}
          />
          {query.isFetchNextPageError && <ErrorState scope="content" onRetry={() => query.fetchNextPage()} />}
        </>
      )}
    </div>
  );
}

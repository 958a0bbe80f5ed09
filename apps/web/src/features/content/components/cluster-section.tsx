// One home subcluster: heading, "see all" when the cluster has a list screen, and a scrolling row of cards.
import type { HomeCluster } from '@portal/contracts';
import { cutItems } from '@portal/countries';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { listForCluster } from '../lib/lists.ts';
import { CardRow } from './card-row.tsx';
import { ContentCard } from './content-card.tsx';

/** How many items a home row shows (0 = all the server sent). */
const ROW_COUNT: Record<string, number> = { top10: 10 };

interface ClusterSectionProps {
  cluster: HomeCluster;
  title: string;
  /** Extra line under the heading (the "for you" row explains its choice). */
  hint?: ReactNode;
}

export function ClusterSection({ cluster, title, hint }: ClusterSectionProps) {
  const { t } = useTranslation();
  const list = listForCluster(cluster.id);
  const headingId = `cluster-${cluster.id}-title`;
  const items = cutItems(cluster.items, ROW_COUNT[cluster.id] ?? 0);
  const ranked = cluster.id === 'top10';
  return (
    <section
      className="content-section content-section--row"
      aria-labelledby={headingId}
      data-testid={`cluster-${cluster.id}`}
    >
      <div className="row-between content-section__header">
        <h2 id={headingId} className="content-section__title">
          {title}
        </h2>
        {list && (
          <Link
            to={paths.content.lists[list].getHref()}
            aria-label={t('content.home.seeAllLabel', { label: title })}
          >
            {t('content.home.seeAll')}
          </Link>
        )}
        {hint && <p className="content-section__hint">{hint}</p>}
      </div>
      <CardRow label={title} labelledBy={headingId}>
        {items.map((item, index) => (
          <li key={item.id}>
            <ContentCard
              item={item}
              href={paths.content.item(item, list)}
              headingLevel={3}
              rank={ranked ? index + 1 : undefined}
              saveable={list !== 'products'}
            />
          </li>
        ))}
      </CardRow>
    </section>
  );
}

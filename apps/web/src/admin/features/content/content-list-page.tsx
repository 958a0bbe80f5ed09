// The content list: latest version of every item of the member's countries, sortable by any column.
import type { AdminContent } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ConsoleList } from '../../components/console-list.tsx';
import type { ConsoleColumn } from '../../components/console-table.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { captionsMissingQuery, contentApi } from './api.ts';
import { MissingCaptionsSection } from './media-captions-section.tsx';

const publishedIn = (item: AdminContent) => item.publications.map((p) => p.country).join(', ');

export function ContentListPage() {
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const list = useQuery(contentApi.listQuery);
  const missing = useQuery(captionsMissingQuery);
  const uncaptioned = useMemo(
    () => new Set((missing.data?.items ?? []).map((item) => item.contentId)),
    [missing.data],
  );
  const columns = useMemo(
    (): ConsoleColumn<AdminContent>[] => [
      {
        id: 'title',
        header: t('content.columns.title'),
        sortBy: ({ latest }) => latest.title,
        cell: ({ latest }) => <Link to={`/content/${latest.contentId}`}>{latest.title}</Link>,
      },
      {
        id: 'status',
        header: t('content.columns.status'),
        sortBy: ({ latest }) => latest.status,
        cell: ({ latest }) => t(`status.${latest.status}`),
      },
      {
        id: 'version',
        header: t('content.columns.version'),
        sortBy: ({ latest }) => latest.version,
        cell: ({ latest }) => latest.version,
      },
      {
        id: 'countries',
        header: t('content.columns.countries'),
        sortBy: ({ latest }) => latest.countries.join(', '),
        cell: ({ latest }) => latest.countries.join(', '),
      },
      {
        id: 'published',
        header: t('content.columns.published'),
        sortBy: publishedIn,
        cell: (item) => publishedIn(item) || t('content.notPublished'),
      },
      {
        id: 'captions',
        header: t('captions.column'),
        sortBy: ({ latest }) => (uncaptioned.has(latest.contentId) ? 0 : 1),
        cell: ({ latest }) =>
          uncaptioned.has(latest.contentId) ? (
            <span className="admin-badge admin-badge--rejected" data-testid="captions-missing">
              {t('captions.missing')}
            </span>
          ) : null,
      },
      {
        id: 'updated',
        header: t('content.columns.updated'),
        sortBy: ({ latest }) => latest.updatedAt,
        cell: ({ latest }) => formatDateTime(lang, latest.updatedAt),
      },
    ],
    [t, lang, uncaptioned],
  );

  return (
    <>
      <PageHead
        title={t('content.heading')}
        create={staffCan(me.data, 'content.write') ? { to: '/content/new', text: t('content.new') } : null}
      />
      <ConsoleList
        query={list}
        rows={(data) => data.items}
        empty={t('content.empty')}
        label={t('content.tableLabel')}
        columns={columns}
        rowTestId={(item) => `content-row-${item.latest.contentId}`}
        sortTitle={(column) => t('content.sortBy', { column })}
      />
      <MissingCaptionsSection canWrite={staffCan(me.data, 'content.write')} />
    </>
  );
}

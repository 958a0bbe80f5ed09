// The content list (issue 36): every item of the member's countries — those live without a console
// version too — searched, filtered and sorted by the API a page at a time, each with its state per
// country; and the published items whose media lack captions.
import { type AdminContent, AUTHORED_MAIN_CLUSTERS } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CatalogueList } from '../../components/catalogue/catalogue-list.tsx';
import { useCatalogueParams } from '../../components/catalogue/catalogue-params.ts';
import { StateBadges } from '../../components/catalogue/state-badges.tsx';
import type { ConsoleColumn } from '../../components/console-table.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { captionsMissingQuery, contentApi } from './api.ts';
import { mainClusterLabel } from './main-cluster-label.ts';
import { MissingCaptionsSection } from './media-captions-section.tsx';

export function ContentListPage() {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const params = useCatalogueParams();
  const page = useQuery(contentApi.pageQuery(params.search));
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
        cell: ({ latest }) => <Link to={`/content/${latest.contentId}`}>{latest.title}</Link>,
      },
      {
        id: 'state',
        header: t('catalogue.stateColumn'),
        cell: ({ latest, state }) => (
          <StateBadges state={state} testId={`content-state-${latest.contentId}`} />
        ),
      },
      {
        id: 'kind',
        header: t('catalogue.kind'),
        cell: ({ latest }) => mainClusterLabel(t, latest.mainCluster),
      },
      {
        id: 'version',
        header: t('content.columns.version'),
        cell: ({ latest }) => latest.version || '—',
      },
      {
        id: 'expires',
        header: t('catalogue.expiresColumn'),
        cell: ({ state }) => <ZonedTime value={state.approvalExpiresAt} />,
      },
      {
        id: 'captions',
        header: t('captions.column'),
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
        cell: ({ latest }) => <ZonedTime value={latest.updatedAt} />,
      },
    ],
    [t, uncaptioned],
  );

  return (
    <>
      <PageHead
        title={t('content.heading')}
        create={staffCan(me.data, 'content.write') ? { to: '/content/new', text: t('content.new') } : null}
      />
      <CatalogueList
        idPrefix="content"
        params={params}
        query={page}
        label={t('content.tableLabel')}
        columns={columns}
        rowTestId={(item) => `content-row-${item.latest.contentId}`}
        kinds={AUTHORED_MAIN_CLUSTERS.map((c) => [c, t(`contentFields.clusters.${c}`)])}
        withSpecialty
      />
      <MissingCaptionsSection canWrite={staffCan(me.data, 'content.write')} />
    </>
  );
}

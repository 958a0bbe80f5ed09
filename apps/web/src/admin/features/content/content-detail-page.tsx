// One item: its latest version, and the lifecycle actions the member's roles allow: edit, submit for
// review, MLR decision (reject with a comment, approve with a code and expiry), publish per country
// (from now or a date), withdraw; and a preview as a physician of a country reads it.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryFallback } from '../../components/console-list.tsx';
import { VersionAuthorship, VersionHeading } from '../../components/versioned/version-summary.tsx';
import { VersionWorkflow } from '../../components/versioned/version-workflow.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCovers } from '../../lib/session.ts';
import { contentApi } from './api.ts';
import { ContentFieldsSummary } from './content-fields-summary.tsx';
import { PreviewPanel } from './preview-panel.tsx';

export function ContentDetailPage() {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const item = useQuery(contentApi.query(id));

  if (!item.data) return <QueryFallback query={item} />;
  const { latest, publications } = item.data;

  return (
    <>
      <VersionHeading version={latest} statusTestId="content-status" />
      <VersionAuthorship version={latest} commentTestId="review-comment" />
      {latest.approvalCode ? (
        <p>
          {t('detail.approval', {
            code: latest.approvalCode,
            date: formatDateTime(lang, latest.approvalExpiresAt),
          })}
        </p>
      ) : null}
      {latest.thumbnailUrl ? (
        <img className="admin-thumb" src={latest.thumbnailUrl} alt="" width={240} />
      ) : null}
      {latest.synopsis ? <p>{latest.synopsis}</p> : null}
      <ContentFieldsSummary version={latest} />

      <VersionWorkflow
        api={contentApi}
        id={id}
        version={latest}
        review={{ idPrefix: 'review', withExpiry: true, send: (decision) => contentApi.review(id, decision) }}
        publications={{
          idPrefix: 'publications',
          heading: t('detail.publications'),
          empty: t('detail.noPublications'),
          testIdPrefix: 'publication',
          entries: publications.map((p) => ({
            country: p.country,
            text: t('detail.publicationLine', {
              country: p.country,
              from: formatDateTime(lang, p.publishedAt),
              until: formatDateTime(lang, p.expiresAt),
              code: p.approvalCode ?? '—',
            }),
          })),
        }}
        publish={{ idPrefix: 'publish', withFrom: true }}
      >
        <PreviewPanel id={id} countries={latest.countries.filter((c) => staffCovers(me.data, c))} />
      </VersionWorkflow>
    </>
  );
}

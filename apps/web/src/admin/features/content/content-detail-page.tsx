// One item: its latest version, and the lifecycle actions the member's roles allow: edit, submit for
// review, MLR decision (reject with a comment, approve with a code and expiry), publish per country
// (from now or a date), withdraw; and a preview as a physician of a country reads it.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryFallback } from '../../components/console-list.tsx';
import { DatedVersionPage } from '../../components/versioned/dated-version-page.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { contentApi } from './api.ts';
import { ContentFieldsSummary } from './content-fields-summary.tsx';
import { MediaCaptionsSection } from './media-captions-section.tsx';
import { PreviewPanel } from './preview-panel.tsx';

export function ContentDetailPage() {
  const { id = '' } = useParams();
  const item = useQuery(contentApi.query(id));
  const me = useQuery(meQuery);

  if (!item.data) return <QueryFallback query={item} />;
  const { latest, publications } = item.data;

  return (
    <DatedVersionPage
      api={contentApi}
      id={id}
      version={latest}
      publications={publications}
      state={item.data.state}
      idPrefix=""
      statusTestId="content-status"
      preview={(countries) => <PreviewPanel id={id} countries={countries} />}
    >
      {latest.synopsis ? <p>{latest.synopsis}</p> : null}
      <ContentFieldsSummary version={latest} />
      <MediaCaptionsSection version={latest} canWrite={staffCan(me.data, 'content.write')} />
    </DatedVersionPage>
  );
}

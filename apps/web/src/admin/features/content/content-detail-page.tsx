// One item: its latest version, and the lifecycle actions the member's roles allow: edit, submit for
// review, MLR decision (reject with a comment, approve with a code and expiry), publish per country
// (from now or a date), withdraw; the material itself (player, attachments, the physician's view per
// country) and what changed since the last approval, before the decision; a preview by country.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryFallback } from '../../components/console-list.tsx';
import { DatedVersionPage } from '../../components/versioned/dated-version-page.tsx';
import { PublishExtrasContext } from '../../components/versioned/publish-extras.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan, staffCovers } from '../../lib/session.ts';
import { contentApi } from './api.ts';
import { ContentFieldsSummary } from './content-fields-summary.tsx';
import { useHomeRowsExtras } from './home-rows-choice.tsx';
import { MediaCaptionsSection } from './media-captions-section.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { ReviewMaterial } from './review-material.tsx';

export function ContentDetailPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const item = useQuery(contentApi.query(id));
  const me = useQuery(meQuery);

  const homeRows = useHomeRowsExtras(id);

  if (!item.data) return <QueryFallback query={item} />;
  const { latest, publications } = item.data;

  return (
    <PublishExtrasContext.Provider value={homeRows}>
      <DatedVersionPage
        api={contentApi}
        id={id}
        version={latest}
        publications={publications}
        state={item.data.state}
        idPrefix=""
        statusTestId="content-status"
        back={{ to: '/content', label: t('nav.content') }}
        preview={(countries) => <PreviewPanel id={id} countries={countries} />}
      >
        {latest.synopsis ? <p>{latest.synopsis}</p> : null}
        <ContentFieldsSummary version={latest} />
        <MediaCaptionsSection version={latest} canWrite={staffCan(me.data, 'content.write')} />
        <ReviewMaterial
          id={id}
          version={latest}
          countries={latest.countries.filter((country) => staffCovers(me.data, country))}
        />
      </DatedVersionPage>
    </PublishExtrasContext.Provider>
  );
}

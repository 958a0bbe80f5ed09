// One event: its latest version and the lifecycle actions the member's roles allow: edit, submit for
// review, the MLR decision, publish per country (physicians see it on /eventos at once), withdraw.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CountryStates } from '../../components/catalogue/country-states.tsx';
import { QueryFallback } from '../../components/console-list.tsx';
import { VersionAuthorship, VersionHeading } from '../../components/versioned/version-summary.tsx';
import { VersionWorkflow } from '../../components/versioned/version-workflow.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { eventsApi } from './api.ts';

export function EventDetailPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const event = useQuery(eventsApi.query(id));

  if (!event.data) return <QueryFallback query={event} />;
  const { latest, publishedCountries, state } = event.data;

  return (
    <>
      <VersionHeading
        version={latest}
        statusTestId="event-status"
        state={state}
        back={{ to: '/events', label: t('authoring.nav.events') }}
      />
      <CountryStates state={state} idPrefix="event-" />
      <p>
        {t('authoring.events.schedule', {
          starts: latest.startsLocal.replace('T', ' '),
          ends: latest.endsLocal.replace('T', ' '),
          zone: latest.timeZone,
        })}
      </p>
      <p>
        {t('authoring.events.room', {
          provider: t(`authoring.events.providers.${latest.meetingProvider}`),
          room: latest.meetingRoom,
        })}
      </p>
      {latest.speakers.length > 0 ? (
        <ul>
          {latest.speakers.map((s) => (
            <li key={s.name}>{s.title ? `${s.name} — ${s.title}` : s.name}</li>
          ))}
        </ul>
      ) : null}
      {latest.recordingUrl ? <p>{t('authoring.events.recording', { url: latest.recordingUrl })}</p> : null}
      <VersionAuthorship version={latest} commentTestId="event-review-comment" />
      {latest.approvalCode ? <p>{t('authoring.events.approval', { code: latest.approvalCode })}</p> : null}

      <VersionWorkflow
        api={eventsApi}
        id={id}
        version={latest}
        review={{
          idPrefix: 'event-review',
          withExpiry: false,
          // An event is approved by its code alone: it ends on its own date.
          send: (decision) =>
            eventsApi.review(
              id,
              decision.decision === 'approve'
                ? { decision: 'approve', approvalCode: decision.approvalCode }
                : decision,
            ),
        }}
        publications={{
          idPrefix: 'event-publications',
          heading: t('authoring.events.publishedIn'),
          empty: t('authoring.events.notPublished'),
          testIdPrefix: 'event-publication',
          entries: publishedCountries.map((country) => ({ country, text: country })),
        }}
        publish={{ idPrefix: 'event-publish', withFrom: false }}
        state={state}
      />
    </>
  );
}

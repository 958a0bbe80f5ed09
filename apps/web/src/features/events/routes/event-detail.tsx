// `/eventos/:id`: speakers, description, the .ics download, join when live, the recording when past.
import type { PortalEvent } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActionLink } from '#components/ui/action.tsx';
import { PersonAvatar } from '#components/ui/person-avatar.tsx';
import { ErrorState, LoadingState, NotFoundState } from '#components/ui/states.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { downloadCalendar, useEvent } from '../api/events.ts';
import { EventDateBlock } from '../components/event-date-block.tsx';
import { EventImage } from '../components/event-image.tsx';
import { EventStateBadge } from '../components/event-state-badge.tsx';
import { EventTime } from '../components/event-time.tsx';
import '../components/events.css';
import { ServerHtml } from '#components/ui/server-html.tsx';

function CalendarButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        data-testid="event-add-to-calendar"
        onClick={() => {
          setFailed(false);
          downloadCalendar(id).catch(() => setFailed(true));
        }}
      >
        {t('events.detail.addToCalendar')}
      </button>
      {failed && (
        <p role="alert" data-testid="event-calendar-error">
          {t('events.detail.calendarFailed')}
        </p>
      )}
    </>
  );
}

function EventBody({ event }: { event: PortalEvent }) {
  const { t } = useTranslation();
  const ended = Date.parse(event.endsAt) <= Date.now();
  return (
    <article className="container page events-page" data-testid="event-detail" data-event-id={event.id}>
      <p>
        <Link to={paths.events.list.getHref()}>{t('events.detail.back')}</Link>
      </p>
      <header className="event-detail__head">
        <EventDateBlock startsAt={event.startsAt} />
        <div className="event-detail__heading">
          <h1 className="page__title" data-testid="event-title">
            {event.title}
          </h1>
          <EventStateBadge event={event} />
        </div>
      </header>
      <EventImage event={event} className="event-detail__image" eager />
      <section aria-label={t('events.detail.when')}>
        <EventTime startsAt={event.startsAt} endsAt={event.endsAt} />
        {event.specialty && <p>{t('events.detail.specialty', { specialty: event.specialty })}</p>}
      </section>
      <div className="event-detail__actions">
        {event.live ? (
          <ActionLink kind="primary" to={paths.events.live.getHref(event.id)} testId="event-join">
            {t('events.detail.join')}
          </ActionLink>
        ) : ended ? null : (
          <p data-testid="event-not-live-yet">{t('events.detail.notLiveYet')}</p>
        )}
        {!ended && <CalendarButton id={event.id} />}
      </div>
      {ended && <p data-testid="event-ended">{t('events.detail.ended')}</p>}
      {ended && event.recordingUrl && (
        <section className="event-recording" aria-labelledby="event-recording-title">
          <h2 id="event-recording-title">{t('events.detail.recording')}</h2>
          {/* The recording plays here, in the page's player (no caption tracks exist for recordings yet). */}
          {/* biome-ignore lint/a11y/useMediaCaption: no caption tracks exist for the recordings */}
          <video
            className="event-recording__video"
            controls
            preload="metadata"
            playsInline
            src={event.recordingUrl}
            width={1280}
            height={720}
            aria-labelledby="event-recording-title"
            data-testid="event-recording"
          />
        </section>
      )}
      {event.speakers.length > 0 && (
        <section aria-labelledby="event-speakers-title">
          <h2 id="event-speakers-title">{t('events.detail.speakers')}</h2>
          <ul className="event-detail__speakers" data-testid="event-speakers">
            {event.speakers.map((speaker) => (
              <li key={speaker.name} className="event-speaker">
                <PersonAvatar name={speaker.name} photoUrl={speaker.photoUrl} />
                <span>
                  {speaker.name}
                  {speaker.title && `, ${speaker.title}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ServerHtml className="" testId="event-description" html={event.description} />
    </article>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useEvent(id);
  usePageTitle(query.data?.title ?? t('events.list.title'));
  if (query.isPending) return <LoadingState scope="events" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return status === 404 || status === 400 ? (
      <NotFoundState scope="events" backTo={paths.events.list.getHref()} testId="event-not-found" />
    ) : (
      <ErrorState scope="events" onRetry={() => query.refetch()} />
    );
  }
  return <EventBody event={query.data} />;
}

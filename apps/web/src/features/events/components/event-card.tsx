// One event in the list: its picture, title, time in the viewer's zone, speakers and a live badge.
import type { PortalEvent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { EventImage } from './event-image.tsx';
import { EventTime } from './event-time.tsx';

export function EventCard({ event }: { event: PortalEvent }) {
  const { t } = useTranslation();
  return (
    <article className="event-card" data-testid="event-card" data-event-id={event.id}>
      <EventImage event={event} className="event-card__image" />
      <h3 className="event-card__title">
        <Link to={paths.events.event.getHref(event.id)}>{event.title}</Link>
        {event.live && (
          <span className="event-card__live" data-testid="event-live-badge">
            {t('events.list.liveBadge')}
          </span>
        )}
      </h3>
      <EventTime startsAt={event.startsAt} endsAt={event.endsAt} />
      {event.speakers.length > 0 && (
        <p className="event-card__speakers">{event.speakers.map((speaker) => speaker.name).join(', ')}</p>
      )}
    </article>
  );
}

// One event in the list: its picture, date block, title, state badge, time in the viewer's zone and
// speakers.
import type { PortalEvent } from '@portal/contracts';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { EventDateBlock } from './event-date-block.tsx';
import { EventImage } from './event-image.tsx';
import { EventStateBadge } from './event-state-badge.tsx';
import { EventTime } from './event-time.tsx';

export function EventCard({ event }: { event: PortalEvent }) {
  return (
    <article className="event-card" data-testid="event-card" data-event-id={event.id}>
      <EventImage event={event} className="event-card__image" />
      <EventDateBlock startsAt={event.startsAt} />
      <div className="event-card__body">
        <h3 className="event-card__title">
          <Link to={paths.events.event.getHref(event.id)}>{event.title}</Link>
        </h3>
        <EventStateBadge event={event} />
        <EventTime startsAt={event.startsAt} endsAt={event.endsAt} />
        {event.speakers.length > 0 && (
          <p className="event-card__speakers">{event.speakers.map((speaker) => speaker.name).join(', ')}</p>
        )}
      </div>
    </article>
  );
}

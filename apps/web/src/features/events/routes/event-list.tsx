// `/eventos`: the country's upcoming and past events, times in the viewer's zone.
import type { PortalEvent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '#components/ui/states.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { useEvents } from '../api/events.ts';
import { EventCard } from '../components/event-card.tsx';
import '../components/events.css';

function EventSection(props: { title: string; empty: string; events: PortalEvent[]; testId: string }) {
  return (
    <section aria-labelledby={`${props.testId}-title`} data-testid={props.testId}>
      <h2 id={`${props.testId}-title`}>{props.title}</h2>
      {props.events.length === 0 ? (
        <EmptyState message={props.empty} />
      ) : (
        <ul className="event-list">
          {props.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('events.list.title'));
  const query = useEvents();
  return (
    <div className="container page events-page" data-testid="event-list">
      <div>
        <h1 className="page__title">{t('events.list.title')}</h1>
        <p className="page__lead">{t('events.list.lead')}</p>
      </div>
      {query.isPending ? (
        <LoadingState scope="events" />
      ) : query.isError ? (
        <ErrorState scope="events" onRetry={() => query.refetch()} />
      ) : (
        <>
          <EventSection
            title={t('events.list.upcoming')}
            empty={t('events.list.noUpcoming')}
            events={query.data.upcoming}
            testId="events-upcoming"
          />
          <EventSection
            title={t('events.list.past')}
            empty={t('events.list.noPast')}
            events={query.data.past}
            testId="events-past"
          />
        </>
      )}
    </div>
  );
}

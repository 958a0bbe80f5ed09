// The events of the member's countries (issue 36): the authored ones and the seeded programme, searched,
// filtered and sorted by the API a page at a time, each with its state per country.
import type { AdminEvent } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CatalogueList } from '../../components/catalogue/catalogue-list.tsx';
import { useCatalogueParams } from '../../components/catalogue/catalogue-params.ts';
import { StateBadges } from '../../components/catalogue/state-badges.tsx';
import type { ConsoleColumn } from '../../components/console-table.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { eventsApi } from './api.ts';

export function EventsListPage() {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const params = useCatalogueParams();
  const page = useQuery(eventsApi.pageQuery(params.search));
  const columns: ConsoleColumn<AdminEvent>[] = [
    {
      id: 'title',
      header: t('authoring.events.columns.title'),
      cell: ({ latest }) => <Link to={`/events/${latest.eventId}`}>{latest.title}</Link>,
    },
    {
      id: 'state',
      header: t('catalogue.stateColumn'),
      cell: ({ latest, state }) => <StateBadges state={state} testId={`event-state-${latest.eventId}`} />,
    },
    {
      id: 'startsAt',
      header: t('authoring.events.columns.startsAt'),
      cell: ({ latest }) => <ZonedTime value={latest.startsAt} />,
    },
  ];

  return (
    <>
      <PageHead
        title={t('authoring.events.heading')}
        create={
          staffCan(me.data, 'events.write') ? { to: '/events/new', text: t('authoring.events.new') } : null
        }
      />
      <CatalogueList
        idPrefix="events"
        params={params}
        query={page}
        label={t('authoring.events.tableLabel')}
        columns={columns}
        rowTestId={({ latest }) => `event-row-${latest.eventId}`}
        kinds={(['jitsi', 'zoom'] as const).map((k) => [k, t(`catalogue.meetingProviders.${k}`)])}
        withSpecialty
      />
    </>
  );
}

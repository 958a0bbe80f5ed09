// Authored events of the member's countries: latest version, when, where it is live.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsoleList } from '../../components/console-list.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { eventsApi } from './api.ts';

export function EventsListPage() {
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const list = useQuery(eventsApi.listQuery);

  return (
    <>
      <PageHead
        title={t('authoring.events.heading')}
        create={
          staffCan(me.data, 'events.write') ? { to: '/events/new', text: t('authoring.events.new') } : null
        }
      />
      <ConsoleList
        query={list}
        rows={(data) => data.items}
        empty={t('authoring.events.empty')}
        label={t('authoring.events.tableLabel')}
        rowTestId={({ latest }) => `event-row-${latest.eventId}`}
        columns={[
          {
            id: 'title',
            header: t('authoring.events.columns.title'),
            cell: ({ latest }) => <Link to={`/events/${latest.eventId}`}>{latest.title}</Link>,
          },
          {
            id: 'status',
            header: t('authoring.events.columns.status'),
            cell: ({ latest }) => t(`status.${latest.status}`),
          },
          {
            id: 'startsAt',
            header: t('authoring.events.columns.startsAt'),
            cell: ({ latest }) => formatDateTime(lang, latest.startsAt),
          },
          {
            id: 'countries',
            header: t('authoring.events.columns.countries'),
            cell: ({ latest }) => latest.countries.join(', '),
          },
          {
            id: 'published',
            header: t('authoring.events.columns.published'),
            cell: ({ publishedCountries }) => publishedCountries.join(', ') || '—',
          },
        ]}
      />
    </>
  );
}

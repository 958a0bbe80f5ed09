// Authored events of the member's countries: latest version, when, where it is live.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { eventListQuery } from './api.ts';

export function EventsListPage() {
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const list = useQuery(eventListQuery);

  return (
    <>
      <div className="admin-page-head">
        <h1 className="page__title">{t('authoring.events.heading')}</h1>
        {staffCan(me.data, 'events.write') ? (
          <Link className="button button--primary" to="/events/new">
            {t('authoring.events.new')}
          </Link>
        ) : null}
      </div>
      {list.isPending ? <p>{t('common.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('common.error')}</p> : null}
      {list.data && list.data.items.length === 0 ? <p>{t('authoring.events.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <DataTable label={t('authoring.events.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('authoring.events.columns.title')}</th>
              <th scope="col">{t('authoring.events.columns.status')}</th>
              <th scope="col">{t('authoring.events.columns.startsAt')}</th>
              <th scope="col">{t('authoring.events.columns.countries')}</th>
              <th scope="col">{t('authoring.events.columns.published')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map(({ latest, publishedCountries }) => (
              <tr key={latest.eventId} data-testid={`event-row-${latest.eventId}`}>
                <td>
                  <Link to={`/events/${latest.eventId}`}>{latest.title}</Link>
                </td>
                <td>{t(`status.${latest.status}`)}</td>
                <td>{formatDateTime(lang, latest.startsAt)}</td>
                <td>{latest.countries.join(', ')}</td>
                <td>{publishedCountries.join(', ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}

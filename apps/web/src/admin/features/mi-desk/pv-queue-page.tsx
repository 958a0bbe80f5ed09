// The PV queue: every request flagged as a possible adverse event in the officer's countries, waiting
// ones first by their 24-hour deadline; a missed deadline is said in words.
import type { MiRequestSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { pvListQuery } from './api.ts';
import './mi-desk.css';

function CaseState({ item }: { item: MiRequestSummary }) {
  const { t } = useI18n();
  if (item.pv?.acknowledgedAt)
    return <>{t('miDesk.pv.acknowledgedShort', { reference: item.pv.caseReference ?? '—' })}</>;
  return (
    <>
      {t('miDesk.pv.waiting')}
      {item.pv?.late ? <strong className="admin-breach"> {t('miDesk.pvState.late')}</strong> : null}
    </>
  );
}

export function PvQueuePage() {
  const { t, lang } = useI18n();
  const list = useQuery(pvListQuery);
  return (
    <>
      <h1 className="page__title">{t('miDesk.pv.heading')}</h1>
      {list.isPending ? <p>{t('common.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('common.error')}</p> : null}
      {list.data && list.data.items.length === 0 ? <p>{t('miDesk.pv.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <DataTable label={t('miDesk.pv.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('miDesk.pv.columns.reference')}</th>
              <th scope="col">{t('miDesk.pv.columns.country')}</th>
              <th scope="col">{t('miDesk.pv.columns.product')}</th>
              <th scope="col">{t('miDesk.pv.columns.knownAt')}</th>
              <th scope="col">{t('miDesk.pv.columns.deadline')}</th>
              <th scope="col">{t('miDesk.pv.columns.state')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((item) => (
              <tr
                key={item.key}
                data-testid={`pv-row-${item.reference}`}
                className={item.pv?.late ? 'admin-row--breached' : undefined}
              >
                <td>
                  <Link to={`/pv/${item.key}`}>{item.reference}</Link>
                </td>
                <td>{item.country}</td>
                <td>{item.product}</td>
                <td>{formatDateTime(lang, item.pv?.knownAt ?? null)}</td>
                <td>{formatDateTime(lang, item.pv?.deadline ?? null)}</td>
                <td>
                  <CaseState item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}

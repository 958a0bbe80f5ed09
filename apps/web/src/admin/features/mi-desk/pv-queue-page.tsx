// The PV queue: every request flagged as a possible adverse event in the officer's countries, waiting
// ones first by their 24-hour deadline; a missed deadline is said in words.
import type { MiRequestSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsoleList } from '../../components/console-list.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { pvListQuery } from './api.ts';
import './mi-desk.css';
import { PageHeader } from '../../components/page-header.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';

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
  const { t } = useI18n();
  const list = useQuery(pvListQuery);
  return (
    <>
      <PageHeader title={t('miDesk.pv.heading')} />
      <ConsoleList
        query={list}
        rows={(data) => data.items}
        empty={t('miDesk.pv.empty')}
        label={t('miDesk.pv.tableLabel')}
        rowTestId={(item) => `pv-row-${item.reference}`}
        rowClassName={(item) => (item.pv?.late ? 'admin-row--breached' : undefined)}
        columns={[
          {
            id: 'reference',
            header: t('miDesk.pv.columns.reference'),
            cell: (item) => <Link to={`/pv/${item.key}`}>{item.protocol ?? item.reference}</Link>,
          },
          { id: 'country', header: t('miDesk.pv.columns.country'), cell: (item) => item.country },
          { id: 'product', header: t('miDesk.pv.columns.product'), cell: (item) => item.product },
          {
            id: 'knownAt',
            header: t('miDesk.pv.columns.knownAt'),
            cell: (item) => <ZonedTime value={item.pv?.knownAt ?? null} />,
          },
          {
            id: 'deadline',
            header: t('miDesk.pv.columns.deadline'),
            cell: (item) => <ZonedTime value={item.pv?.deadline ?? null} />,
          },
          { id: 'state', header: t('miDesk.pv.columns.state'), cell: (item) => <CaseState item={item} /> },
        ]}
      />
    </>
  );
}

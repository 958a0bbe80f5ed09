// Medical-information requests received in the period, by their status now (bars), and how many met
// their country's service level.
import { useQuery } from '@tanstack/react-query';
import { type AdminKey, useI18n } from '../../lib/i18n.tsx';
import { medicalRequestsQuery, type RangeFilter } from './api.ts';
import { ReportChart } from './chart.tsx';
import { formatNumber, ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

export function MedicalRequestsReport({ range }: { range: RangeFilter }) {
  const { t, lang } = useI18n();
  const query = useQuery(medicalRequestsQuery(range));
  // A status this console has no name for yet (the desk may add some) shows as it is stored.
  const statusName = (status: string) => {
    const name = t(`reports.requests.statuses.${status}` as AdminKey);
    return name.startsWith('reports.') ? status : name;
  };
  return (
    <ReportSection
      heading={t('reports.requests.heading')}
      query={query}
      isEmpty={(data) => data.byStatus.length === 0}
      render={(data, idOf) => {
        const total = data.byStatus.reduce((sum, s) => sum + s.count, 0);
        return (
          <>
            <p id={idOf('summary')}>
              {t('reports.requests.summary', {
                total: formatNumber(lang, total),
                ae: formatNumber(lang, data.adverseEventSuspected),
              })}
            </p>
            <p data-testid="requests-sla">
              {t('reports.requests.sla', {
                met: formatNumber(lang, data.sla.met),
                breached: formatNumber(lang, data.sla.breached),
              })}
            </p>
            <ReportChart
              kind="bar"
              title={t('reports.requests.chart')}
              describedBy={idOf('summary')}
              labels={data.byStatus.map((s) => statusName(s.status))}
              series={[{ label: t('reports.requests.count'), values: data.byStatus.map((s) => s.count) }]}
            />
            <ReportTable
              label={t('reports.requests.chart')}
              columns={[t('reports.requests.status'), t('reports.requests.count')]}
              rows={[
                ...data.byStatus.map((s) => [statusName(s.status), formatNumber(lang, s.count)]),
                [t('reports.requests.slaMet'), formatNumber(lang, data.sla.met)],
                [t('reports.requests.slaBreached'), formatNumber(lang, data.sla.breached)],
              ]}
            />
          </>
        );
      }}
    />
  );
}

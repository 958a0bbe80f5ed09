// Registrations per day (bars) and the professional status of those accounts now (bars).
import { useQuery } from '@tanstack/react-query';
import { type AdminKey, useI18n } from '../../lib/i18n.tsx';
import { type RangeFilter, registrationsQuery } from './api.ts';
import { ReportChart } from './chart.tsx';
import { formatNumber, ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

export function RegistrationsReport({ range }: { range: RangeFilter }) {
  const { t, lang } = useI18n();
  const query = useQuery(registrationsQuery(range));
  const statusName = (status: string) => {
    const name = t(`reports.registrations.statuses.${status}` as AdminKey);
    return name.startsWith('reports.') ? status : name;
  };
  return (
    <ReportSection
      heading={t('reports.registrations.heading')}
      query={query}
      isEmpty={(data) => data.byVerification.length === 0}
      render={(data, idOf) => {
        const total = data.byDay.reduce((sum, d) => sum + d.registrations, 0);
        const list = data.byVerification
          .map((v) => `${statusName(v.verification)} ${formatNumber(lang, v.count)}`)
          .join(', ');
        return (
          <>
            <h3 className="admin-report__chart-title">{t('reports.registrations.perDay')}</h3>
            <p id={idOf('day')}>
              {t('reports.registrations.summaryDay', { total: formatNumber(lang, total) })}
            </p>
            <ReportChart
              kind="bar"
              title={t('reports.registrations.perDay')}
              describedBy={idOf('day')}
              labels={data.byDay.map((d) => d.day.slice(5))}
              series={[
                {
                  label: t('reports.registrations.registrations'),
                  values: data.byDay.map((d) => d.registrations),
                },
              ]}
            />
            <ReportTable
              label={t('reports.registrations.perDay')}
              columns={[t('reports.registrations.day'), t('reports.registrations.registrations')]}
              rows={data.byDay.map((d) => [d.day, formatNumber(lang, d.registrations)])}
            />
            <h3 className="admin-report__chart-title">{t('reports.registrations.byStatus')}</h3>
            <p id={idOf('status')}>{t('reports.registrations.summaryStatus', { list })}</p>
            <ReportChart
              kind="bar"
              title={t('reports.registrations.byStatus')}
              describedBy={idOf('status')}
              labels={data.byVerification.map((v) => statusName(v.verification))}
              series={[
                { label: t('reports.registrations.count'), values: data.byVerification.map((v) => v.count) },
              ]}
            />
            <ReportTable
              label={t('reports.registrations.byStatus')}
              columns={[t('reports.registrations.verification'), t('reports.registrations.count')]}
              rows={data.byVerification.map((v) => [statusName(v.verification), formatNumber(lang, v.count)])}
            />
          </>
        );
      }}
    />
  );
}

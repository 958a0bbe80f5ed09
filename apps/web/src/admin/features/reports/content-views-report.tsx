// Content views per day (a line) and per country (bars).
import { COUNTRIES, type CountryCode } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n.tsx';
import { contentViewsQuery, type RangeFilter } from './api.ts';
import { ReportChart } from './chart.tsx';
import { formatNumber, ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

export function ContentViewsReport({ range }: { range: RangeFilter }) {
  const { t, lang } = useI18n();
  const query = useQuery(contentViewsQuery(range));
  const countryName = (code: CountryCode) => COUNTRIES[code].name;
  return (
    <ReportSection
      heading={t('reports.views.heading')}
      query={query}
      isEmpty={(data) => data.byCountry.length === 0}
      render={(data, idOf) => {
        const total = data.byDay.reduce((sum, d) => sum + d.views, 0);
        const peak = data.byDay.reduce(
          (best, d) => (d.views > best.views ? d : best),
          data.byDay[0] ?? {
            day: data.from,
            views: 0,
          },
        );
        const list = data.byCountry
          .map((c) => `${countryName(c.country)} ${formatNumber(lang, c.views)}`)
          .join(', ');
        return (
          <>
            <h3 className="admin-report__chart-title">{t('reports.views.perDay')}</h3>
            <p id={idOf('day')}>
              {t('reports.views.summaryDay', {
                total: formatNumber(lang, total),
                day: peak.day,
                max: formatNumber(lang, peak.views),
              })}
            </p>
            <ReportChart
              kind="line"
              title={t('reports.views.perDay')}
              describedBy={idOf('day')}
              labels={data.byDay.map((d) => d.day.slice(5))}
              series={[{ label: t('reports.views.views'), values: data.byDay.map((d) => d.views) }]}
            />
            <ReportTable
              label={t('reports.views.perDay')}
              columns={[t('reports.views.day'), t('reports.views.views')]}
              rows={data.byDay.map((d) => [d.day, formatNumber(lang, d.views)])}
            />
            <h3 className="admin-report__chart-title">{t('reports.views.perCountry')}</h3>
            <p id={idOf('country')}>{t('reports.views.summaryCountry', { list })}</p>
            <ReportChart
              kind="bar"
              title={t('reports.views.perCountry')}
              describedBy={idOf('country')}
              labels={data.byCountry.map((c) => countryName(c.country))}
              series={[{ label: t('reports.views.views'), values: data.byCountry.map((c) => c.views) }]}
            />
            <ReportTable
              label={t('reports.views.perCountry')}
              columns={[t('reports.views.country'), t('reports.views.views')]}
              rows={data.byCountry.map((c) => [countryName(c.country), formatNumber(lang, c.views)])}
            />
          </>
        );
      }}
    />
  );
}

// Finished exam attempts and passes per course (bars side by side), with the pass rate in the table and
// the attempts marked for review (finished faster than the course's plausible minimum).
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n.tsx';
import { examsQuery, type RangeFilter } from './api.ts';
import { ReportChart } from './chart.tsx';
import { formatNumber, formatPercent, ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

export function ExamsReport({ range }: { range: RangeFilter }) {
  const { t, lang } = useI18n();
  const query = useQuery(examsQuery(range));
  return (
    <ReportSection
      heading={t('reports.exams.heading')}
      query={query}
      isEmpty={(data) => data.courses.length === 0}
      render={(data, idOf) => {
        const attempts = data.courses.reduce((sum, c) => sum + c.attempts, 0);
        const passed = data.courses.reduce((sum, c) => sum + c.passed, 0);
        return (
          <>
            <p id={idOf('summary')}>
              {t('reports.exams.summary', {
                attempts: formatNumber(lang, attempts),
                courses: formatNumber(lang, data.courses.length),
                passed: formatNumber(lang, passed),
                rate: formatPercent(lang, attempts ? passed / attempts : 0),
              })}
            </p>
            <ReportChart
              kind="bar"
              title={t('reports.exams.chart')}
              describedBy={idOf('summary')}
              labels={data.courses.map((c) => c.title)}
              series={[
                { label: t('reports.exams.attempts'), values: data.courses.map((c) => c.attempts) },
                { label: t('reports.exams.passed'), values: data.courses.map((c) => c.passed) },
              ]}
            />
            <ReportTable
              label={t('reports.exams.chart')}
              columns={[
                t('reports.exams.course'),
                t('reports.exams.attempts'),
                t('reports.exams.passed'),
                t('reports.exams.rate'),
                t('reports.exams.flaggedTooFast'),
              ]}
              rows={data.courses.map((c) => [
                c.title,
                formatNumber(lang, c.attempts),
                formatNumber(lang, c.passed),
                formatPercent(lang, c.passRate),
                formatNumber(lang, c.flaggedTooFast),
              ])}
            />
          </>
        );
      }}
    />
  );
}

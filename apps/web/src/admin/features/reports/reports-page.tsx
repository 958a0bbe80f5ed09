// Reports (admins): a period of UTC days and a country (or all of the member's), the charts of issue 16
// with their text summaries and tables, and the CSV exports of the same period and country.
import { COUNTRIES } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { ChoiceField, InputField } from '../../components/fields.tsx';
import { FilterForm, useFilters } from '../../components/filter-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import type { RangeFilter } from './api.ts';
import { ContentViewsReport } from './content-views-report.tsx';
import { ExamsReport } from './exams-report.tsx';
import { ExportsPanel } from './exports-panel.tsx';
import { MedicalRequestsReport } from './medical-requests-report.tsx';
import { RegistrationsReport } from './registrations-report.tsx';

const DAY_MS = 86_400_000;

/** The last 30 UTC days, today included. */
function lastThirtyDays(): RangeFilter {
  const today = Date.now();
  return {
    from: new Date(today - 29 * DAY_MS).toISOString().slice(0, 10),
    to: new Date(today).toISOString().slice(0, 10),
    country: '',
  };
}

export function ReportsPage() {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const { draft, applied: range, edit, apply } = useFilters<RangeFilter>(lastThirtyDays());
  const valid = draft.from !== '' && draft.to !== '' && draft.from <= draft.to;

  return (
    <>
      <PageHeader title={t('reports.heading')} />
      <FilterForm
        label={t('reports.filters')}
        apply={t('reports.apply')}
        disabled={!valid}
        onApply={() => {
          if (valid) apply();
        }}
      >
        {(
          [
            ['from', t('reports.from'), { max: draft.to || undefined }],
            ['to', t('reports.to'), { min: draft.from || undefined }],
          ] as const
        ).map(([name, label, bounds]) => (
          <InputField
            key={name}
            id={`report-${name}`}
            type="date"
            label={label}
            value={draft[name]}
            onChange={edit(name)}
            {...bounds}
          />
        ))}
        <ChoiceField
          id="report-country"
          label={t('reports.country')}
          blank={t('reports.allCountries')}
          value={draft.country}
          onChange={edit('country')}
          options={(me.data?.countries ?? []).map((code) => [code, COUNTRIES[code].name])}
        />
      </FilterForm>
      <p className="admin-note">{t('reports.range', { from: range.from, to: range.to })}</p>
      <ContentViewsReport range={range} />
      <ExamsReport range={range} />
      <MedicalRequestsReport range={range} />
      <RegistrationsReport range={range} />
      <ExportsPanel range={range} />
    </>
  );
}

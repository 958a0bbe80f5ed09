// Reports (admins): a period of UTC days and a country (or all of the member's), the charts of issue 16
// with their text summaries and tables, and the CSV exports of the same period and country.
import { COUNTRIES } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  const [draft, setDraft] = useState<RangeFilter>(lastThirtyDays);
  const [range, setRange] = useState<RangeFilter>(draft);
  const valid = draft.from !== '' && draft.to !== '' && draft.from <= draft.to;

  return (
    <>
      <h1 className="page__title">{t('reports.heading')}</h1>
      <form
        className="admin-form admin-form--inline"
        aria-label={t('reports.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setRange(draft);
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="report-from">
            {t('reports.from')}
          </label>
          <input
            id="report-from"
            type="date"
            className="field__input"
            value={draft.from}
            max={draft.to || undefined}
            required
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="report-to">
            {t('reports.to')}
          </label>
          <input
            id="report-to"
            type="date"
            className="field__input"
            value={draft.to}
            min={draft.from || undefined}
            required
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="report-country">
            {t('reports.country')}
          </label>
          <select
            id="report-country"
            className="field__input"
            value={draft.country}
            onChange={(event) => setDraft({ ...draft, country: event.target.value })}
          >
            <option value="">{t('reports.allCountries')}</option>
            {(me.data?.countries ?? []).map((code) => (
              <option key={code} value={code}>
                {COUNTRIES[code].name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={!valid}>
          {t('reports.apply')}
        </button>
      </form>
      <p className="admin-note">{t('reports.range', { from: range.from, to: range.to })}</p>
      <ContentViewsReport range={range} />
      <ExamsReport range={range} />
      <MedicalRequestsReport range={range} />
      <RegistrationsReport range={range} />
      <ExportsPanel range={range} />
    </>
  );
}

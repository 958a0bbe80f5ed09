// CSV exports of the period and country chosen above: the server streams the file and audits the export.
import { EXPORT_KINDS, type ExportKind } from '@portal/contracts';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { downloadExport, type RangeFilter } from './api.ts';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; filename: string } | { kind: 'failed' };

export function ExportsPanel({ range }: { range: RangeFilter }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<ExportKind>('event-attendance');
  const [state, setState] = useState<State>({ kind: 'idle' });

  return (
    <section className="admin-report" aria-labelledby="exports-heading">
      <h2 id="exports-heading" className="admin-subheading">
        {t('reports.exports.heading')}
      </h2>
      <p className="admin-note">{t('reports.exports.hint')}</p>
      <form
        className="admin-form admin-form--inline"
        aria-labelledby="exports-heading"
        onSubmit={async (event) => {
          event.preventDefault();
          setState({ kind: 'busy' });
          try {
            setState({ kind: 'done', filename: await downloadExport(kind, range) });
          } catch {
            setState({ kind: 'failed' });
          }
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="export-kind">
            {t('reports.exports.kind')}
          </label>
          <select
            id="export-kind"
            className="field__input"
            value={kind}
            onChange={(event) => setKind(event.target.value as ExportKind)}
          >
            {EXPORT_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`reports.exports.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={state.kind === 'busy'}>
          {t('reports.exports.download')}
        </button>
      </form>
      <p className="admin-status" role="status">
        {state.kind === 'busy' ? t('reports.exports.preparing') : null}
        {state.kind === 'done' ? t('reports.exports.done', { filename: state.filename }) : null}
      </p>
      {state.kind === 'failed' ? <p role="alert">{t('reports.exports.failed')}</p> : null}
    </section>
  );
}

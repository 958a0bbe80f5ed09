// CSV exports of the period and country chosen above: the server streams the file and audits the export.
import { EXPORT_KINDS, type ExportKind } from '@portal/contracts';
import { useState } from 'react';
import { ConsoleForm } from '../../components/console-form.tsx';
import { ChoiceField } from '../../components/fields.tsx';
import { Section } from '../../components/section.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { downloadExport, type RangeFilter } from './api.ts';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; filename: string } | { kind: 'failed' };

export function ExportsPanel({ range }: { range: RangeFilter }) {
  const { t } = useI18n();
  const [kind, setKind] = useState<ExportKind>('event-attendance');
  const [state, setState] = useState<State>({ kind: 'idle' });

  return (
    <Section id="exports" heading={t('reports.exports.heading')} className="admin-report">
      <p className="admin-note">{t('reports.exports.hint')}</p>
      <ConsoleForm
        inline
        labelledBy="exports-heading"
        onSubmit={async () => {
          setState({ kind: 'busy' });
          try {
            setState({ kind: 'done', filename: await downloadExport(kind, range) });
          } catch {
            setState({ kind: 'failed' });
          }
        }}
      >
        <ChoiceField
          id="export-kind"
          label={t('reports.exports.kind')}
          value={kind}
          onChange={(value) => setKind(value as ExportKind)}
          options={EXPORT_KINDS.map((option) => [option, t(`reports.exports.kinds.${option}`)])}
        />
        <button type="submit" className="button button--primary" disabled={state.kind === 'busy'}>
          {t('reports.exports.download')}
        </button>
      </ConsoleForm>
      <p className="admin-status" role="status">
        {state.kind === 'busy' ? t('reports.exports.preparing') : null}
        {state.kind === 'done' ? t('reports.exports.done', { filename: state.filename }) : null}
      </p>
      {state.kind === 'failed' ? <p role="alert">{t('reports.exports.failed')}</p> : null}
    </Section>
  );
}

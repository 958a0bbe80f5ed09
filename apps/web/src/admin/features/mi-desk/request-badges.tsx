// Small pieces the desk's screens share: the status badge, the due date (a breach said in words), and
// the PV state of a flagged request.
import type { MiRequestSummary } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import { Section } from '../../components/section.tsx';
import { TextWithTimes } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';

export function StatusBadge({ status }: { status: MiRequestSummary['status'] }) {
  const { t } = useI18n();
  return (
    <span className={`admin-badge admin-badge--mi-${status}`} data-testid="mi-status">
      {t(`miDesk.status.${status}`)}
    </span>
  );
}

/** The due day as the request's country counts it (the service level ends with that day there). */
function dueDay(lang: string, request: MiRequestSummary): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es' : 'pt-BR', {
    dateStyle: 'short',
    timeZone: getCountry(request.country).timeZone.iana,
  }).format(new Date(request.dueAt));
}

export function DueDate({ request }: { request: MiRequestSummary }) {
  const { t, lang } = useI18n();
  return (
    <span data-testid="mi-due">
      <time dateTime={request.dueAt}>{dueDay(lang, request)}</time>
      {request.slaBreached ? (
        <strong className="admin-breach" data-testid="mi-breached">
          {' '}
          {t('miDesk.inbox.breached')}
        </strong>
      ) : null}
    </span>
  );
}

export function PvState({ request }: { request: MiRequestSummary }) {
  const { t } = useI18n();
  const pv = request.pv;
  if (!pv) return null;
  return (
    <Section
      id="pv-state"
      heading={t('miDesk.pvState.heading')}
      className="admin-note admin-note--ae"
      testId="pv-state"
    >
      <ul className="admin-facts">
        <li>
          {pv.flaggedBy
            ? t('miDesk.pvState.flaggedBy', { email: pv.flaggedBy })
            : t('miDesk.pvState.automatic')}
        </li>
        <li>
          <TextWithTimes
            text={t('miDesk.pvState.knownAt', { date: '{{date}}' })}
            times={{ date: pv.knownAt }}
          />
        </li>
        <li>
          <TextWithTimes
            text={t('miDesk.pvState.deadline', { date: '{{date}}' })}
            times={{ date: pv.deadline }}
          />
          {pv.late ? <strong className="admin-breach"> {t('miDesk.pvState.late')}</strong> : null}
        </li>
        {pv.acknowledgedAt ? (
          <>
            <li data-testid="pv-acknowledged">
              <TextWithTimes
                text={t('miDesk.pvState.acknowledged', { email: pv.acknowledgedBy ?? '—', date: '{{date}}' })}
                times={{ date: pv.acknowledgedAt }}
              />
            </li>
            <li>
              {t('miDesk.pvState.caseReference')}:{' '}
              <span data-testid="pv-case-reference">{pv.caseReference}</span>
            </li>
            <li>
              {t('miDesk.pvState.outcome')}: {pv.outcome ? t(`miDesk.outcomes.${pv.outcome}`) : '—'}
            </li>
          </>
        ) : (
          <li>
            <strong>{t('miDesk.pvState.waiting')}</strong>
          </li>
        )}
      </ul>
    </Section>
  );
}

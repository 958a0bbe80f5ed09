// The safety screening a person records before the request can be answered or closed (issue 34): "no
// safety information", or "sent to PV" (the request joins PV's queue; PV's clock counts from arrival).
// Once recorded it shows who and when.
import type { MiRequestDetail, MiScreeningOutcome } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Section } from '../../components/section.tsx';
import { TextWithTimes } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { type RequestPartProps, recordScreening } from './api.ts';

export function ScreeningSection({ request, onDone, onError }: RequestPartProps) {
  const { t } = useI18n();
  const screen = useMutation({
    mutationFn: (outcome: MiScreeningOutcome) => recordScreening(request.key, outcome),
    onSuccess: onDone,
    onError,
  });
  const { screening } = request;
  return (
    <Section id="mi-screening" heading={t('miDesk.screening.heading')}>
      {screening ? (
        <p data-testid="mi-screening">
          <TextWithTimes
            text={t('miDesk.screening.done', {
              outcome: t(`miDesk.screening.${screening.outcome}`),
              email: screening.by ?? '—',
              date: '{{date}}',
            })}
            times={{ date: screening.at }}
          />
        </p>
      ) : (
        <ScreeningChoice request={request} busy={screen.isPending} onChoose={(o) => screen.mutate(o)} />
      )}
    </Section>
  );
}

function ScreeningChoice({
  busy,
  onChoose,
}: {
  request: MiRequestDetail;
  busy: boolean;
  onChoose: (outcome: MiScreeningOutcome) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <p id="mi-screening-hint" className="admin-hint">
        {t('miDesk.screening.hint')}
      </p>
      <p id="mi-screening-question">{t('miDesk.screening.question')}</p>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          aria-describedby="mi-screening-question"
          onClick={() => onChoose('no_safety_information')}
        >
          {t('miDesk.screening.recordNone')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-describedby="mi-screening-question"
          onClick={() => onChoose('sent_to_pv')}
        >
          {t('miDesk.screening.recordPv')}
        </button>
      </div>
    </>
  );
}

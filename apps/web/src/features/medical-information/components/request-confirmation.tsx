// What the physician sees once a question is sent (issue 34): the protocol number to quote and what
// happens next; or, when the same question was sent within a day, that the first request stands (with
// its protocol and date) and no second one was opened. `children` is the room for the notices that
// depend on what the question says (the pharmacovigilance channel).
import type { CreateMedicalRequestResponse } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function RequestConfirmation({
  result,
  children,
}: {
  result: CreateMedicalRequestResponse;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(result.receivedAt),
  );
  return (
    <div className="medical-confirmation" data-testid="question-sent">
      {result.duplicate ? (
        <p data-testid="question-duplicate">
          {t('medicalInformation.screen.confirmation.duplicate', { date, protocol: result.protocol ?? '—' })}
        </p>
      ) : (
        <>
          <h3 className="medical-confirmation__heading">
            {t('medicalInformation.screen.confirmation.heading')}
          </h3>
          {result.protocol ? (
            <p>
              <strong data-testid="question-protocol">
                {t('medicalInformation.screen.confirmation.protocol', { protocol: result.protocol })}
              </strong>
            </p>
          ) : null}
          <p>{t('medicalInformation.screen.confirmation.next')}</p>
        </>
      )}
      {children}
    </div>
  );
}

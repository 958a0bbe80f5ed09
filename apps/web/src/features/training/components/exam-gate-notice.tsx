// Why a new exam attempt cannot start yet: lessons still to complete, or the pause / attempts limit with
// the date and time (in the physician's zone) it opens.
import type { ExamGate } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';

export function ExamGateNotice({ gate, retryAt }: { gate: ExamGate; retryAt?: string | null }) {
  const { t, i18n } = useTranslation();
  const opensAt = retryAt ?? gate.nextAttemptAt;
  if (gate.blockedBy === 'lessons') {
    return (
      <p className="exam-notice" data-testid="exam-gate" role="status">
        {t('training.exam.lessonsFirst', { count: gate.lessonsRemaining })}
      </p>
    );
  }
  if (!opensAt) return null;
  return (
    <p className="exam-notice" data-testid="exam-gate" role="status">
      {gate.blockedBy === 'attempts'
        ? `${t('training.exam.attemptsLimit', { max: gate.maxAttemptsPerPeriod, days: gate.attemptPeriodDays })} `
        : gate.retakePauseHours > 0
          ? `${t('training.exam.pauseRule', { count: gate.retakePauseHours })} `
          : ''}
      {t('training.exam.nextAttemptAt', { date: formatDateTime(opensAt, i18n.language) })}
    </p>
  );
}

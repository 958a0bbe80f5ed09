// The result of a finished attempt (passed or not, score, time spent) with the way on.
import type { ExamResult } from '@portal/contracts';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, ActionLink } from '#components/ui/action.tsx';
import { paths } from '#lib/paths.ts';
import { splitDuration } from '../lib/timer.ts';
import { CertificateReady } from './certificate-ready.tsx';

interface ExamResultViewProps {
  courseId: string;
  result: ExamResult;
  onRetake: () => void;
  /** The retake waits (pause or attempts limit): no retake button, the notice below says until when. */
  retakeBlocked?: boolean;
}

export const ExamResultView = forwardRef<HTMLHeadingElement, ExamResultViewProps>(function ExamResultView(
  { courseId, result, onRetake, retakeBlocked = false },
  headingRef,
) {
  const { t } = useTranslation();
  const { minutes, seconds } = splitDuration(result.timeSpent);
  return (
    <section
      className={`exam-result exam-result--${result.isPassed ? 'passed' : 'failed'}`}
      data-testid="exam-result"
      data-passed={result.isPassed}
    >
      <h2 tabIndex={-1} ref={headingRef}>
        {t('training.result.heading')}
      </h2>
      <p className="exam-result__verdict">
        {t(result.isPassed ? 'training.result.passed' : 'training.result.failed')}
      </p>
      <p data-testid="exam-score">
        {t('training.result.score', {
          correct: result.correctAnswers,
          total: result.totalQuestions,
          min: result.minCorrectQuestions,
        })}
      </p>
      <p data-testid="exam-time-spent">{t('training.result.timeSpent', { minutes, seconds })}</p>
      {result.isPassed && result.certificateCode && <CertificateReady code={result.certificateCode} />}
      <p className="exam-actions">
        {result.isPassed ? (
          <ActionLink kind="secondary" to={paths.training.certificates.getHref()} testId="exam-certificates">
            {t('training.result.certificates')}
          </ActionLink>
        ) : retakeBlocked ? null : (
          <ActionButton kind="primary" testId="exam-retake" onClick={onRetake}>
            {t('training.result.retake')}
          </ActionButton>
        )}
        <ActionLink kind="secondary" to={paths.training.course.getHref(courseId)}>
          {t('training.result.backToCourse')}
        </ActionLink>
      </p>
    </section>
  );
});

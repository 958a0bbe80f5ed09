// The result of a finished attempt (passed or not, score, time spent) with the way on.
import type { ExamResult } from '@portal/contracts';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { splitDuration } from '../lib/timer.ts';

interface ExamResultViewProps {
  courseId: string;
  result: ExamResult;
  onRetake: () => void;
}

export const ExamResultView = forwardRef<HTMLHeadingElement, ExamResultViewProps>(function ExamResultView(
  { courseId, result, onRetake },
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
      <p className="exam-actions">
        {result.isPassed ? (
          <Link
            to={paths.training.certificates.getHref()}
            className="button button--primary"
            data-testid="exam-certificates"
          >
            {t('training.result.certificates')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            data-testid="exam-retake"
            onClick={onRetake}
          >
            {t('training.result.retake')}
          </button>
        )}
        <Link to={paths.training.course.getHref(courseId)} className="button button--secondary">
          {t('training.result.backToCourse')}
        </Link>
      </p>
    </section>
  );
});

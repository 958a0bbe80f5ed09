// The course's exam in one list: number of questions, pass mark and duration.
import type { ContentItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** Number of questions, pass mark and duration, from the course's exam fields. */
export function ExamFacts({ course }: { course: ContentItem }) {
  const { t } = useTranslation();
  const timed = course.examDurationMode !== 'none' && course.examDuration;
  return (
    <ul className="exam-facts">
      {course.totalQuestions !== null && (
        <li>
          {t('training.detail.examSummary', {
            total: course.totalQuestions,
            min: course.minCorrectQuestions ?? course.totalQuestions,
          })}
        </li>
      )}
      <li>
        {!timed
          ? t('training.detail.examUntimed')
          : course.examDurationMode === 'hours'
            ? t('training.detail.examDurationHours', { count: course.examDuration ?? 0 })
            : t('training.detail.examDurationMinutes', { count: course.examDuration ?? 0 })}
      </li>
    </ul>
  );
}

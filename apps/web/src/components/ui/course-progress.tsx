// A course's progress as cards and the course page show it: status (not started, in progress, passed
// with the date), workload hours, and the control that continues at the next lesson.
import type { CourseProgress } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import './course-progress.css';

/** One formatter per language: building an Intl.DateTimeFormat per card was a visible cost on the home. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A short date ("19 de nov. de 2026"), so the status fits a card. */
function formatDay(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dayFormats.set(locale, format);
  }
  return format.format(time);
}

export function CourseStatus({ progress, className }: { progress: CourseProgress; className?: string }) {
  const { t, i18n } = useTranslation();
  const status =
    progress.status === 'passed' && progress.passedAt
      ? t('training.progress.passed', { date: formatDay(progress.passedAt, i18n.language) })
      : progress.status === 'in_progress'
        ? t('training.progress.inProgress')
        : t('training.progress.notStarted');
  return (
    <span className={`course-progress ${className ?? ''}`.trim()}>
      <span
        className={`course-progress__status course-progress__status--${progress.status}`}
        data-testid="course-status"
        data-status={progress.status}
      >
        {status}
      </span>
      {progress.workloadHours !== null && (
        <span data-testid="course-workload">
          {t('training.progress.workload', { count: progress.workloadHours })}
        </span>
      )}
    </span>
  );
}

/**
 * "Start" or "Continue" at the first lesson not yet opened; nothing once every lesson was opened or the
 * course was passed (the course page still lists every lesson).
 */
export function NextLessonLink({
  courseId,
  courseTitle,
  progress,
  className = 'button button--secondary button--small',
}: {
  courseId: string;
  courseTitle: string;
  progress: CourseProgress;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!progress.nextLessonId || progress.status === 'passed') return null;
  const starting = progress.lessonsViewed === 0;
  return (
    <Link
      to={paths.training.lesson.getHref(courseId, progress.nextLessonId)}
      className={className}
      aria-label={t(starting ? 'training.progress.startLabel' : 'training.progress.continueLabel', {
        course: courseTitle,
      })}
      data-testid="course-next-lesson"
    >
      {t(starting ? 'training.progress.start' : 'training.progress.continue')}
    </Link>
  );
}

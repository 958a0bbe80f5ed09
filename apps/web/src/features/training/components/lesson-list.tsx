// The lessons of a course; each opens at `/cursos-online/{course}/{lesson}` and plays there.
import type { Episode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';

interface LessonListProps {
  courseId: string;
  lessons: readonly Episode[];
  playingId: string | undefined;
}

export function LessonList({ courseId, lessons, playingId }: LessonListProps) {
  const { t } = useTranslation();
  return (
    <section className="lesson-list" aria-labelledby="lesson-list-heading">
      <h2 id="lesson-list-heading">
        {t('training.detail.lessonsHeading')}{' '}
        <span className="lesson-list__count">
          ({t('training.detail.lessonCount', { count: lessons.length })})
        </span>
      </h2>
      <ol>
        {lessons.map((lesson) => (
          <li key={lesson.id} data-testid="lesson-item">
            <Link
              to={paths.training.lesson.getHref(courseId, lesson.id)}
              aria-current={lesson.id === playingId ? 'true' : undefined}
              aria-label={t('training.detail.play', { title: lesson.title })}
            >
              {lesson.title}
            </Link>
            {lesson.duration !== null && (
              <span className="lesson-list__duration">
                {' '}
                {t('training.detail.lessonDuration', {
                  minutes: Math.max(1, Math.round(lesson.duration / 60)),
                })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

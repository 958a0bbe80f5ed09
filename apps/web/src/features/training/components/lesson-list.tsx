// The lessons of a course; each opens at `/cursos-online/{course}/{lesson}` and plays there.
import type { Episode, LessonProgress } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';

interface LessonListProps {
  courseId: string;
  lessons: readonly Episode[];
  /** The user's progress per lesson (empty while loading). */
  progress: readonly LessonProgress[];
  playingId: string | undefined;
}

const minutes = (seconds: number) => Math.round(seconds / 60);

export function LessonList({ courseId, lessons, progress, playingId }: LessonListProps) {
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
        {lessons.map((lesson) => {
          const mine = progress.find((entry) => entry.lessonId === lesson.id);
          return (
            <li key={lesson.id} data-testid="lesson-item" data-completed={mine?.completed === true}>
              <Link
                to={paths.training.lesson.getHref(courseId, lesson.id)}
                aria-current={lesson.id === playingId ? 'true' : undefined}
                aria-label={t('training.detail.play', { title: lesson.title })}
              >
                {lesson.title}
              </Link>
              {lesson.duration !== null && (
                <span className="lesson-list__duration" data-testid="lesson-progress">
                  {' '}
                  {mine && mine.furthestSeconds > 0
                    ? lesson.duration < 120
                      ? // A short clip in seconds: "0 of 1 min" would say nothing.
                        t('training.detail.lessonWatchedSeconds', {
                          watched: Math.min(mine.furthestSeconds, lesson.duration),
                          total: lesson.duration,
                        })
                      : t('training.detail.lessonWatched', {
                          watched: minutes(Math.min(mine.furthestSeconds, lesson.duration)),
                          total: Math.max(1, minutes(lesson.duration)),
                        })
                    : t('training.detail.lessonDuration', {
                        minutes: Math.max(1, minutes(lesson.duration)),
                      })}
                </span>
              )}
              {mine?.completed && (
                <span className="lesson-list__done"> · {t('training.detail.lessonDone')}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

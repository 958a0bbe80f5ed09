// One course of the list: image, title (the link), its exam in short, the user's progress and the way on.
import type { ContentSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseStatus, NextLessonLink } from '#components/ui/course-progress.tsx';
import { paths } from '#lib/paths.ts';

export function CourseCard({ item }: { item: ContentSummary }) {
  const { t } = useTranslation();
  const image = item.thumbnail.find((thumbnail) => thumbnail.type === 'cluster') ?? item.thumbnail[0];
  return (
    <article className="tile course-card" data-testid="course-card" data-content-id={item.id}>
      {image && (
        <img className="course-card__image" src={image.url} alt="" width={320} height={180} loading="lazy" />
      )}
      <h2 className="course-card__title">
        <Link to={paths.training.course.getHref(item.id)} className="course-card__link">
          {item.title}
        </Link>
      </h2>
      {item.totalQuestions !== null && (
        <p className="course-card__meta">
          {t('training.detail.examSummary', {
            total: item.totalQuestions,
            min: item.minCorrectQuestions ?? item.totalQuestions,
          })}
        </p>
      )}
      {item.course && (
        <p className="course-card__meta">
          <CourseStatus progress={item.course} />
        </p>
      )}
      {item.course?.nextLessonId && item.course.status !== 'passed' && (
        <p className="course-card__actions">
          <NextLessonLink courseId={item.id} courseTitle={item.title} progress={item.course} />
        </p>
      )}
    </article>
  );
}

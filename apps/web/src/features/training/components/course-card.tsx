// One course of the list: image, title (the link), its exam in short, the user's progress and the way on.
// Without a picture the course shows its specialty's designed artwork with the training badge (issue 37).
import type { ContentSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseStatus, NextLessonLink } from '#components/ui/course-progress.tsx';
import { ThumbnailImage } from '#components/ui/thumbnail-image.tsx';
import { paths } from '#lib/paths.ts';
import { pickThumbnail } from '#lib/thumbnails.ts';

export function CourseCard({ item }: { item: ContentSummary }) {
  const { t } = useTranslation();
  return (
    <article className="tile course-card" data-testid="course-card" data-content-id={item.id}>
      <ThumbnailImage
        thumbnail={pickThumbnail(item.thumbnail, 'cluster')}
        className="course-card__image"
        width={320}
        height={180}
        sizes="(max-width: 40rem) 100vw, 20rem"
        art={{ specialty: item.categoryId, kind: 'training' }}
      />
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

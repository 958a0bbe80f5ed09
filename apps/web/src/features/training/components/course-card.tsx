// One course of the list: image, title (the link) and its exam in short.
import type { ContentSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
    </article>
  );
}

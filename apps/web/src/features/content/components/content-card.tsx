// One item of a list or a home row: image, tag, title (the link, stretched over the card) and save toggle.
import type { ContentCard as ContentCardData } from '@portal/contracts';
import { artworkKind } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseStatus, NextLessonLink } from '#components/ui/course-progress.tsx';
import { TagLabel } from '#components/ui/tag-label.tsx';
import { ThumbnailImage } from '#components/ui/thumbnail-image.tsx';
import { formatDuration } from '#lib/duration.ts';
import { pickThumbnail } from '#lib/thumbnails.ts';
import { SaveToggle } from './save-toggle.tsx';

interface ContentCardProps {
  item: ContentCardData;
  href: string;
  headingLevel: 2 | 3;
  /** Top 10 rows show the rank and the top10 thumbnail. */
  rank?: number;
  /** False for products (only content items can be saved). */
  saveable?: boolean;
}

export function ContentCard({ item, href, headingLevel, rank, saveable = true }: ContentCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const thumbnail = pickThumbnail(item.thumbnail, rank === undefined ? 'cluster' : 'top10');
  // A course is measured by its workload (the course status shows it), not by its trailer's length.
  const duration = item.course ? null : formatDuration(item.duration);
  return (
    <div className="tile content-card" data-testid="content-card" data-content-id={item.id}>
      <div className="content-card__media">
        <ThumbnailImage
          thumbnail={thumbnail}
          className="content-card__image"
          width={320}
          height={180}
          art={{ specialty: item.categoryId, kind: artworkKind(item.mainCluster) }}
        />
        {rank !== undefined && (
          <span className="content-card__rank" aria-hidden="true">
            {rank}
          </span>
        )}
      </div>
      <div className="content-card__body">
        <Heading className="content-card__title">
          <Link to={href} className="content-card__link">
            {rank !== undefined && <span className="visually-hidden">{`${rank}. `}</span>}
            {item.title}
          </Link>
        </Heading>
        <p className="content-card__meta">
          <TagLabel mainCluster={item.mainCluster} />
          {duration && <span>{t('content.card.duration', { duration })}</span>}
        </p>
        {item.course && <CourseStatus progress={item.course} className="content-card__course" />}
      </div>
      {(saveable || item.course) && (
        <div className="content-card__actions">
          {item.course && (
            <NextLessonLink courseId={item.id} courseTitle={item.title} progress={item.course} />
          )}
          {saveable && <SaveToggle id={item.id} title={item.title} isSaved={item.isSaved} />}
        </div>
      )}
    </div>
  );
}

// Episodes, lessons and seasons of a series: links to `/{list}/{idCapa}/{id}`, the playing one marked.
import type { ContentItem, Episode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ThumbnailImage } from '#components/ui/thumbnail-image.tsx';
import { formatDuration } from '#lib/duration.ts';
import { pickThumbnail } from '#lib/thumbnails.ts';

interface PartsProps {
  parts: readonly Episode[];
  kind: 'episode' | 'lesson';
  currentId: string | null;
  hrefFor: (part: Episode) => string;
  testId: string;
}

function PartLinks({ parts, kind, currentId, hrefFor, testId }: PartsProps) {
  const { t } = useTranslation();
  return (
    <ol className="parts-list" data-testid={testId}>
      {parts.map((part, index) => {
        const current = part.id === currentId;
        const duration = formatDuration(part.duration);
        const number =
          kind === 'episode'
            ? t('content.detail.episodeNumber', { number: index + 1 })
            : t('content.detail.lessonNumber', { number: index + 1 });
        return (
          <li key={part.id}>
            <Link
              to={hrefFor(part)}
              className="parts-list__link"
              aria-current={current ? 'true' : undefined}
              data-part-id={part.id}
            >
              <ThumbnailImage
                thumbnail={pickThumbnail(part.thumbnail, 'episode')}
                className="parts-list__image"
                width={96}
                height={54}
                sizes="96px"
                art={{ kind: part.media?.type === 'audio' ? 'audio' : 'video' }}
              />
              <span className="parts-list__text">
                <span>{part.title}</span>
                <span className="parts-list__sub">
                  {number}
                  {duration && ` · ${duration}`}
                  {current && ` ${t('content.detail.current')}`}
                </span>
              </span>
            </Link>
            {part.synopsis && <p className="parts-list__sub parts-list__synopsis">{part.synopsis}</p>}
          </li>
        );
      })}
    </ol>
  );
}

interface ContentPartsProps {
  item: Pick<ContentItem, 'episodes' | 'lessons' | 'seasons'>;
  currentId: string | null;
  hrefFor: (part: Episode) => string;
}

/** Seasons as headed groups (h3 per season), then episodes, then lessons, each under its own h2. */
export function ContentParts({ item, currentId, hrefFor }: ContentPartsProps) {
  const { t } = useTranslation();
  const seasons = item.seasons ?? [];
  return (
    <>
      {seasons.length > 0 && (
        <section aria-labelledby="content-seasons" data-testid="content-seasons">
          <h2 id="content-seasons">{t('content.detail.seasons')}</h2>
          {seasons.map((season) => (
            <section key={season.id} aria-labelledby={`season-${season.id}`} data-season-id={season.id}>
              <h3 id={`season-${season.id}`}>{season.title}</h3>
              <PartLinks
                parts={season.episodes}
                kind="episode"
                currentId={currentId}
                hrefFor={hrefFor}
                testId="season-episodes"
              />
            </section>
          ))}
        </section>
      )}
      {(['episode', 'lesson'] as const).map((kind) => {
        const parts = kind === 'episode' ? item.episodes : item.lessons;
        const id = kind === 'episode' ? 'content-episodes' : 'content-lessons';
        return parts.length > 0 ? (
          <section key={kind} aria-labelledby={id}>
            <h2 id={id}>{t(kind === 'episode' ? 'content.detail.episodes' : 'content.detail.lessons')}</h2>
            <PartLinks parts={parts} kind={kind} currentId={currentId} hrefFor={hrefFor} testId={id} />
          </section>
        ) : null;
      })}
    </>
  );
}

// A content item in full: header, player (the item's media or the chosen episode/lesson), text, series
// structure, planners, related products and the regulatory parts (medicine insert, additional information, approval code).
import type { ContentItem } from '@portal/contracts';
import { artworkKind } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { TagLabel } from '#components/ui/tag-label.tsx';
import { ThumbnailImage } from '#components/ui/thumbnail-image.tsx';
import { formatDuration } from '#lib/duration.ts';
import { type ListId, paths } from '#lib/paths.ts';
import { outdoorThumbnail, pickThumbnail } from '#lib/thumbnails.ts';
import { formatDate, pageLocale } from '../lib/format.ts';
import { findPart } from '../lib/parts.ts';
import { MediaPlayer } from './media-player.tsx';
import { ContentParts } from './parts-list.tsx';
import { RelatedProducts } from './related-products.tsx';
import { SaveToggle } from './save-toggle.tsx';

interface ContentDetailViewProps {
  item: ContentItem;
  list: ListId;
  /** The episode or lesson to play (the `:id` of `/{list}/{idCapa}/{id}`). */
  partId?: string;
}

export function ContentDetailView({ item, list, partId }: ContentDetailViewProps) {
  const { t } = useTranslation();
  const current = findPart(item, partId);
  const media = current?.part.media ?? item.media;
  const poster = current ? pickThumbnail(current.part.thumbnail, 'video') : outdoorThumbnail(item);
  const duration = formatDuration(item.duration);
  const playingTitle = current ? current.part.title : item.title;

  return (
    <article className="content-detail" data-testid="content-detail" data-content-id={item.id}>
      <header className="content-detail__header">
        <h1 className="page__title">{item.title}</h1>
        <p className="content-detail__meta">
          <TagLabel mainCluster={item.mainCluster} />
          <span>{t('content.detail.publishedOn', { date: formatDate(item.publishDate, pageLocale()) })}</span>
          {duration && <span>{t('content.detail.duration', { duration })}</span>}
          {item.participant && <span>{t('content.detail.participant', { name: item.participant })}</span>}
        </p>
        <SaveToggle id={item.id} title={item.title} isSaved={item.isSaved} />
      </header>

      {!media && poster && (
        <ThumbnailImage
          thumbnail={poster}
          className="product-image"
          width={640}
          height={360}
          sizes="(max-width: 40rem) 100vw, 36rem"
          art={{ specialty: item.categoryId, kind: artworkKind(item.mainCluster) }}
          eager
        />
      )}

      {media && (
        <MediaPlayer
          media={media}
          title={playingTitle}
          poster={poster}
          caption={current ? t('content.detail.nowPlaying', { title: current.part.title }) : undefined}
        />
      )}

      {item.synopsis && (
        <HtmlSection id="content-synopsis" title={t('content.detail.synopsis')} html={item.synopsis} />
      )}
      {item.content && <HtmlSection id="content-body" title={t('content.detail.body')} html={item.content} />}

      <ContentParts
        item={item}
        currentId={current?.part.id ?? null}
        hrefFor={(part) => paths.content.part(list, item.id, part.id)}
      />

      {(item.planners.length > 0 || item.speakerTrainingSlideDeck || item.trainingUserCertificate) && (
        <section aria-labelledby="content-planners">
          <h2 id="content-planners">{t('content.detail.planners')}</h2>
          <ul>
            {item.speakerTrainingSlideDeck && (
              <li>
                <a href={item.speakerTrainingSlideDeck}>{t('content.detail.slideDeck')}</a>
              </li>
            )}
            {item.trainingUserCertificate && (
              <li>
                <Link to={item.trainingUserCertificate} data-testid="training-user-certificate">
                  {t('content.detail.userCertificate')}
                </Link>
              </li>
            )}
            {item.planners.map((planner) =>
              planner.url ? (
                <li key={planner.id}>
                  <a href={planner.url}>{planner.title}</a>
                  {planner.description && <span> — {planner.description}</span>}
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}

      <RelatedProducts item={item} />

      {item.medicineInsert && (
        <details className="disclosure" data-testid="medicine-insert">
          <summary>{t('content.detail.medicineInsert')}</summary>
          <div className="disclosure__body">
            <a href={item.medicineInsert} target="_blank" rel="noopener noreferrer">
              {t('content.detail.openPdf', { title: t('content.detail.medicineInsert') })}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          </div>
        </details>
      )}

      {item.additionalInformation && (
        <details className="disclosure" data-testid="additional-information">
          <summary>{t('content.detail.additionalInformation')}</summary>
          <ServerHtml html={item.additionalInformation} className="disclosure__body prose" />
        </details>
      )}

      {item.cfApprovalCode && (
        <p className="approval-code" data-testid="approval-code">
          {t('content.detail.approvalCode', { code: item.cfApprovalCode })}
        </p>
      )}
    </article>
  );
}

/** A block of the item's stored HTML under a heading for screen readers only. */
function HtmlSection({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
      <ServerHtml html={html} testId={id} />
    </section>
  );
}

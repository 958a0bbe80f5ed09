// A compact reader for an unlocked item: media with the browser's own controls, the body, episodes,
// lessons and seasons, the medicine insert, additional information and the approval code. HTML fields
// are the server's sanitised output (allowlist on write and on read), rendered as such.
import type { ContentItem, Episode, Media } from '@portal/contracts';
import { type Ref, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionTracks, MediaTextControls } from '#components/ui/media-text.tsx';
import { ServerHtml } from '#components/ui/server-html.tsx';

function MediaPlayer({ media, title }: { media: Media; title: string }) {
  const { t } = useTranslation();
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const player =
    media.type === 'audio' ? (
      // biome-ignore lint/a11y/useMediaCaption: the tracks are rendered by CaptionTracks (one per language)
      <audio
        ref={mediaRef}
        className="public-content__audio"
        controls
        preload="metadata"
        aria-label={t('contentSearch.publicAccess.audioLabel', { title })}
        data-testid="public-content-audio"
      >
        <source src={media.url} type={media.mimeType} />
        <CaptionTracks media={media} />
      </audio>
    ) : (
      // biome-ignore lint/a11y/useMediaCaption: the tracks are rendered by CaptionTracks (one per language)
      <video
        ref={mediaRef}
        className="public-content__video"
        controls
        preload="metadata"
        playsInline
        aria-label={t('contentSearch.publicAccess.videoLabel', { title })}
        data-testid="public-content-video"
      >
        <source src={media.url} type={media.mimeType} />
        <CaptionTracks media={media} />
      </video>
    );
  return (
    <>
      {player}
      <MediaTextControls key={`text:${media.url}`} media={media} mediaRef={mediaRef} />
    </>
  );
}

function minutes(seconds: number | null): string | null {
  return seconds && seconds > 0 ? `${Math.max(1, Math.round(seconds / 60))} min` : null;
}

function EpisodeList({ episodes, testId }: { episodes: Episode[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ol className="public-content__episodes" data-testid={testId}>
      {episodes.map((episode) => {
        const duration = minutes(episode.duration);
        return (
          <li key={episode.id} className="public-content__episode">
            <h4 className="public-content__episode-title">{episode.title}</h4>
            {duration ? (
              <p className="public-content__meta">{t('contentSearch.publicAccess.duration', { duration })}</p>
            ) : null}
            {episode.media ? <MediaPlayer media={episode.media} title={episode.title} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

export function PublicContentViewer({
  item,
  headingRef,
}: {
  item: ContentItem;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation();
  const duration = minutes(item.duration);
  const published = new Date(item.publishDate);
  const date = Number.isNaN(published.getTime())
    ? null
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(published);
  return (
    <article className="public-content" aria-labelledby="public-content-title" data-testid="public-content">
      <h2 id="public-content-title" className="public-content__title" tabIndex={-1} ref={headingRef}>
        {item.title}
      </h2>
      <p className="public-content__meta">
        {date ? <span>{t('contentSearch.publicAccess.published', { date })}</span> : null}
        {duration ? <span>{t('contentSearch.publicAccess.duration', { duration })}</span> : null}
      </p>
      {item.media ? <MediaPlayer media={item.media} title={item.title} /> : null}
      {/* The body usually opens with the synopsis: show the synopsis only when there is no body. */}
      {item.synopsis && !item.content ? (
        <ServerHtml className="public-content__synopsis" html={item.synopsis} />
      ) : null}
      {item.content ? (
        <ServerHtml className="public-content__body" testId="public-content-body" html={item.content} />
      ) : null}
      {item.episodes.length > 0 ? (
        <section aria-labelledby="public-content-episodes">
          <h3 id="public-content-episodes">{t('contentSearch.publicAccess.episodes')}</h3>
          <EpisodeList episodes={item.episodes} testId="public-content-episodes" />
        </section>
      ) : null}
      {item.lessons.length > 0 ? (
        <section aria-labelledby="public-content-lessons">
          <h3 id="public-content-lessons">{t('contentSearch.publicAccess.lessons')}</h3>
          <EpisodeList episodes={item.lessons} testId="public-content-lessons" />
        </section>
      ) : null}
      {item.seasons && item.seasons.length > 0 ? (
        <section aria-labelledby="public-content-seasons">
          <h3 id="public-content-seasons">{t('contentSearch.publicAccess.seasons')}</h3>
          {item.seasons.map((season) => (
            <details key={season.id} className="public-content__season">
              <summary>{season.title}</summary>
              <EpisodeList episodes={season.episodes} testId={`public-content-season-${season.id}`} />
            </details>
          ))}
        </section>
      ) : null}
      {item.medicineInsert ? (
        <p>
          <a href={item.medicineInsert} target="_blank" rel="noopener noreferrer">
            {t('contentSearch.publicAccess.medicineInsert')}{' '}
            <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
      {item.additionalInformation ? (
        <details className="public-content__more">
          <summary>{t('contentSearch.publicAccess.additionalInformation')}</summary>
          <ServerHtml className="" html={item.additionalInformation} />
        </details>
      ) : null}
      {item.cfApprovalCode ? (
        <p className="public-content__approval" data-testid="public-content-approval">
          {t('contentSearch.publicAccess.approvalCode', { code: item.cfApprovalCode })}
        </p>
      ) : null}
    </article>
  );
}

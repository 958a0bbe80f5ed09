// Video and audio with the browser's own controls; the media store answers the range requests.
import type { Media, Thumbnail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

interface MediaPlayerProps {
  media: Media;
  title: string;
  poster: Thumbnail | null;
  /** Shown under the player when an episode or lesson is playing. */
  caption?: string;
}

export function MediaPlayer({ media, title, poster, caption }: MediaPlayerProps) {
  const { t } = useTranslation();
  const fallback = (
    <p>
      {t('content.detail.mediaUnsupported')} <a href={media.url}>{t('content.detail.download')}</a>
    </p>
  );
  return (
    <figure className="media-player" data-testid="media-player" data-media-type={media.type}>
      {media.type === 'video' ? (
        // Captions are not part of the demo media; the body text carries the content for readers.
        // biome-ignore lint/a11y/useMediaCaption: no caption tracks exist for these files yet
        <video
          key={media.url}
          controls
          preload="metadata"
          playsInline
          src={media.url}
          poster={poster?.url}
          width={1280}
          height={720}
          aria-label={t('content.detail.videoLabel', { title })}
          data-testid="content-video"
        >
          {fallback}
        </video>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: no caption tracks exist for these files yet
        <audio
          key={media.url}
          controls
          preload="metadata"
          src={media.url}
          aria-label={t('content.detail.audioLabel', { title })}
          data-testid="content-audio"
        >
          {fallback}
        </audio>
      )}
      {caption && <figcaption data-testid="now-playing">{caption}</figcaption>}
    </figure>
  );
}

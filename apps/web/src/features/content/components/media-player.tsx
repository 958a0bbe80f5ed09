// Video and audio with the browser's own controls; the media store answers the range requests. Caption
// tracks, the captions switch and the transcript come with the media (components/ui/media-text.tsx).
import type { Media, Thumbnail } from '@portal/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionTracks, MediaTextControls } from '#components/ui/media-text.tsx';

interface MediaPlayerProps {
  media: Media;
  title: string;
  poster: Thumbnail | null;
  /** Shown under the player when an episode or lesson is playing. */
  caption?: string;
}

export function MediaPlayer({ media, title, poster, caption }: MediaPlayerProps) {
  const { t } = useTranslation();
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const fallback = (
    <p>
      {t('content.detail.mediaUnsupported')} <a href={media.url}>{t('content.detail.download')}</a>
    </p>
  );
  return (
    <figure className="media-player" data-testid="media-player" data-media-type={media.type}>
      {media.type === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: the tracks are rendered by CaptionTracks (one per language)
        <video
          ref={mediaRef}
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
          <CaptionTracks media={media} />
          {fallback}
        </video>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the tracks are rendered by CaptionTracks (one per language)
        <audio
          ref={mediaRef}
          key={media.url}
          controls
          preload="metadata"
          src={media.url}
          aria-label={t('content.detail.audioLabel', { title })}
          data-testid="content-audio"
        >
          <CaptionTracks media={media} />
          {fallback}
        </audio>
      )}
      <MediaTextControls key={`text:${media.url}`} media={media} mediaRef={mediaRef} />
      {caption && <figcaption data-testid="now-playing">{caption}</figcaption>}
    </figure>
  );
}

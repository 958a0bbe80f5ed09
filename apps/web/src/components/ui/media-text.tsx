// Captions and transcripts of a video or audio (WCAG 2.2 1.2.1 and 1.2.2): the `<track kind="captions">`
// elements for inside the media element, a button that shows or hides the captions in the reader's
// language (the browser's own menu works too; the button is there for keyboards and for audio, whose
// default controls have no captions menu), and the transcript in a disclosure.
import type { Media } from '@portal/contracts';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './media-text.css';

/** The caption track to show first: the reader's language, then the same language family, then any. */
function preferred<T extends { language: string }>(entries: T[], uiLanguage: string): T | undefined {
  const ui = uiLanguage.toLowerCase();
  return (
    entries.find((entry) => entry.language.toLowerCase() === ui) ??
    entries.find((entry) => entry.language.slice(0, 2).toLowerCase() === ui.slice(0, 2)) ??
    entries[0]
  );
}

export function CaptionTracks({ media }: { media: Media }) {
  const { t, i18n } = useTranslation();
  const first = preferred(media.captions, i18n.language);
  return media.captions.map((caption) => (
    <track
      key={caption.language}
      kind="captions"
      src={caption.url}
      srcLang={caption.language}
      label={t(`content.media.languages.${caption.language}`, { defaultValue: caption.language })}
      default={caption === first}
    />
  ));
}

/** The captions switch and the transcript, under the player. */
export function MediaTextControls({
  media,
  mediaRef,
}: {
  media: Media;
  mediaRef: RefObject<HTMLMediaElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const [showing, setShowing] = useState(media.captions.length > 0);
  const chosen = preferred(media.captions, i18n.language)?.language;

  // Keeps the button true to the element: the browser's own captions menu changes the modes too.
  useEffect(() => {
    const tracks = mediaRef.current?.textTracks;
    if (!tracks) return;
    const sync = () => setShowing(Array.from(tracks).some((track) => track.mode === 'showing'));
    tracks.addEventListener('change', sync);
    return () => tracks.removeEventListener('change', sync);
  }, [mediaRef]);

  const toggle = () => {
    const tracks = Array.from(mediaRef.current?.textTracks ?? []);
    const next = !showing;
    for (const track of tracks) {
      if (track.kind !== 'captions') continue;
      track.mode = next && track.language === chosen ? 'showing' : 'hidden';
    }
    setShowing(next);
  };

  const transcript = preferred(media.transcripts, i18n.language);
  if (media.captions.length === 0 && !transcript) return null;
  return (
    <div className="media-text" data-testid="media-text">
      {media.captions.length > 0 && (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={showing}
          data-testid="captions-toggle"
          onClick={toggle}
        >
          {t('content.media.captions')}
          <span className="media-text__state" aria-hidden="true">
            {showing ? t('content.media.captionsOn') : t('content.media.captionsOff')}
          </span>
        </button>
      )}
      {transcript && (
        <details className="media-text__transcript" data-testid="transcript">
          <summary>{t('content.media.transcript')}</summary>
          <p lang={transcript.language}>{transcript.text}</p>
        </details>
      )}
    </div>
  );
}

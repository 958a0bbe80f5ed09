// The doctor-finder landing's banner video (decision 013): a Vimeo player, loaded only when the visitor
// asks for it (no third-party request, cookie or autoplay before that), and a clear way out when Vimeo
// cannot be reached: the player never announced itself ready, so the visitor gets a message, a link to
// watch on Vimeo itself and a retry.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#components/ui/spinner.tsx';
import type { BannerVideo as Video } from '#lib/config.ts';

export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';
/** How long the player has to say it is ready before the visitor is told it cannot be reached. */
export const PLAYER_READY_TIMEOUT_MS = 10_000;

type Stage = 'idle' | 'loading' | 'ready' | 'unreachable';

export function playerUrl(video: Video): string {
  const url = new URL(`/video/${video.id}`, VIMEO_PLAYER_ORIGIN);
  if (video.token) url.searchParams.set('h', video.token);
  // dnt: no tracking cookies; autoplay: the visitor just pressed play.
  url.searchParams.set('dnt', '1');
  url.searchParams.set('autoplay', '1');
  return url.href;
}

export function watchUrl(video: Video): string {
  return `https://vimeo.com/${video.id}${video.token ? `/${video.token}` : ''}`;
}

/** Vimeo's player posts `{"event":"ready"}` (as JSON text or an object) to its parent once loaded. */
export function isReadyMessage(data: unknown): boolean {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return false;
    }
  }
  return typeof value === 'object' && value !== null && (value as { event?: unknown }).event === 'ready';
}

export function BannerVideo({ video }: { video: Video }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>('idle');
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (stage !== 'loading') return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== VIMEO_PLAYER_ORIGIN || event.source !== frame.current?.contentWindow) return;
      if (isReadyMessage(event.data)) setStage('ready');
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => setStage('unreachable'), PLAYER_READY_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [stage]);

  const play = () => setStage(navigator.onLine === false ? 'unreachable' : 'loading');

  return (
    <section
      className="docfinder-banner"
      aria-labelledby="docfinder-banner-title"
      data-testid="docfinder-banner"
    >
      <h2 id="docfinder-banner-title" className="docfinder-banner__title">
        {t('docfinder.banner.title')}
      </h2>
      <div className="docfinder-banner__stage" data-stage={stage}>
        {stage === 'idle' ? (
          <button type="button" className="docfinder-banner__play" onClick={play}>
            <span className="docfinder-banner__icon" aria-hidden="true" />
            {t('docfinder.banner.play')}
          </button>
        ) : null}
        {stage === 'loading' || stage === 'ready' ? (
          <iframe
            ref={frame}
            className="docfinder-banner__frame"
            src={playerUrl(video)}
            title={t('docfinder.banner.frameTitle')}
            allow="autoplay; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
        {stage === 'loading' ? (
          <p className="docfinder-banner__loading" role="status">
            <Spinner />
            {t('docfinder.banner.loading')}
          </p>
        ) : null}
        {stage === 'unreachable' ? (
          <div className="docfinder-banner__fallback" role="alert">
            <p>{t('docfinder.banner.unreachable')}</p>
            <p className="docfinder-banner__actions">
              <a href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
                {t('docfinder.banner.openOnHost')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
              <button type="button" className="button button--secondary" onClick={play}>
                {t('docfinder.banner.retry')}
              </button>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

// First layer of the cookie notice (ANPD guidance): reject is exactly as prominent as accept.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '#components/ui/smart-link.tsx';
import { useCountry } from '#lib/country.ts';

interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onCustomize: () => void;
}

export function ConsentBanner({ onAcceptAll, onRejectAll, onCustomize }: ConsentBannerProps) {
  const { t } = useTranslation();
  const { privacy } = useCountry().legal;
  const banner = useRef<HTMLElement>(null);
  useReservedHeight(banner);
  return (
    <section
      ref={banner}
      className="consent-banner"
      aria-label={t('legal.consent.title')}
      data-testid="consent-banner"
    >
      <div className="container row-between consent-banner__inner">
        <div className="consent-banner__text">
          <h2 className="consent-banner__title">{t('legal.consent.title')}</h2>
          {/* On a phone the text scrolls inside a short box (the banner stays within a third of the screen),
              so keyboard users must be able to reach and scroll it. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll */}
          <div className="consent-banner__body" tabIndex={0}>
            <p>
              {t('legal.consent.description')}{' '}
              <SmartLink to={privacy.route} href={privacy.external} openInNewTab={privacy.openInNewTab}>
                {t('legal.consent.privacyLink')}
              </SmartLink>
            </p>
          </div>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="button button--primary" onClick={onAcceptAll}>
            {t('legal.consent.acceptAll')}
          </button>
          <button type="button" className="button button--primary" onClick={onRejectAll}>
            {t('legal.consent.rejectAll')}
          </button>
          <button type="button" className="button button--secondary" onClick={onCustomize}>
            {t('legal.consent.customize')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * WCAG 2.4.11 (focus not obscured): the fixed banner must never cover the element in focus. Its height is
 * published as --consent-banner-height: the page keeps that much room below its end, and scrolling to a
 * focused element (scroll-padding-bottom) stops above the banner.
 */
function useReservedHeight(banner: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    // The observer reports the size after each layout (the first report comes before the first paint), so
    // nothing here forces a layout of its own.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      root.style.setProperty('--consent-banner-height', `${Math.ceil(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, [banner]);
}

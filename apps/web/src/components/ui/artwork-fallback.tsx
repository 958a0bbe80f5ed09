// The designed stand-in for a missing picture (issue 37): the brand pattern in the specialty's tone with
// the specialty's icon and a small badge of the content kind. Decorative (the title is written beside
// it), so hidden from assistive technology; it never prints the title again.
import './artwork-fallback.css';
import { ARTWORK_ICONS, type ArtworkIcon, artworkSpecialty } from '@portal/countries';

export interface ArtworkProps {
  /** A specialty id ('cardiology') or label ('Cardiología'); unknown or none: the brand's own tone. */
  specialty?: string | null | undefined;
  /** The content kind's badge (video, audio, event, ...); none: the specialty icon alone. */
  kind?: ArtworkIcon | undefined;
}

/** The icons are drawn on a 24-unit grid; the specialty's sits in a ring of 8/34 of its size on each side. */
const PLAIN = '0 0 24 24';
const IN_RING = '-5.65 -5.65 35.3 35.3';

function Icon({ name, className, viewBox }: { name: ArtworkIcon; className: string; viewBox: string }) {
  return (
    <svg className={className} viewBox={viewBox} focusable="false" aria-hidden="true">
      <path d={ARTWORK_ICONS[name]} />
    </svg>
  );
}

export function ArtworkFallback({ specialty, kind, className = '' }: ArtworkProps & { className?: string }) {
  const tone = artworkSpecialty(specialty);
  return (
    <span
      className={`artwork artwork--${tone} ${className}`}
      aria-hidden="true"
      data-testid="artwork-fallback"
      data-artwork={tone}
    >
      <Icon name={tone} className="artwork__icon" viewBox={IN_RING} />
      {kind && <Icon name={kind} className="artwork__kind" viewBox={PLAIN} />}
    </span>
  );
}

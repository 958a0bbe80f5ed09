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

function Icon({ name, className }: { name: ArtworkIcon; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
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
      <Icon name={tone} className="artwork__icon" />
      {kind && <Icon name={kind} className="artwork__kind" />}
    </span>
  );
}

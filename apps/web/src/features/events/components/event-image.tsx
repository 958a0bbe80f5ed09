// An event's picture over the specialty's designed pattern (issue 37): the picture when the console gave
// one, the pattern with the event badge otherwise (and while the picture loads). Fixed 16:9 box, so
// nothing moves when it arrives. Decorative: the title is written beside it. One file per event (an
// upload has no width variants), so no srcset.
import type { PortalEvent } from '@portal/contracts';
import { ArtworkFallback } from '#components/ui/artwork-fallback.tsx';

interface EventImageProps {
  event: Pick<PortalEvent, 'imageUrl' | 'specialty'>;
  className: string;
  /** Above the fold (the detail page): loaded at once. */
  eager?: boolean;
}

export function EventImage({ event, className, eager }: EventImageProps) {
  return (
    <span className={`event-image ${className}`} data-testid="event-image">
      <ArtworkFallback specialty={event.specialty} kind="event" className="event-image__fallback" />
      {event.imageUrl && (
        <img
          className="event-image__picture"
          src={event.imageUrl}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      )}
    </span>
  );
}

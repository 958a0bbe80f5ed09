// A thumbnail with fixed dimensions (no layout shift) over its designed fallback: the fallback shows when
// there is no image, while a lazy one loads, and if it fails. Responsive through the type's variants.
import './thumbnail-image.css';
import type { Thumbnail } from '@portal/contracts';
import { ArtworkFallback, type ArtworkProps } from '#components/ui/artwork-fallback.tsx';
import { thumbnailSrcSet } from '#lib/thumbnails.ts';

interface ThumbnailImageProps {
  thumbnail: Thumbnail | null;
  className: string;
  width: number;
  height: number;
  /** Empty when the image only repeats the text beside it. */
  alt?: string;
  /** Above the fold: loaded at once. */
  eager?: boolean;
  /** How wide the image is laid out (the `sizes` attribute); the card's width by default. */
  sizes?: string;
  /** The specialty and kind the fallback draws. */
  art?: ArtworkProps;
}

export function ThumbnailImage({
  thumbnail,
  className,
  width,
  height,
  alt = '',
  eager,
  sizes = '16rem',
  art = {},
}: ThumbnailImageProps) {
  const srcSet = thumbnail ? thumbnailSrcSet(thumbnail) : null;
  return (
    <span className={`thumbnail ${className}`} data-testid="thumbnail">
      <ArtworkFallback specialty={art.specialty} kind={art.kind} className="thumbnail__fallback" />
      {thumbnail && (
        <img
          className="thumbnail__image"
          src={thumbnail.url}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      )}
    </span>
  );
}

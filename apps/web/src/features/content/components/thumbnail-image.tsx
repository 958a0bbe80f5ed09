// A lazy image of a thumbnail variant with fixed dimensions (no layout shift); a neutral block without one.
import type { Thumbnail } from '@portal/contracts';

interface ThumbnailImageProps {
  thumbnail: Thumbnail | null;
  className: string;
  width: number;
  height: number;
  /** Empty when the image only repeats the text beside it. */
  alt?: string;
  eager?: boolean;
}

export function ThumbnailImage({
  thumbnail,
  className,
  width,
  height,
  alt = '',
  eager,
}: ThumbnailImageProps) {
  if (!thumbnail) return <span className={`${className} content-card__placeholder`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={thumbnail.url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

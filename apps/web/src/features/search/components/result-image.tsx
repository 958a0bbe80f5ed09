// A result's picture: the item's own thumbnail, or its specialty's designed artwork with the kind's badge
// (issue 37), in a fixed 16:9 box. Decorative: the title link beside it names the item.
import type { ContentSummary } from '@portal/contracts';
import { artworkKind } from '@portal/countries';
import { ThumbnailImage } from '#components/ui/thumbnail-image.tsx';
import { pickThumbnail } from '#lib/thumbnails.ts';

export function ResultImage({
  item,
}: {
  item: Pick<ContentSummary, 'thumbnail' | 'categoryId' | 'mainCluster'>;
}) {
  return (
    <ThumbnailImage
      thumbnail={pickThumbnail(item.thumbnail, 'cluster')}
      className="search-result__image"
      width={160}
      height={90}
      sizes="160px"
      art={{ specialty: item.categoryId, kind: artworkKind(item.mainCluster) }}
    />
  );
}

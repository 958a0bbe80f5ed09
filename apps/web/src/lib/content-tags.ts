// The media tag of an item (spec section 4), as a key of the content.tags dictionary.
import { tagLabelKey } from '@portal/countries';

export type TagKey = 'video' | 'text' | 'audio' | 'audioVideo';

const KEY_BY_LABEL: Record<string, TagKey> = {
  Video: 'video',
  Texto: 'text',
  Audio: 'audio',
  'Audio / Video': 'audioVideo',
};

/** null for clusters without a tag (to_home, to_product, ...). */
export function tagKey(mainCluster: string): TagKey | null {
  const label = tagLabelKey(mainCluster);
  return label === null ? null : (KEY_BY_LABEL[label] ?? null);
}

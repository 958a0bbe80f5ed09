import { useTranslation } from 'react-i18next';
import { tagKey } from '../lib/tags.ts';

/** The media tag of an item's mainCluster (Video, Texto, Audio, Audio / Video); nothing for the others. */
export function TagLabel({ mainCluster }: { mainCluster: string }) {
  const { t } = useTranslation();
  const key = tagKey(mainCluster);
  if (!key) return null;
  return (
    <span className="content-tag" data-testid="content-tag" data-tag={key}>
      {t(`content.tags.${key}`)}
    </span>
  );
}

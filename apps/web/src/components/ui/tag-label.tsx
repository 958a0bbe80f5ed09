import { useTranslation } from 'react-i18next';
import { tagKey } from '#lib/content-tags.ts';

/**
 * The media tag of an item's mainCluster (Vídeo, Texto, Áudio, Áudio / Vídeo in the page's language);
 * nothing for the others. One label for cards, details and search results alike.
 */
export function TagLabel({
  mainCluster,
  className = 'content-tag',
}: {
  mainCluster: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const key = tagKey(mainCluster);
  if (!key) return null;
  return (
    <span className={className} data-testid="content-tag" data-tag={key}>
      {t(`content.tags.${key}`)}
    </span>
  );
}

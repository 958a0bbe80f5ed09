// The country's path language and the brand, bound once for the link builders of lib/lists.ts.
import type { ContentSummary } from '@portal/contracts';
import { config } from '#lib/config.ts';
import { getCountry } from '#lib/country.ts';
import { itemPath, type ListId, listPath } from '../lib/lists.ts';

export function useContentPaths() {
  const language = getCountry().contentLanguage;
  return {
    list: (list: ListId) => listPath(list, language, config.brand),
    item: (item: Pick<ContentSummary, 'id' | 'mainCluster' | 'isSpeakerTraining'>, shownIn: ListId | null) =>
      itemPath(item, shownIn, language, config.brand),
    /** An episode or lesson of `parentId`, under the list the parent was opened from. */
    part: (list: ListId, parentId: string, partId: string) =>
      `${listPath(list, language, config.brand)}/${encodeURIComponent(parentId)}/${encodeURIComponent(partId)}`,
  };
}

/** `<html lang>`-style locale for dates. */
export function pageLocale(): string {
  return getCountry().pageLanguage;
}

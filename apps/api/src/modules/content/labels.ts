// Cluster labels in the language of the caller's country, from the dictionaries (the web shows them as
// the cluster headings).
import type { ListClusterId } from '@portal/contracts';
import type { Country } from '@portal/countries';
import { interpolate } from '@portal/i18n';
import { textsOf } from '../i18n/service.ts';

export function clusterLabel(id: ListClusterId, country: Pick<Country, 'language' | 'shortName'>): string {
  return interpolate(textsOf(country).content.clusters[id], { shortName: country.shortName });
}

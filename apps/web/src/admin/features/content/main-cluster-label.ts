// The content type an item has, in the member's language: the authored kinds, and `to_home` of the
// seeded home items (no editor picks it, but the demo corpus and older items carry it).
import { AUTHORED_MAIN_CLUSTERS } from '@portal/contracts';
import type { Translate } from '../../lib/i18n.tsx';

type AuthoredCluster = (typeof AUTHORED_MAIN_CLUSTERS)[number];

export function mainClusterLabel(t: Translate, cluster: string): string {
  if (cluster === 'to_home') return t('contentFields.homeCluster');
  if ((AUTHORED_MAIN_CLUSTERS as readonly string[]).includes(cluster))
    return t(`contentFields.clusters.${cluster as AuthoredCluster}`);
  return cluster;
}

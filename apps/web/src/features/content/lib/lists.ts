// The signed-in content lists (spec section 2): each shows the cluster of the same id. Their paths and
// where an item opens are in lib/paths.ts.
import type { ListId } from '#lib/paths.ts';

/** The list a home subcluster's "see all" opens; null when it has no list screen. */
export function listForCluster(cluster: string): ListId | null {
  switch (cluster) {
    case 'novelty':
    case 'exclusive':
    case 'contents':
    case 'products':
    case 'feed':
    case 'saved':
    case 'speakertraining':
      return cluster;
    default:
      return null;
  }
}

export const SUBCLUSTERS = [
  'top10',
  'novelty',
  'moreyou',
  'explore',
  'unbranded',
  'products',
  'training',
  'speakertraining',
] as const;
export type Subcluster = (typeof SUBCLUSTERS)[number];

export const MAIN_CLUSTERS = [
  'to_home',
  'to_read',
  'to_see',
  'to_participe',
  'to_listen',
  'to_see_to_listen',
  'to_product',
  'to_training',
] as const;
export type MainCluster = (typeof MAIN_CLUSTERS)[number];

const TAG_LABELS: Partial<Record<MainCluster, string>> = {
  to_see: 'Video',
  to_read: 'Texto',
  to_listen: 'Audio',
  to_see_to_listen: 'Audio / Video',
};

/** The media tag shown on an item of this cluster; null for clusters without a tag. */
export function tagLabelKey(mainCluster: string): string | null {
  return TAG_LABELS[mainCluster as MainCluster] ?? null;
}

/**
 * Items that are courses (lessons, exam, certificate): the training cluster and speaker training. The API
 * grades only these, and the web opens them on the course screen wherever they are listed.
 */
export function isCourseItem(item: { mainCluster: string; isSpeakerTraining: boolean }): boolean {
  return item.mainCluster === 'to_training' || item.isSpeakerTraining;
}

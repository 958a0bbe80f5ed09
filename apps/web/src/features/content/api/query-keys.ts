// One place for the content query keys, so a save can refresh every list that shows the item.
export const contentKeys = {
  all: ['content'] as const,
  home: (subclusters: string) => ['content', 'home', subclusters] as const,
  cluster: (id: string) => ['content', 'cluster', id] as const,
  item: (id: string) => ['content', 'item', id] as const,
  product: (id: string) => ['content', 'product', id] as const,
};

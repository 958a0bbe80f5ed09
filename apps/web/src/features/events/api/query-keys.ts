export const eventsKeys = {
  all: ['events'] as const,
  list: () => ['events', 'list'] as const,
  event: (id: string) => ['events', 'event', id] as const,
  meeting: (id: string) => ['events', 'meeting', id] as const,
};

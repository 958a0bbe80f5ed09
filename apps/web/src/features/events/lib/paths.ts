// The events screens' paths (spec section 2): the same in Portuguese and Spanish. Kept free of
// @portal/contracts (zod) because the route table, in the initial bundle, imports this file.
export const EVENTS_PATHS = { list: '/eventos' } as const;

export const eventPath = (id: string) => `${EVENTS_PATHS.list}/${encodeURIComponent(id)}`;
export const livePath = (id: string) => `${eventPath(id)}/participar`;

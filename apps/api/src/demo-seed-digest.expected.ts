// Recorded on main before the demo seed moved to packages/demo-data (issue 39).
export const SEEDED_DIGESTS: Record<string, string> = {};

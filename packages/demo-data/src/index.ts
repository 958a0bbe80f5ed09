// The demo data (DEMO_DATA): accounts, staff, corpus, courses, events, doctor-finder listings and MI
// requests. Production never imports it: the API loads it with a dynamic import when DEMO_DATA is on.

export { buildBenchCorpus } from './content-seed/bench-corpus.ts';
export { buildDemoCorpus, DEMO_CONTENT_SEED_KEY, type SeedContentOptions } from './content-seed/index.ts';
export { DEMO_SPECIALTIES } from './content-seed/topics.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_LICENSED_PROFESSIONALS,
  DEMO_PASSWORD,
  type DemoAccount,
  demoUid,
} from './demo-accounts.ts';
export {
  benchDocfinderQueries,
  DOCFINDER_SEED_KEY,
  demoDocfinderListings,
  seedBenchDocfinder,
  seedDemoDocfinder,
} from './docfinder-seed.ts';
export { MI_DESK_SEED_KEY, seedDemoMedicalRequests } from './mi-desk-seed.ts';
export {
  DEMO_SEED_KEY,
  type SeedDemoOptions,
  type SeedResult,
  type SeedServices,
  seedDemoData,
} from './seed.ts';
export { signaturePng } from './signature-png.ts';
export { DEMO_STAFF, type DemoStaffMember, seedDemoStaff } from './staff-seed.ts';
export { DEMO_BANKS } from './training-seed/index.ts';

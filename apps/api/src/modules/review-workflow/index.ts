// The MLR review workflow shared by content, event, product and course authoring (decision 033): what
// other modules may use of it. Biome refuses any other path into this module.
export { datedKindService, datedVersionSummary, type PreviewFields } from './dated-kind-service.ts';
export {
  assertCountriesInScope,
  type ExpiringApproval,
  expiringApproval,
  newItemId,
  staffEmailsOf,
  type VersionPatch,
  type VersionStore,
  versionedItem,
  versionHead,
  versionSummary,
} from './versioned-item.ts';
export { versionedKindService } from './versioned-kind-service.ts';
export { versionStore } from './versioned-repository.ts';

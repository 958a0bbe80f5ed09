// The MLR review workflow shared by content, event, product and course authoring (decision 033): what
// other modules may use of it. Biome refuses any other path into this module.

// The console lists and each record's state per country (decision 030), shared by the authoring modules.
export { pageOf } from './catalogue-page.ts';
export {
  lastPublicationSteps,
  newestApproved,
  unversionedContent,
  unversionedEvents,
  unversionedProducts,
} from './catalogue-repository.ts';
export { assertPublishable, type StateSpec, statesOf } from './catalogue-states.ts';
export { datedKindService, datedVersionSummary, type PreviewFields } from './dated-kind-service.ts';
export { itemState, type VersionStatus } from './item-state.ts';
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

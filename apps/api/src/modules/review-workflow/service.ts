// The MLR lifecycle itself (versioned-item.ts), for kinds without per-country publishing (course exams):
// what index.ts offers but the dated kinds, whose publishing reaches the content read model; importing
// only this keeps course authoring out of an import cycle through content and training (decision 033).

// The console lists' paging (decision 030): a pure function, safe for course authoring to import.
export { pageOf } from './catalogue-page.ts';
export {
  assertCountriesInScope,
  type ExpiringApproval,
  expiringApproval,
  staffEmailsOf,
  type VersionPatch,
  type VersionStore,
  versionedItem,
  versionSummary,
} from './versioned-item.ts';

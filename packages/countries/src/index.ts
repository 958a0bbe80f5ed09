// Public entry of @portal/countries. The web bundles it, so it must never import ./locations.ts
// (Brazil's city lists); that data has its own subpath export for the server.

export { type CountryRegistry, createCountryRegistry } from './create-registry.ts';
export {
  analyticsContainerForHost,
  COUNTRIES,
  COUNTRY_REGISTRY,
  countriesOfRegion,
  countryList,
  countryOrDefault,
  DEFAULT_COUNTRY,
  DEFAULT_HOST_MAP,
  getCountry,
  isCountryCode,
  parseHostMap,
  resolveCountry,
  toCountryCode,
} from './registry.ts';
export { consentScriptKey, DEFAULT_ANALYTICS_CONTAINER } from './rules/analytics.ts';
export { ARTICLE_FIELD_MAX, PRODUCTS, type Product } from './rules/article-request.ts';
export {
  ARTWORK_ICONS,
  ARTWORK_TONES,
  type ArtworkIcon,
  type ArtworkSpecialty,
  artworkKind,
  artworkSpecialty,
} from './rules/artwork.ts';
export {
  isCourseItem,
  MAIN_CLUSTERS,
  type MainCluster,
  SUBCLUSTERS,
  type Subcluster,
  tagLabelKey,
} from './rules/clusters.ts';
export { TEXT_SEARCH_CONFIGS, type TextSearchConfig, textSearchConfig } from './rules/content-language.ts';
export { type HostMap, normalizeHost, type ResolveCountryInput } from './rules/host.ts';
export {
  formatProblem,
  formatRut,
  type IdentifierProblem,
  identifierFormat,
  identifierProblem,
} from './rules/identifiers.ts';
export { LOCALIZED_PAGE_PATHS, type LocalizedPage, localizedPagePath } from './rules/page-paths.ts';
export { cleanPhone, formatBrazilPhone, type PhoneRules, phoneRules } from './rules/phone.ts';
export { expandRegisterSpecialty, salesRepresentativeFieldName } from './rules/register.ts';
export {
  asksRegisterNumber,
  asksState,
  asksTermsConsent,
  choosesRegisterType,
  usesRegisterUf,
} from './rules/register-fields.ts';
export { normalizeRegisterNumber, savedRegisterType } from './rules/register-number.ts';
export { SCREEN_VIEW_DELAY_MS, screenLabelForPath, TOAST_DURATION_MS } from './rules/screen-label.ts';
export { listsStatesAndCities } from './rules/state-lists.ts';
export { cutItems, THUMBNAIL_TYPES, type ThumbnailType, thumbnailVariant } from './rules/thumbnails.ts';
export { isValidZip, maskZip, ZIP_PATTERN, zipInputMode, zipMask, zipMaxLength } from './rules/zip.ts';
export * from './types.ts';

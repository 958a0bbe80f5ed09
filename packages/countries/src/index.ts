// Public entry of @portal/countries. The web bundles it, so it must never import ./locations.ts
// (Brazil's city lists); that data has its own subpath export for the server.

export {
  COUNTRIES,
  countriesOfRegion,
  countryList,
  DEFAULT_COUNTRY,
  getCountry,
  isCountryCode,
} from './registry.ts';
export {
  analyticsContainerForHost,
  consentScriptKey,
  DEFAULT_ANALYTICS_CONTAINER,
  PERU_SHARED_DEV_HOST,
  PRODUCTION_HOSTS,
} from './rules/analytics.ts';
export { ARTICLE_FIELD_MAX, PRODUCTS, type Product } from './rules/article-request.ts';
export {
  MAIN_CLUSTERS,
  type MainCluster,
  SUBCLUSTERS,
  type Subcluster,
  tagLabelKey,
} from './rules/clusters.ts';
export {
  DEFAULT_HOST_MAP,
  type HostMap,
  normalizeHost,
  parseHostMap,
  type ResolveCountryInput,
  resolveCountry,
  toCountryCode,
} from './rules/host.ts';
export { cleanPhone, formatBrazilPhone, isValidPhone } from './rules/phone.ts';
export { expandRegisterSpecialty, salesRepresentativeFieldName } from './rules/register.ts';
export { normalizeRegisterNumber, savedRegisterType } from './rules/register-number.ts';
export { SCREEN_VIEW_DELAY_MS, screenLabelForPath, TOAST_DURATION_MS } from './rules/screen-label.ts';
export { cutItems, THUMBNAIL_TYPES, type ThumbnailType, thumbnailVariant } from './rules/thumbnails.ts';
export { maskZip, ZIP_PATTERN } from './rules/zip.ts';
export * from './types.ts';

// What "live" means for a content publication, written once for every module that asks it in SQL
// (content, training, push digests, the console's public links): of the country, started and not
// expired at `now`.
import type { CountryCode } from '@portal/countries';
import { and, contentPublications, eq, gt, isNull, lte, or, type SQL } from '@portal/db';

/** The content_publications row is of `country`, published at or before `now`, and not expired at `now`. */
export function livePublicationIn(country: CountryCode, now: Date): SQL {
  return and(
    eq(contentPublications.country, country),
    lte(contentPublications.publishedAt, now),
    or(isNull(contentPublications.expiresAt), gt(contentPublications.expiresAt, now)),
  ) as SQL;
}

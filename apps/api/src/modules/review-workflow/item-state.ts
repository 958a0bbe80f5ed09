// Where a versioned record stands, per country, and which actions make sense there (issue 36): the one
// function the lists, the record's page and the publish guard all read, so the console never says
// "approved" and offers "publish" for a country where that very version is already live.
//
// Per country: live (published, scheduled from a later date, expired once the approval's date passed),
// else withdrawn (its last publication step was a withdrawal), else the latest version's review step.
// `work` is the latest version's step while something is left to do on it: "approved" only while it may
// still be published somewhere, "expired" when its approval ran out before that.
import type { CountryStateName, ItemState, WorkState } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';

export type VersionStatus = 'draft' | 'in_review' | 'approved' | 'rejected';

export interface StateInput {
  /** The latest version; null for a record live without a console version. */
  latest: { version: number; status: VersionStatus; countries: readonly CountryCode[] } | null;
  /** The newest approved version (what publishing would publish). */
  approved: { version: number; countries: readonly CountryCode[]; expiresAt: Date | null } | null;
  /** Where the record is live (or scheduled), with the version published there when it is known. */
  publications: readonly {
    country: CountryCode;
    publishedAt: Date | null;
    expiresAt: Date | null;
    version: number | null;
  }[];
  /** Countries whose last publication step was a withdrawal. */
  withdrawn: readonly CountryCode[];
  /** The member's countries: what the state names. */
  scope: readonly CountryCode[];
  now: Date;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const past = (date: Date | null, now: Date) => date !== null && date.getTime() <= now.getTime();

export function itemState(input: StateInput): ItemState {
  const { latest, approved, publications, now } = input;
  const inScope = (country: CountryCode) => input.scope.includes(country);
  const approvalExpired = approved ? past(approved.expiresAt, now) : false;
  const liveWith = (country: CountryCode, version: number) =>
    publications.some((p) => p.country === country && p.version === version && !past(p.expiresAt, now));

  const publishableAnywhere =
    approved && !approvalExpired ? approved.countries.filter((c) => !liveWith(c, approved.version)) : [];

  const countries = [
    ...new Set([...(latest?.countries ?? []), ...publications.map((p) => p.country), ...input.withdrawn]),
  ]
    .filter(inScope)
    .sort()
    .map((country) => {
      const publication = publications.find((p) => p.country === country);
      if (publication) {
        const state: CountryStateName = past(publication.expiresAt, now)
          ? 'expired'
          : publication.publishedAt && publication.publishedAt.getTime() > now.getTime()
            ? 'scheduled'
            : 'published';
        return { country, state, since: iso(publication.publishedAt), expiresAt: iso(publication.expiresAt) };
      }
      const stage: CountryStateName = input.withdrawn.includes(country)
        ? 'withdrawn'
        : !latest
          ? 'withdrawn'
          : latest.status === 'approved' && approvalExpired
            ? 'expired'
            : latest.status;
      return { country, state: stage, since: null, expiresAt: null };
    });

  let work: WorkState | null = null;
  if (latest && latest.status !== 'approved') work = latest.status;
  else if (latest && approvalExpired) work = 'expired';
  else if (latest && publishableAnywhere.length > 0) work = 'approved';

  return {
    work,
    countries,
    publishable: publishableAnywhere.filter(inScope),
    withdrawable: publications
      .map((p) => p.country)
      .filter(inScope)
      .sort(),
    unversioned: latest === null,
    approvalExpiresAt: iso(approved?.expiresAt ?? null),
  };
}

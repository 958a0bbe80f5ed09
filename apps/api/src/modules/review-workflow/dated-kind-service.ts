// The kinds whose approval expires and whose publications are dated per country (content, products):
// the approval (a code and an expiry in the future), the console's view of each country's publication,
// publishing, withdrawal and the preview, on top of the versioned kind's service (versioned-kind-service.ts).
import type { PublishRequest } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { Database } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { inTransaction } from '../console-kernel/index.ts';
import { catalogueChanged } from '../content/service.ts';
import { type Publication, publishApproved, withdrawPublished } from './dated-publication.ts';
import {
  type ExpiringApproval,
  expiringApproval,
  staffEmailsOf,
  type VersionedKind,
  type VersionRow,
  versionedItem,
  versionSummary,
} from './versioned-item.ts';
import { type KindService, versionedKindService } from './versioned-kind-service.ts';

interface DatedRow extends VersionRow<unknown> {
  approvalExpiresAt: Date | null;
}

/** The lifecycle of a dated kind: its approval carries a code and an expiry in the future. */
function datedLifecycle<Row extends DatedRow, Patch extends object>(
  kind: Pick<VersionedKind<Row, ExpiringApproval, Patch>, 'entityType' | 'noun' | 'store'>,
) {
  return versionedItem<Row, ExpiringApproval, Patch>({
    entityType: kind.entityType,
    noun: kind.noun,
    store: kind.store,
    auditExtra: (row) => ({ approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null }),
    approval: (decision, now) => expiringApproval(decision, now) as Patch,
    decideInEveryCountry: false,
  });
}

/** What a kind's preview shows beyond the country, version and approval code the service adds. */
export type PreviewFields<Preview> = Omit<Preview, 'country' | 'version' | 'approvalCode'>;

/** The lifecycle columns of a dated version as the console shows them: the review, then the expiry. */
export function datedVersionSummary(row: DatedRow, emails: Map<string, string>) {
  return {
    ...versionSummary(row, emails),
    approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null,
  };
}

/** A country's publication as the console shows it. */
export interface PublicationView {
  country: CountryCode;
  approvalCode: string | null;
  publishedAt: string;
  expiresAt: string | null;
}

interface DatedKind<
  Row extends DatedRow,
  Patch extends object,
  Draft,
  Version,
  P extends Publication,
  Preview,
> extends Pick<VersionedKind<Row, ExpiringApproval, Patch>, 'entityType' | 'noun' | 'store'>,
    Omit<
      KindService<Row, ExpiringApproval, Patch, Draft, { latest: Version; publications: PublicationView[] }>,
      'present' | 'lifecycle'
    > {
  toVersion(row: Row, emails: Map<string, string>): Version;
  publicationsOf(db: Database, itemIds: string[]): Promise<P[]>;
  publicationItemIdOf(publication: P): string;
  /** Writes the approved version into what physicians read, in the publication's country from its date. */
  write(ctx: StaffContext, approved: Row, publication: { country: CountryCode; from: Date }): Promise<void>;
  /** Removes the publication in `country`, answering it (nothing when there was none). */
  remove(ctx: StaffContext, itemId: string, country: CountryCode): Promise<P | undefined>;
  /** The 409 message of a withdrawal where nothing is published. */
  notPublished: string;
  /** What a preview shows of a version's fields, as physicians would read them (between its version and code). */
  previewFields(fields: Row['fields']): Preview;
}

export function datedKindService<
  Row extends DatedRow,
  Patch extends object,
  Draft extends { countries: CountryCode[] },
  Version,
  P extends Publication,
  Preview,
>(kind: DatedKind<Row, Patch, Draft, Version, P, Preview>) {
  const lifecycle = datedLifecycle<Row, Patch>(kind);
  const service = versionedKindService({
    ...kind,
    lifecycle,
    async present(ctx, rows) {
      const emails = await staffEmailsOf(ctx.db, rows);
      const publications = await kind.publicationsOf(ctx.db, rows.map(kind.store.itemIdOf));
      return rows.map((row) => ({
        latest: kind.toVersion(row, emails),
        publications: publications
          .filter((p) => kind.publicationItemIdOf(p) === kind.store.itemIdOf(row))
          .map((p) => ({
            country: p.country,
            approvalCode: p.approvalCode,
            publishedAt: p.publishedAt.toISOString(),
            expiresAt: p.expiresAt?.toISOString() ?? null,
          })),
      }));
    },
  });

  return {
    ...service,
    /** The shared lifecycle, for what builds on the kind (its list and states, content-catalogue.ts). */
    lifecycle,

    /** Publishes the newest approved, unexpired version in a country of the item and of the member. */
    async publish(ctx: StaffContext, id: string, request: PublishRequest) {
      // The publication and its audit row in one transaction; the physicians' caches told once committed.
      await inTransaction(ctx, (tx) =>
        publishApproved(tx, lifecycle, id, request, {
          publicationsOf: (itemId) => kind.publicationsOf(tx.db, [itemId]),
          write: (approved, publication) => kind.write(tx, approved, publication),
        }),
      );
      catalogueChanged(ctx.db);
      return service.get(ctx, id);
    },

    async withdraw(ctx: StaffContext, id: string, country: CountryCode) {
      await inTransaction(ctx, (tx) =>
        withdrawPublished(tx, lifecycle, id, country, () => kind.remove(tx, id, country), kind.notPublished),
      );
      catalogueChanged(ctx.db);
      return service.get(ctx, id);
    },

    /** The latest version as physicians of `country` would read it: the same HTML allowlist, its code. */
    async preview(ctx: StaffContext, id: string, country: CountryCode) {
      const latest = await lifecycle.previewable(ctx, id, country);
      return {
        country,
        version: latest.version,
        ...kind.previewFields(latest.fields),
        approvalCode: latest.approvalCode,
      };
    },
  };
}

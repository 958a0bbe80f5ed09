// The MLR lifecycle shared by content, events, products and course exams (issue 15, decisions 019 and 021,
// issue 36): draft -> in_review ->
// approved (with what the kind's approval carries) | rejected (with a comment); a reviewer never decides
// their own work; a version in review does not change under its reviewer; editing an approved item
// starts a new draft version, so physicians keep the last published one. Publishing is each kind's own
// read model (a course's exam has none: its approval activates it); this module finds the version to
// publish and audits every step with before/after.
import { randomBytes } from 'node:crypto';
import type { ContentVersionStatus } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { AuditChange, Database } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import {
  changedFields,
  coversCountry,
  emailsOf,
  inTransaction,
  mayReview,
  recordMemberAudit,
  sharesCountry,
} from '../console-kernel/index.ts';
import type { VersionStore } from './versioned-repository.ts';

export type { NewVersion, VersionStore } from './versioned-repository.ts';

/** The lifecycle columns both version tables have. */
export interface VersionRow<Fields> {
  id: string;
  version: number;
  status: string;
  countries: CountryCode[];
  fields: Fields;
  authorId: string;
  reviewerId: string | null;
  reviewComment: string | null;
  approvalCode: string | null;
  updatedAt: Date;
}

export interface VersionPatch<Fields> {
  fields?: Fields;
  countries?: CountryCode[];
  status?: string;
  authorId?: string;
  submittedAt?: Date | null;
  reviewerId?: string | null;
  reviewedAt?: Date | null;
  reviewComment?: string | null;
  approvalCode?: string | null;
  updatedAt?: Date;
}

export type Decision<Approve> = { decision: 'reject'; comment: string } | ({ decision: 'approve' } & Approve);

export interface VersionedKind<Row extends VersionRow<unknown>, Approve, Patch> {
  /** Audit entity type and action prefix (`content.edit`, `event.edit`, `product.edit`). */
  entityType: 'content' | 'event' | 'product' | 'course';
  /** The audit action's prefix when it is not the entity type (`course.exam` for `course.exam.edit`). */
  actionPrefix?: string;
  /** How messages name one item ("The item is not authored…", "The event is not authored…"). */
  noun: string;
  store: VersionStore<Row, Patch>;
  /** What the audit trail records of a version beyond its fields and lifecycle columns. */
  auditExtra?(row: Row): Record<string, unknown>;
  /** The columns an approval sets (400 when the decision is refused). */
  approval(decision: Approve, now: Date): Patch;
  /** Whether submitting and deciding also need the member to cover every country of the version. */
  decideInEveryCountry: boolean;
  /**
   * What an approval switches on at once, in the approval's transaction, for a kind without per-country
   * publishing (a course's exam: the approved bank becomes the one new attempts draw from).
   */
  activate?(ctx: StaffContext, approved: Row): Promise<void>;
}

/** An approval that expires (content, products, course exams): a code and the expiry's instant. */
export interface ExpiringApproval {
  approvalCode: string;
  expiresAt: string;
}

/** The columns an expiring approval sets; 400 unless it expires in the future. */
export function expiringApproval(decision: ExpiringApproval, now: Date) {
  const expiresAt = new Date(decision.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw badRequest('The approval must expire in the future');
  return { approvalCode: decision.approvalCode, approvalExpiresAt: expiresAt };
}

/** A readable, unguessable item id from the title: `casos-reais-3fa2c1`. */
export function newItemId(title: string, fallback: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || fallback}-${randomBytes(3).toString('hex')}`;
}

/** The emails of the authors and reviewers of `rows`, by staff id. */
export function staffEmailsOf(
  db: Database,
  rows: readonly VersionRow<unknown>[],
): Promise<Map<string, string>> {
  return emailsOf(db, [
    ...new Set(rows.flatMap((r) => [r.authorId, ...(r.reviewerId ? [r.reviewerId] : [])])),
  ]);
}

/** Where a version stands, as every console view of a version starts (after the item's id). */
export function versionHead(row: VersionRow<unknown>) {
  return { version: row.version, status: row.status as ContentVersionStatus, countries: row.countries };
}

/** The lifecycle columns of a version as the console shows them. */
export function versionSummary(row: VersionRow<unknown>, emails: Map<string, string>) {
  return {
    authorEmail: emails.get(row.authorId) ?? '',
    reviewerEmail: row.reviewerId ? (emails.get(row.reviewerId) ?? null) : null,
    reviewComment: row.reviewComment,
    approvalCode: row.approvalCode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function assertCountriesInScope(ctx: StaffContext, countries: readonly CountryCode[]): void {
  const outside = countries.filter((c) => !coversCountry(ctx.staff, c));
  if (outside.length > 0) throw forbidden(`Not a country of yours: ${outside.join(', ')}`);
}

export function versionedItem<Row extends VersionRow<unknown>, Approve, Patch extends object>(
  kind: VersionedKind<Row, Approve, Patch>,
) {
  const patch = (set: VersionPatch<Row['fields']>) => set as Patch;

  const auditView = (row: Row): Record<string, unknown> => ({
    ...(row.fields as Record<string, unknown>),
    countries: row.countries,
    version: row.version,
    status: row.status,
    reviewComment: row.reviewComment,
    approvalCode: row.approvalCode,
    ...kind.auditExtra?.(row),
  });

  async function audit(
    ctx: StaffContext,
    step: string,
    id: string,
    before: Row | null,
    after: Row,
    baseline?: Record<string, unknown>,
  ) {
    const view = before ? auditView(before) : (baseline ?? null);
    await record(ctx, step, id, null, changedFields(view, auditView(after)));
  }

  /** An audit row for `<actionPrefix or entityType>.<step>` (publication steps name their country). */
  async function record(
    ctx: StaffContext,
    step: string,
    id: string,
    country: CountryCode | null,
    changes: Record<string, AuditChange>,
  ): Promise<void> {
    await recordMemberAudit(ctx.db, ctx, {
      action: `${kind.actionPrefix ?? kind.entityType}.${step}`,
      entityType: kind.entityType,
      entityId: id,
      ...(country ? { country } : {}),
      changes,
    });
  }

  /** Every version (latest first); 404 when the item is in none of the member's countries. */
  async function versionsInScope(ctx: StaffContext, id: string): Promise<[Row, ...Row[]]> {
    const versions = await kind.store.versionsOf(ctx.db, id);
    const [latest] = versions;
    if (!latest || !sharesCountry(ctx.staff, latest.countries)) throw notFound(`No such ${kind.entityType}`);
    return versions as [Row, ...Row[]];
  }

  const changed = (after: Row | undefined): Row => {
    if (!after) throw conflict('The version changed meanwhile');
    return after;
  };

  return {
    record,
    versionsInScope,

    /** The latest version of every item of the member's countries, last changed first. */
    async latestInScope(ctx: StaffContext): Promise<Row[]> {
      return (await kind.store.latest(ctx.db))
        .filter((row) => sharesCountry(ctx.staff, row.countries))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    },

    /**
     * A new item: its first draft version. Returns the item's id. With a `baseline` (what the item held
     * before it was authored here: a course's seeded bank), the item existed already, so the step is
     * audited as an edit of the baseline.
     */
    async create(
      ctx: StaffContext,
      itemId: string,
      draft: { countries: CountryCode[]; fields: Row['fields'] },
      baseline?: Row['fields'],
    ): Promise<string> {
      assertCountriesInScope(ctx, draft.countries);
      return inTransaction(ctx, async (ctx) => {
        const row = await kind.store.insert(ctx.db, {
          itemId,
          version: 1,
          countries: draft.countries,
          fields: draft.fields,
          authorId: ctx.staff.id,
          now: ctx.now,
        });
        const before = baseline ? { ...(baseline as Record<string, unknown>) } : undefined;
        await audit(ctx, baseline ? 'edit' : 'create', kind.store.itemIdOf(row), null, row, before);
        return kind.store.itemIdOf(row);
      });
    },

    /** A draft or rejected version changes in place (back to draft); an approved one gets a new version. */
    async edit(
      ctx: StaffContext,
      id: string,
      countries: CountryCode[],
      fieldsFrom: (latest: Row) => Row['fields'],
    ): Promise<void> {
      const [latest] = await versionsInScope(ctx, id);
      assertCountriesInScope(ctx, countries);
      if (latest.status === 'in_review') throw conflict('The version is in review: wait for the decision');
      const fields = fieldsFrom(latest);
      await inTransaction(ctx, async (ctx) => {
        const after =
          latest.status === 'approved'
            ? await kind.store.insert(ctx.db, {
                itemId: id,
                version: latest.version + 1,
                countries,
                fields,
                authorId: ctx.staff.id,
                now: ctx.now,
              })
            : await kind.store.update(
                ctx.db,
                latest.id,
                latest.status,
                patch({ fields, countries, status: 'draft', authorId: ctx.staff.id, updatedAt: ctx.now }),
              );
        await audit(ctx, 'edit', id, latest, changed(after));
      });
    },

    /** A draft, or a rejected version (once the comment is addressed), goes to review. */
    async submit(ctx: StaffContext, id: string): Promise<void> {
      const [latest] = await versionsInScope(ctx, id);
      if (latest.status !== 'draft' && latest.status !== 'rejected')
        throw conflict('Only a draft or a rejected version can be submitted for review');
      if (kind.decideInEveryCountry) assertCountriesInScope(ctx, latest.countries);
      await inTransaction(ctx, async (ctx) => {
        const after = await kind.store.update(
          ctx.db,
          latest.id,
          latest.status,
          patch({
            status: 'in_review',
            submittedAt: ctx.now,
            reviewerId: null,
            reviewedAt: null,
            updatedAt: ctx.now,
          }),
        );
        await audit(ctx, 'submit', id, latest, changed(after));
      });
    },

    /** A reviewer other than the author approves (the kind's approval) or rejects with a comment. */
    async review(ctx: StaffContext, id: string, decision: Decision<Approve>): Promise<void> {
      const [latest] = await versionsInScope(ctx, id);
      if (latest.status !== 'in_review') throw conflict('Only a version in review can be decided');
      if (!mayReview(ctx.staff, latest.authorId)) throw forbidden('A reviewer cannot review their own work');
      if (kind.decideInEveryCountry) assertCountriesInScope(ctx, latest.countries);
      const common = { reviewerId: ctx.staff.id, reviewedAt: ctx.now, updatedAt: ctx.now };
      const set =
        decision.decision === 'approve'
          ? { ...common, ...kind.approval(decision, ctx.now), status: 'approved', reviewComment: null }
          : patch({ ...common, status: 'rejected', reviewComment: decision.comment });
      await inTransaction(ctx, async (ctx) => {
        const after = changed(await kind.store.update(ctx.db, latest.id, 'in_review', set as Patch));
        if (decision.decision === 'approve') await kind.activate?.(ctx, after);
        await audit(ctx, decision.decision === 'approve' ? 'approve' : 'reject', id, latest, after);
      });
    },

    /** The newest approved version, to publish in a country of the item and of the member. */
    async approvedFor(ctx: StaffContext, id: string, country: CountryCode): Promise<Row> {
      const versions = await versionsInScope(ctx, id);
      const approved = versions.find((v) => v.status === 'approved');
      if (!approved) throw conflict('No approved version to publish');
      if (!approved.countries.includes(country))
        throw badRequest(`The ${kind.noun} is not authored for this country`);
      assertCountriesInScope(ctx, [country]);
      return approved;
    },

    /** The latest version, to preview as physicians of `country` (a country of the item and of the member) read it. */
    async previewable(ctx: StaffContext, id: string, country: CountryCode): Promise<Row> {
      const [latest] = await versionsInScope(ctx, id);
      if (!latest.countries.includes(country))
        throw badRequest(`The ${kind.noun} is not authored for this country`);
      assertCountriesInScope(ctx, [country]);
      return latest;
    },

    /** Checks that the member may withdraw the item in `country`. */
    async withdrawable(ctx: StaffContext, id: string, country: CountryCode): Promise<void> {
      await versionsInScope(ctx, id);
      assertCountriesInScope(ctx, [country]);
    },
  };
}

/** What versionedItem gives a kind's service. */
export type VersionedLifecycle<Row extends VersionRow<unknown>, Approve, Patch extends object> = ReturnType<
  typeof versionedItem<Row, Approve, Patch>
>;

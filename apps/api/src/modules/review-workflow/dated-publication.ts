// Publishing and withdrawal per country for the kinds whose approval expires (content, products): the
// expiry check and the audit of the country's publication before and after. Each kind keeps its own SQL
// (what it writes, what it removes). The caller runs a step in one transaction with its audit row, and
// tells the physician caches once it is committed (dated-kind-service.ts).
import type { PublishRequest } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { AuditChange } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { changedFields } from '../console-kernel/index.ts';

interface ApprovedVersion {
  version: number;
  approvalCode: string | null;
  approvalExpiresAt: Date | null;
}

export interface Publication {
  country: CountryCode;
  approvalCode: string | null;
  publishedAt: Date;
  expiresAt: Date | null;
}

/** What the shared steps need of a kind's lifecycle (versioned-item.ts). */
interface Lifecycle<Row extends ApprovedVersion> {
  approvedFor(ctx: StaffContext, id: string, country: CountryCode): Promise<Row>;
  withdrawable(ctx: StaffContext, id: string, country: CountryCode): Promise<void>;
  record(
    ctx: StaffContext,
    step: string,
    id: string,
    country: CountryCode | null,
    changes: Record<string, AuditChange>,
  ): Promise<void>;
}

/**
 * Publishes the approved version in `request.country` from `request.from` (or now) through `write`;
 * refuses an expired approval.
 */
export async function publishApproved<Row extends ApprovedVersion>(
  ctx: StaffContext,
  lifecycle: Lifecycle<Row>,
  id: string,
  request: PublishRequest,
  sql: {
    publicationsOf(id: string): Promise<Publication[]>;
    write(approved: Row, publication: { country: CountryCode; from: Date }): Promise<void>;
  },
): Promise<void> {
  const approved = await lifecycle.approvedFor(ctx, id, request.country);
  if (approved.approvalExpiresAt && approved.approvalExpiresAt.getTime() <= ctx.now.getTime()) {
    throw conflict('The approval has expired: a new version needs approval');
  }
  const from = request.from ? new Date(request.from) : ctx.now;
  const before = (await sql.publicationsOf(id)).find((p) => p.country === request.country);
  await sql.write(approved, { country: request.country, from });
  await lifecycle.record(
    ctx,
    'publish',
    id,
    request.country,
    changedFields(
      before
        ? {
            approvalCode: before.approvalCode,
            publishedAt: before.publishedAt.toISOString(),
            expiresAt: before.expiresAt?.toISOString() ?? null,
          }
        : null,
      {
        version: approved.version,
        approvalCode: approved.approvalCode,
        publishedAt: from.toISOString(),
        expiresAt: approved.approvalExpiresAt?.toISOString() ?? null,
      },
    ),
  );
}

/** Ends the publication in `country` (`remove` answers what it removed, or nothing when there was none). */
export async function withdrawPublished(
  ctx: StaffContext,
  lifecycle: Lifecycle<ApprovedVersion>,
  id: string,
  country: CountryCode,
  remove: () => Promise<Publication | undefined>,
  notPublished: string,
): Promise<void> {
  await lifecycle.withdrawable(ctx, id, country);
  const removed = await remove();
  if (!removed) throw conflict(notPublished);
  await lifecycle.record(ctx, 'withdraw', id, country, {
    publishedAt: { before: removed.publishedAt.toISOString(), after: null },
    approvalCode: { before: removed.approvalCode, after: null },
  });
}

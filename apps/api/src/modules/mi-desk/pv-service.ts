// The pharmacovigilance hand-off (issue 16, docs/decisions/016): every request flagged as a possible
// adverse event, automatically from its text or by an MI officer, waits here with the instant the company
// learnt of it and a 24-hour clock until a PV officer records the safety database's case reference and
// the outcome. Only then can the MI officer close the request. PV sees flagged requests only.
import type { MiRequestDetail, MiRequestList, PvAcknowledge } from '@portal/contracts';
import { conflict, notFound } from '../../errors.ts';
import { recordMemberAudit } from '../console-kernel/index.ts';
import * as repo from './repository.ts';
import { type DeskContext, detailOf, requestInScope, summariesOf } from './service.ts';

async function flaggedInScope(ctx: DeskContext, key: string) {
  const row = await requestInScope(ctx, key);
  if (!row.adverseEventSuspected) throw notFound('No such case');
  return row;
}

/** Waiting cases first, the nearest deadline first; acknowledged ones after, newest first. */
export async function listPv(ctx: DeskContext): Promise<MiRequestList> {
  const rows = await repo.listRequests(ctx.db, ctx.staff.countries, { adverseEvent: true });
  const items = await summariesOf(ctx, rows);
  items.sort((a, b) => {
    const waitingA = !a.pv?.acknowledgedAt;
    const waitingB = !b.pv?.acknowledgedAt;
    if (waitingA !== waitingB) return waitingA ? -1 : 1;
    if (waitingA) return (a.pv?.deadline ?? '').localeCompare(b.pv?.deadline ?? '');
    return (b.pv?.knownAt ?? '').localeCompare(a.pv?.knownAt ?? '');
  });
  return { items };
}

export async function getPv(ctx: DeskContext, key: string): Promise<MiRequestDetail> {
  return detailOf(ctx, await flaggedInScope(ctx, key));
}

export async function acknowledge(
  ctx: DeskContext,
  key: string,
  body: PvAcknowledge,
): Promise<MiRequestDetail> {
  const row = await flaggedInScope(ctx, key);
  if (row.pvAcknowledgedAt) throw conflict('Pharmacovigilance acknowledged this case already');
  // The acknowledgement and its audit row in one transaction: neither without the other.
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await repo.acknowledgeOnce(tx, row.key, {
      pvCaseReference: body.caseReference,
      pvOutcome: body.outcome,
      pvAcknowledgedAt: ctx.now,
      pvAcknowledgedBy: ctx.staff.id,
    });
    if (!changed) throw conflict('Pharmacovigilance acknowledged this case already');
    await recordMemberAudit(tx, ctx, {
      action: 'pv.acknowledge',
      entityType: 'mi_request',
      entityId: row.key,
      country: row.country,
      changes: {
        caseReference: { before: null, after: body.caseReference },
        outcome: { before: null, after: body.outcome },
        acknowledgedAt: { before: null, after: ctx.now.toISOString() },
      },
    });
    return changed;
  });
  return detailOf(ctx, updated);
}

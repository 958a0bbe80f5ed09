// The professional verification queue (issue 16, `verifier`): registrations the registry did not confirm,
// in the verifier's countries, with what was checked and what the registry answered; the verifier
// approves or rejects (with a reason, mailed to the physician). Approval takes effect on the physician's
// next request: the users row changes, its trigger notifies every API process's session cache
// (migration 0011), and this write answers only after every process has dropped the cached user.
import type {
  PendingRegistration,
  ProfessionalCheckView,
  VerificationDecision,
  VerificationQueueQuery,
} from '@portal/contracts';
import type { ProfessionalCheckRow, UserRow } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { accountIdentity, accountInScope, accountRegister } from '../admin/account-scope.ts';
import { recordMemberAudit } from '../admin/audit-service.ts';
import { notifyMailQueued } from '../mail/service.ts';
import { queueVerificationDecisionMail } from './mail.ts';
import * as repo from './repository.ts';

function checkView(row: ProfessionalCheckRow): ProfessionalCheckView {
  return {
    checkedAt: row.checkedAt.toISOString(),
    registerType: row.registerType,
    registerNumber: row.registerNumber,
    registerUf: row.registerUf,
    applicantName: row.applicantName,
    source: row.answer.source,
    found: row.answer.found,
    registeredName: row.answer.registeredName,
    outcome: row.outcome,
    verification: row.verification,
    reason: row.reason,
    decidedBy: row.decidedBy,
  };
}

function registrationView(user: UserRow, checks: ProfessionalCheckRow[]): PendingRegistration {
  return {
    ...accountIdentity(user),
    category: user.category,
    specialty: user.specialty,
    ...accountRegister(user),
    registeredAt: user.createdAt.toISOString(),
    checks: checks.filter((check) => check.userId === user.id).map(checkView),
  };
}

export async function listQueue(
  ctx: StaffContext,
  query: VerificationQueueQuery,
): Promise<PendingRegistration[]> {
  const rows = await repo.listUnverified(ctx.db, ctx.staff.countries, query.status);
  const checks = await repo.checksOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => registrationView(row, checks));
}

/** A live account of the verifier's countries; anything else is simply not found (no existence leak). */
async function registrationInScope(ctx: StaffContext, id: string): Promise<UserRow> {
  return accountInScope(ctx, id, 'Registration not found', { disabledToo: false });
}

export async function getRegistration(ctx: StaffContext, id: string): Promise<PendingRegistration> {
  const user = await registrationInScope(ctx, id);
  return registrationView(user, await repo.checksOf(ctx.db, [user.id]));
}

export async function decide(
  ctx: StaffContext,
  id: string,
  decision: VerificationDecision,
): Promise<PendingRegistration> {
  const user = await registrationInScope(ctx, id);
  if (user.verification === 'verified') throw conflict('The registration is verified already');
  const next = decision.decision === 'approve' ? 'verified' : 'rejected';
  if (user.verification === next) throw conflict('The registration has that status already');
  const reason = decision.reason?.trim() || null;
  const latest = (await repo.checksOf(ctx.db, [user.id]))[0];
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await repo.recordDecision(
      tx,
      {
        userId: user.id,
        checkedAt: ctx.now,
        country: user.country,
        registerType: user.registerType ?? latest?.registerType ?? '',
        registerNumber: user.registerNumber ?? latest?.registerNumber ?? '',
        registerUf: user.registerUf,
        applicantName: `${user.firstName} ${user.lastName}`.trim(),
        // What the registry last said stays with the decision, so the record reads on its own.
        answer: latest?.answer ?? { source: 'registry', found: false, registeredName: null },
        outcome: next === 'verified' ? 'approved' : 'rejected',
        verification: next,
        reason,
        decidedBy: ctx.staff.email,
      },
      user.verification,
      ctx.now,
    );
    if (!row) throw conflict('The registration changed meanwhile; reload it');
    await queueVerificationDecisionMail(
      tx,
      row,
      next === 'verified' ? 'approved' : 'rejected',
      next === 'rejected' ? reason : null,
    );
    await recordMemberAudit(tx, ctx, {
      action: decision.decision === 'approve' ? 'verification.approve' : 'verification.reject',
      entityType: 'physician',
      entityId: user.id,
      country: user.country,
      changes: {
        verification: { before: user.verification, after: next },
        ...(reason ? { reason: { before: null, after: reason } } : {}),
      },
    });
    return row;
  });
  notifyMailQueued();
  return registrationView(updated, await repo.checksOf(ctx.db, [user.id]));
}

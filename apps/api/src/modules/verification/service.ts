// The professional verification queue (issue 16, `verifier`): registrations the registry did not confirm,
// in the verifier's countries, with what was checked and what the registry answered; the verifier
// approves or rejects (with a reason, mailed to the physician). Approval takes effect on the physician's
// next request: the users row changes, its trigger notifies every API process's session cache
// (migration 0011), and this write answers only after every process has dropped the cached user.
//
// One registration, one account (issue 33): each registration shows the other live accounts with the
// same number (names, e-mails, dates, last sign-in) and the typed name beside the registry's; the
// verifier approves this one, rejects it, or flags the older holder (back to pending), which frees the
// number. An approval never makes a second verified holder (the unique index users_verified_register_key).
import type {
  NameComparison,
  PendingRegistration,
  ProfessionalCheckView,
  RegisterHolder,
  VerificationDecision,
  VerificationQueueQuery,
  VerificationReasonCode,
} from '@portal/contracts';
import type { Database, ProfessionalCheckRow, UserRow } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { violatesUnique } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../errors.ts';
import {
  accountIdentity,
  accountInScope,
  accountRegister,
  recordMemberAudit,
} from '../console-kernel/index.ts';
import { notifyMailQueued } from '../mail/service.ts';
import { nameDifference, namesMatch } from '../registry/service.ts';
import { registerHolders } from '../users/verification-service.ts';
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

/** The account's name beside the registry's answer to its last check that found the number. */
function namesOf(user: UserRow, checks: ProfessionalCheckRow[]): NameComparison | null {
  const registered = checks.find((check) => check.answer.registeredName)?.answer.registeredName;
  if (!registered) return null;
  const typed = `${user.firstName} ${user.lastName}`.trim();
  return { ...nameDifference(typed, registered), same: namesMatch(typed, registered) };
}

const REASONS: ReadonlySet<string> = new Set<VerificationReasonCode>([
  'not-found',
  'name-mismatch',
  'duplicate',
  'rejected',
  'flagged',
]);

function reasonOf(user: UserRow): VerificationReasonCode | null {
  if (user.verification === 'verified') return null;
  if (user.verificationReason && REASONS.has(user.verificationReason))
    return user.verificationReason as VerificationReasonCode;
  return user.verification === 'rejected' ? 'rejected' : null;
}

function holderView(holder: UserRow, signIns: Map<string, Date>): RegisterHolder {
  return {
    id: holder.id,
    firstName: holder.firstName,
    lastName: holder.lastName,
    email: holder.email,
    verification: holder.verification,
    registeredAt: holder.createdAt.toISOString(),
    lastSignInAt: signIns.get(holder.id)?.toISOString() ?? null,
  };
}

async function registrationViews(db: Database, users: UserRow[]): Promise<PendingRegistration[]> {
  const checks = await repo.checksOf(
    db,
    users.map((user) => user.id),
  );
  const holders = await Promise.all(users.map((user) => registerHolders(db, user)));
  const signIns = await repo.lastSignIns(db, [...users, ...holders.flat()]);
  return users.map((user, index) => {
    const own = checks.filter((check) => check.userId === user.id);
    return {
      ...accountIdentity(user),
      category: user.category,
      specialty: user.specialty,
      ...accountRegister(user),
      verificationReason: reasonOf(user),
      registeredAt: user.createdAt.toISOString(),
      lastSignInAt: signIns.get(user.id)?.toISOString() ?? null,
      names: namesOf(user, own),
      holders: (holders[index] ?? []).map((holder) => holderView(holder, signIns)),
      checks: own.map(checkView),
    };
  });
}

async function registrationView(db: Database, user: UserRow): Promise<PendingRegistration> {
  const [view] = await registrationViews(db, [user]);
  if (!view) throw new Error('registration view missing');
  return view;
}

export async function listQueue(
  ctx: StaffContext,
  query: VerificationQueueQuery,
): Promise<PendingRegistration[]> {
  return registrationViews(ctx.db, await repo.listUnverified(ctx.db, ctx.staff.countries, query.status));
}

/** A live account of the verifier's countries; anything else is simply not found (no existence leak). */
async function registrationInScope(ctx: StaffContext, id: string): Promise<UserRow> {
  return accountInScope(ctx, id, 'Registration not found', { disabledToo: false });
}

export async function getRegistration(ctx: StaffContext, id: string): Promise<PendingRegistration> {
  const user = await registrationInScope(ctx, id);
  return registrationView(ctx.db, user);
}

export async function decide(
  ctx: StaffContext,
  id: string,
  decision: VerificationDecision,
): Promise<PendingRegistration> {
  const user = await registrationInScope(ctx, id);
  if (decision.decision === 'flag-holder') return flagHolder(ctx, user, decision.holderId, decision.reason);
  if (user.verification === 'verified') throw conflict('The registration is verified already');
  const next = decision.decision === 'approve' ? 'verified' : 'rejected';
  if (user.verification === next) throw conflict('The registration has that status already');
  const reason = decision.reason?.trim() || null;
  const latest = (await repo.checksOf(ctx.db, [user.id]))[0];
  const updated = await ctx.db
    .transaction(async (tx) => {
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
        next === 'verified' ? null : 'rejected',
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
    })
    .catch((error: unknown) => {
      if (violatesUnique(error, 'users_verified_register_key')) throw heldByAnother();
      throw error;
    });
  notifyMailQueued();
  return registrationView(ctx.db, updated);
}

const heldByAnother = () =>
  conflict('This registration is verified for another account: flag that account first, or reject this one');

/**
 * Flags the verified holder of the registration `claimant` also gives: the holder goes back to pending
 * ('flagged': it reaches only its profile until a verifier approves it again), and the number is free
 * for the approval of the claimant. Recorded as a check of the holder and in the audit trail.
 */
async function flagHolder(
  ctx: StaffContext,
  claimant: UserRow,
  holderId: string,
  reason: string,
): Promise<PendingRegistration> {
  const holder = (await registerHolders(ctx.db, claimant)).find((row) => row.id === holderId);
  if (!holder) throw notFound('No other account holds this registration');
  if (holder.verification !== 'verified') throw conflict('That account is not verified');
  await ctx.db.transaction(async (tx) => {
    const row = await repo.recordDecision(
      tx,
      {
        userId: holder.id,
        checkedAt: ctx.now,
        country: holder.country,
        registerType: holder.registerType ?? '',
        registerNumber: holder.registerNumber ?? '',
        registerUf: holder.registerUf,
        applicantName: `${holder.firstName} ${holder.lastName}`.trim(),
        answer: { source: 'registry', found: true, registeredName: null },
        outcome: 'flagged',
        verification: 'pending',
        reason: reason.trim(),
        decidedBy: ctx.staff.email,
      },
      'verified',
      'flagged',
      ctx.now,
    );
    if (!row) throw conflict('The registration changed meanwhile; reload it');
    await recordMemberAudit(tx, ctx, {
      action: 'verification.flag',
      entityType: 'physician',
      entityId: holder.id,
      country: holder.country,
      changes: {
        verification: { before: 'verified', after: 'pending' },
        reason: { before: null, after: reason.trim() },
        claimant: { before: null, after: claimant.id },
      },
    });
  });
  return registrationView(ctx.db, await registrationInScope(ctx, claimant.id));
}

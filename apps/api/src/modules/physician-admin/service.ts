// The physicians' administration (issue 16, `admin`): search in the admin's countries, speaker training,
// veevaID, disable/enable (disabling ends every session at once: the sessions are revoked and the users
// row's trigger drops every process's cached copy), and the data-subject rights: export and anonymise.
// Every action is audited; audit rows carry the account id, never the person's name or e-mail.
import type {
  AnonymiseRequest,
  DataExport,
  PhysicianDetail,
  PhysicianSummary,
  PhysicianUpdate,
} from '@portal/contracts';
import type { UserRow } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { violatesUnique } from '../../db/unique-violation.ts';
import { conflict, validationFailed } from '../../errors.ts';
import {
  accountIdentity,
  accountInScope,
  accountRegister,
  changedFields,
  recordMemberAudit,
} from '../console-kernel/index.ts';
import { anonymiseUser } from '../data-subject/anonymise.ts';
import { exportUserData } from '../data-subject/export.ts';
import { revokeAllSessions } from '../sessions/service.ts';
import * as repo from './repository.ts';

function summary(user: UserRow): PhysicianSummary {
  return {
    ...accountIdentity(user),
    ...accountRegister(user),
    disabled: user.disabledAt !== null,
    deletionRequested: user.deletionRequestedAt !== null,
  };
}

function detail(user: UserRow): PhysicianDetail {
  return {
    ...summary(user),
    specialty: user.specialty,
    category: user.category,
    canAccessSpeakTraining: user.canAccessSpeakTraining,
    veevaId: user.veevaId,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    registeredAt: user.createdAt.toISOString(),
  };
}

/** A live (not anonymised) account of the admin's countries; anything else is not found. */
async function physicianInScope(ctx: StaffContext, id: string): Promise<UserRow> {
  return accountInScope(ctx, id, 'Physician not found', { disabledToo: true });
}

export async function searchPhysicians(
  ctx: StaffContext,
  q: string,
  deletionRequested: boolean,
): Promise<PhysicianSummary[]> {
  return (await repo.searchUsers(ctx.db, ctx.staff.countries, q, deletionRequested)).map(summary);
}

export async function getPhysician(ctx: StaffContext, id: string): Promise<PhysicianDetail> {
  return detail(await physicianInScope(ctx, id));
}

export async function updatePhysician(
  ctx: StaffContext,
  id: string,
  update: PhysicianUpdate,
): Promise<PhysicianDetail> {
  const user = await physicianInScope(ctx, id);
  const values: { canAccessSpeakTraining?: boolean; veevaId?: string | null } = {};
  if (update.canAccessSpeakTraining !== undefined)
    values.canAccessSpeakTraining = update.canAccessSpeakTraining;
  if (update.veevaId !== undefined) values.veevaId = update.veevaId === '' ? null : update.veevaId;
  const before = { canAccessSpeakTraining: user.canAccessSpeakTraining, veevaId: user.veevaId };
  const changes = changedFields(before, { ...before, ...values });
  if (Object.keys(changes).length === 0) return detail(user);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await repo.updateUser(tx, id, { ...values, updatedAt: ctx.now });
    await recordMemberAudit(tx, ctx, {
      action: 'physicians.update',
      entityType: 'physician',
      entityId: id,
      country: user.country,
      changes,
    });
    return row;
  });
  return detail(updated);
}

export async function setDisabled(
  ctx: StaffContext,
  id: string,
  disabled: boolean,
): Promise<PhysicianDetail> {
  const user = await physicianInScope(ctx, id);
  if ((user.disabledAt !== null) === disabled) return detail(user);
  const updated = await ctx.db
    .transaction(async (tx) => {
      const row = await repo.updateUser(tx, id, {
        disabledAt: disabled ? ctx.now : null,
        updatedAt: ctx.now,
      });
      if (disabled) await revokeAllSessions(tx, id, ctx.now);
      await recordMemberAudit(tx, ctx, {
        action: disabled ? 'physicians.disable' : 'physicians.enable',
        entityType: 'physician',
        entityId: id,
        country: user.country,
        changes: { disabled: { before: !disabled, after: disabled } },
      });
      return row;
    })
    .catch((error: unknown) => {
      // One registration, one account (issue 33): while this account was disabled another was verified
      // for its number; enabling it would make two holders. The verifier decides first.
      if (violatesUnique(error, 'users_verified_register_key'))
        throw conflict(
          'Another account is verified for this registration now: resolve it in the verification queue',
        );
      throw error;
    });
  return detail(updated);
}

export async function exportPhysician(ctx: StaffContext, id: string): Promise<DataExport> {
  const user = await physicianInScope(ctx, id);
  const data = await exportUserData(ctx.db, user, ctx.now);
  await recordMemberAudit(ctx.db, ctx, {
    action: 'physicians.export',
    entityType: 'physician',
    entityId: id,
    country: user.country,
  });
  return data;
}

export async function anonymisePhysician(
  ctx: StaffContext,
  id: string,
  request: AnonymiseRequest,
): Promise<{ anonymisedAt: string }> {
  const user = await physicianInScope(ctx, id);
  // The typed e-mail guards against anonymising the wrong account (the act cannot be undone).
  if (request.confirmEmail !== user.email)
    throw validationFailed([{ path: 'confirmEmail', message: "Not the account's e-mail" }]);
  const row = await ctx.db.transaction(async (tx) => {
    const anonymised = await anonymiseUser(tx, user, ctx.now);
    await recordMemberAudit(tx, ctx, {
      action: 'physicians.anonymise',
      entityType: 'physician',
      entityId: id,
      country: user.country,
      changes: {
        reference: { before: null, after: request.reference },
        deletionRequestedAt: { before: null, after: user.deletionRequestedAt?.toISOString() ?? null },
      },
    });
    return anonymised;
  });
  return { anonymisedAt: row.anonymisedAt?.toISOString() ?? ctx.now.toISOString() };
}

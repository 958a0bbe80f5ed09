// Staff and role management (issue 15, `staff.manage`: admins only). Rules:
// - an admin manages a member only when every country of the member is the admin's (policy.managesMember);
//   others are not found; new countries must be the admin's too;
// - an admin never manages their own account (no removing their own admin role, no deactivating
//   themselves), and no change may leave the console without an active admin (checked under a lock);
// - deactivation ends every console session of the member at once: sessions are revoked and the staff
//   guard reads sessions and the member's `active` from the database on every request, on every process;
// - an MFA reset forgets the authenticator and the recovery codes (enrolment again at the next sign-in);
// - a new member gets a one-time set-password link by mail (invite.ts); every action is audited.
import {
  passwordPolicyProblems,
  type StaffCreate,
  type StaffListQuery,
  type StaffMailLanguage,
  type StaffMember,
  type StaffSetPassword,
  type StaffUpdate,
} from '@portal/contracts';
import { loadPasswordEstimator } from '@portal/contracts/password-strength';
import type { CountryCode } from '@portal/countries';
import type { Database, StaffRow } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../errors.ts';
import { hashSecret } from '../../secret-tokens.ts';
import {
  changedFields,
  managesMember,
  meOf,
  recordAudit,
  recordMemberAudit,
} from '../console-kernel/index.ts';
import { notifyMailQueued } from '../mail/service.ts';
import { hashPassword } from '../passwords/service.ts';
import { issueSetPasswordLink } from './invite.ts';
import * as repo from './repository.ts';

export function memberOf(row: StaffRow): StaffMember {
  return {
    ...meOf(row),
    active: row.active,
    passwordSet: row.passwordHash !== null,
    mfaEnrolled: row.totpEnrolledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function audit(ctx: StaffContext, db: Database, action: string, member: StaffRow, changes = {}) {
  await recordMemberAudit(db, ctx, { action, entityType: 'staff', entityId: member.id, changes });
}

function assertOwnCountries(ctx: StaffContext, countries: readonly CountryCode[]): void {
  const foreign = countries.filter((country) => !ctx.staff.countries.includes(country));
  if (foreign.length > 0) throw forbidden(`Not countries of yours: ${foreign.join(', ')}`);
}

/** A member the admin manages; themselves is refused, anyone outside their countries is not found. */
async function managedMember(ctx: StaffContext, id: string, action: string): Promise<StaffRow> {
  const member = await repo.findMember(ctx.db, id);
  if (member && member.id === ctx.staff.id) throw forbidden(`Another admin must ${action} your own account`);
  if (!member || !managesMember(ctx.staff, member)) throw notFound('Staff member not found');
  return member;
}

/** Refuses when, after the change, no active admin would remain (in the change's transaction). */
async function assertAnAdminRemains(db: Database, losing: string): Promise<void> {
  const admins = await repo.lockActiveAdmins(db);
  if (admins.filter((id) => id !== losing).length === 0)
    throw conflict('The console would be left without an active admin');
}

export async function listStaff(ctx: StaffContext, filter: StaffListQuery): Promise<StaffMember[]> {
  return (await repo.listMembers(ctx.db, ctx.staff.countries, filter)).map(memberOf);
}

export async function getStaffMember(ctx: StaffContext, id: string): Promise<StaffMember> {
  const member = await repo.findMember(ctx.db, id);
  // Themselves: readable (the console shows their own page), not changeable.
  if (member && (member.id === ctx.staff.id || managesMember(ctx.staff, member))) return memberOf(member);
  throw notFound('Staff member not found');
}

export async function createStaffMember(
  ctx: StaffContext,
  input: StaffCreate,
  origin: string,
): Promise<StaffMember> {
  assertOwnCountries(ctx, input.countries);
  const email = input.email.trim().toLowerCase();
  const member = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertMember(tx, {
      email,
      name: input.name,
      roles: input.roles,
      countries: input.countries,
      now: ctx.now,
    });
    if (!row) throw validationFailed([{ path: 'email', message: 'A staff member has this e-mail' }]);
    const linkExpiresAt = await issueSetPasswordLink(tx, row, { origin, lang: input.language, now: ctx.now });
    await audit(ctx, tx, 'staff.create', row, {
      ...changedFields(null, { email, name: row.name, roles: row.roles, countries: row.countries }),
      linkExpiresAt: { before: null, after: linkExpiresAt.toISOString() },
    });
    return row;
  });
  notifyMailQueued();
  return memberOf(member);
}

export async function updateStaffMember(
  ctx: StaffContext,
  id: string,
  update: StaffUpdate,
): Promise<StaffMember> {
  const member = await managedMember(ctx, id, 'change');
  if (update.countries) assertOwnCountries(ctx, update.countries);
  const before = { roles: member.roles, countries: member.countries };
  const after = { roles: update.roles ?? member.roles, countries: update.countries ?? member.countries };
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return memberOf(member);
  const updated = await ctx.db.transaction(async (tx) => {
    if (member.roles.includes('admin') && !after.roles.includes('admin'))
      await assertAnAdminRemains(tx, member.id);
    const row = await repo.updateMember(tx, id, after);
    await audit(ctx, tx, 'staff.update', row, changes);
    return row;
  });
  return memberOf(updated);
}

export async function setStaffActive(ctx: StaffContext, id: string, active: boolean): Promise<StaffMember> {
  const member = await managedMember(ctx, id, active ? 'reactivate' : 'deactivate');
  if (member.active === active) return memberOf(member);
  const updated = await ctx.db.transaction(async (tx) => {
    if (!active && member.roles.includes('admin')) await assertAnAdminRemains(tx, member.id);
    const row = await repo.updateMember(tx, id, { active });
    if (!active) await repo.revokeSessionsOf(tx, id, ctx.now);
    await audit(ctx, tx, active ? 'staff.reactivate' : 'staff.deactivate', row, {
      active: { before: !active, after: active },
    });
    return row;
  });
  return memberOf(updated);
}

export async function resetStaffMfa(ctx: StaffContext, id: string): Promise<StaffMember> {
  const member = await managedMember(ctx, id, 'reset the authenticator of');
  const updated = await ctx.db.transaction(async (tx) => {
    await repo.clearSecondFactor(tx, id);
    // A session opened with the old authenticator should not outlive it.
    await repo.revokeSessionsOf(tx, id, ctx.now);
    const row = await repo.findMember(tx, id);
    if (!row) throw notFound('Staff member not found');
    await audit(ctx, tx, 'staff.reset_mfa', row, {
      mfaEnrolled: { before: member.totpEnrolledAt !== null, after: false },
    });
    return row;
  });
  return memberOf(updated);
}

export async function sendSetPasswordLink(
  ctx: StaffContext,
  id: string,
  lang: StaffMailLanguage,
  origin: string,
): Promise<StaffMember> {
  const member = await managedMember(ctx, id, 'send a password link for');
  if (!member.active) throw conflict('The member is deactivated');
  await ctx.db.transaction(async (tx) => {
    const expiresAt = await issueSetPasswordLink(tx, member, { origin, lang, now: ctx.now });
    await audit(ctx, tx, 'staff.invite', member, {
      linkExpiresAt: { before: null, after: expiresAt.toISOString() },
    });
  });
  notifyMailQueued();
  return memberOf(member);
}

const BAD_LINK = { path: 'token', message: 'The link is used, expired or replaced' };

/**
 * The member sets their password through the mailed link (no session). The portal's password policy
 * (12+ characters, not the e-mail, not guessable); the link is spent once; open sessions end.
 */
export async function setPasswordWithLink(db: Database, input: StaffSetPassword, now: Date): Promise<void> {
  const tokenHash = hashSecret(input.token);
  const found = await repo.findLivePasswordToken(db, tokenHash, now);
  if (!found?.member.active) throw validationFailed([BAD_LINK]);
  const { member } = found;
  const weak =
    passwordPolicyProblems(input.password, member.email).length > 0 ||
    (await loadPasswordEstimator())(input.password, [member.email, member.name]).weak;
  if (weak) throw validationFailed([{ path: 'password', message: 'Too short, common or easy to guess' }]);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await repo.spendPasswordToken(tx, found.tokenId, now))) throw validationFailed([BAD_LINK]);
    await repo.updateMember(tx, member.id, { passwordHash });
    await repo.revokeSessionsOf(tx, member.id, now);
    await recordAudit(tx, { id: member.id, email: member.email }, now, {
      action: 'staff.password_set',
      entityType: 'staff',
      entityId: member.id,
      changes: { passwordSet: { before: member.passwordHash !== null, after: true } },
    });
  });
}

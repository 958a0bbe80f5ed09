// Staff sign-in: password (the portal's scrypt hashing, the identity provider's throttle under a `staff:`
// key space), then TOTP (enrolment with a QR code and recovery codes on the first sign-in). A staff token
// (`staff_` + 256 random bits, only its hash stored) lives in staff_sessions only, so the physician API
// never accepts it and this module never accepts a physician's token.
import type { StaffMe, StaffSignInResponse, TotpEnrolment } from '@portal/contracts';
import type { Database, StaffRow, StaffSessionRow } from '@portal/db';
import { unauthenticated } from '../../errors.ts';
import { hashSecret, newSecret } from '../../secret-tokens.ts';
import {
  isThrottled,
  recordFailedLogin,
  recordSuccessfulLogin,
} from '../identity-provider/login-attempts.ts';
import { hashPassword, verifyPassword } from '../passwords/service.ts';
import { recordAudit } from './audit-service.ts';
import * as repo from './repository.ts';
import {
  enrolmentOf,
  hashRecoveryCode,
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStepOf,
} from './totp.ts';

export const STAFF_TOKEN_PREFIX = 'staff_';
export const STAFF_IDLE_MINUTES = 15;
const STAFF_ABSOLUTE_HOURS = 12;
/** A password-only session lives long enough to scan a QR code, not more. */
const MFA_STAGE_MINUTES = 10;
const MINUTE = 60_000;

export function meOf(row: StaffRow): StaffMe {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles as StaffMe['roles'],
    countries: row.countries,
  };
}

// A fixed hash to spend the same time on unknown e-mails as on known ones.
let decoyHash: string | undefined;
async function spendPasswordTime(password: string): Promise<void> {
  decoyHash ??= await hashPassword('decoy-password-never-used');
  await verifyPassword(password, decoyHash);
}

export interface SignInInput {
  email: string;
  password: string;
  address: string;
  now: Date;
}

/** The password step: a token good only for the second factor. Wrong and throttled answer alike. */
export async function signInWithPassword(db: Database, input: SignInInput): Promise<StaffSignInResponse> {
  const attempt = { loginId: `staff:${input.email.trim().toLowerCase()}`, address: input.address };
  const refuse = async (reason: string, member?: StaffRow) => {
    await recordAudit(db, { id: member?.id ?? null, email: input.email }, input.now, {
      action: 'sign_in_failed',
      changes: { reason: { before: null, after: reason } },
    });
    return unauthenticated('E-mail or password is not right');
  };
  if (await isThrottled(db, attempt, input.now)) throw await refuse('throttled');
  const member = await repo.findStaffByEmail(db, input.email);
  // An invited member without a password yet cannot sign in (same answer as an unknown e-mail).
  if (!member?.active || !member.passwordHash) {
    await spendPasswordTime(input.password);
    await recordFailedLogin(db, attempt, input.now);
    throw await refuse('unknown');
  }
  if (!(await verifyPassword(input.password, member.passwordHash))) {
    await recordFailedLogin(db, attempt, input.now);
    throw await refuse('password', member);
  }
  await recordSuccessfulLogin(db, attempt);
  const { token, tokenHash } = newSecret(STAFF_TOKEN_PREFIX);
  await repo.insertStaffSession(db, {
    staffId: member.id,
    tokenHash,
    stage: 'password',
    now: input.now,
    expiresAt: new Date(input.now.getTime() + MFA_STAGE_MINUTES * MINUTE),
  });
  return { token, next: member.totpEnrolledAt ? 'verify' : 'enrol' };
}

export interface StaffAuth {
  member: StaffRow;
  session: StaffSessionRow;
}

/** The live session of a staff token (idle limit 15 minutes), touched; null when there is none. */
export async function authenticateStaffToken(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffAuth | null> {
  if (!token.startsWith(STAFF_TOKEN_PREFIX)) return null;
  const found = await repo.findLiveStaffSession(db, hashSecret(token), now);
  if (!found) return null;
  if (now.getTime() - found.session.lastUsedAt.getTime() > STAFF_IDLE_MINUTES * MINUTE) return null;
  await repo.touchStaffSession(db, found.session.id, now);
  return { member: found.member, session: found.session };
}

/** Starts (or restarts, while not yet enrolled) TOTP enrolment: a new secret and its QR code. */
export async function startEnrolment(db: Database, auth: StaffAuth): Promise<TotpEnrolment> {
  if (auth.member.totpEnrolledAt) throw unauthenticated('Already enrolled: give a code instead');
  const secret = newTotpSecret();
  await repo.setTotpSecret(db, auth.member.id, secret);
  return enrolmentOf(secret, auth.member.email);
}

/**
 * The second factor: a TOTP code (never the same step twice) or an unused recovery code. Completes the
 * session (stage `full`, the absolute limit from now); on the first success after enrolment, hands out
 * new recovery codes.
 */
export async function verifySecondFactor(
  db: Database,
  auth: StaffAuth,
  code: string,
  address: string,
  now: Date,
): Promise<{ me: StaffMe; recoveryCodes?: string[] }> {
  const attempt = { loginId: `staff:${auth.member.email}`, address };
  const actor = { id: auth.member.id, email: auth.member.email };
  const secret = auth.member.totpSecret;
  let ok = false;
  if (!(await isThrottled(db, attempt, now)) && secret) {
    if (isRecoveryCode(code)) {
      ok =
        auth.member.totpEnrolledAt !== null &&
        (await repo.useRecoveryCode(db, auth.member.id, hashRecoveryCode(code), now));
    } else {
      const step = await totpStepOf(secret, code, now);
      ok = step !== null && (await repo.acceptTotpStep(db, auth.member.id, step, now));
    }
  }
  if (!ok) {
    await recordFailedLogin(db, attempt, now);
    await recordAudit(db, actor, now, {
      action: 'sign_in_failed',
      changes: { reason: { before: null, after: 'second_factor' } },
    });
    throw unauthenticated('The code is not right');
  }
  const firstEnrolment = auth.member.totpEnrolledAt === null;
  // The enrolment, the full session and their audit rows in one transaction (issue 34).
  const recoveryCodes = await db.transaction(async (tx) => {
    let codes: string[] | undefined;
    if (firstEnrolment) {
      codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(tx, auth.member.id, codes.map(hashRecoveryCode));
      await recordAudit(tx, actor, now, {
        action: 'totp_enrolled',
        entityType: 'staff',
        entityId: auth.member.id,
      });
    }
    await repo.promoteStaffSession(
      tx,
      auth.session.id,
      now,
      new Date(now.getTime() + STAFF_ABSOLUTE_HOURS * 60 * MINUTE),
    );
    await recordAudit(tx, actor, now, { action: 'sign_in', entityType: 'staff', entityId: auth.member.id });
    return codes;
  });
  return recoveryCodes ? { me: meOf(auth.member), recoveryCodes } : { me: meOf(auth.member) };
}

export async function signOut(db: Database, auth: StaffAuth, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.revokeStaffSession(tx, auth.session.id, now);
    await recordAudit(tx, { id: auth.member.id, email: auth.member.email }, now, { action: 'sign_out' });
  });
}

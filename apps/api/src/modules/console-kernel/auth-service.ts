// Staff sign-in: password (the portal's scrypt hashing, the identity provider's throttle under a `staff:`
// key space), then TOTP (enrolment with a QR code and recovery codes on the first sign-in). A staff token
// (`staff_` + 256 random bits, only its hash stored) lives in staff_sessions only, so the physician API
// never accepts it and this module never accepts a physician's token.
import type { StaffMe, StaffSignInResponse, TotpEnrolment } from '@portal/contracts';
import type { Database, StaffRow, StaffSessionRow } from '@portal/db';
import { rateLimited, unauthenticated } from '../../errors.ts';
import { hashSecret, newSecret } from '../../secret-tokens.ts';
import { isKnownDevice, issueDeviceToken } from '../identity-provider/known-devices.ts';
import {
  recordFailedLogin,
  recordSuccessfulLogin,
  type ThrottleState,
  throttleOf,
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

/** The known-device token a browser keeps, and the secret that signs it. */
export interface StaffDevice {
  partnerSecret: string;
  /** The token the browser sent, if any. */
  token: string | undefined;
}

export interface SignInInput {
  email: string;
  password: string;
  address: string;
  now: Date;
  device: StaffDevice;
}

const staffLoginId = (email: string) => `staff:${email.trim().toLowerCase()}`;

/** 429 with the wait: said only once the password (or code) was checked and right. */
function tryAgainLater(throttle: ThrottleState) {
  const seconds = Math.max(1, Math.ceil(throttle.retryAfterMs / 1000));
  return rateLimited(`Too many failed sign-ins on this account: try again in ${seconds} s`);
}

/** The staff member's throttle: a known device is not held by the account-wide delay. */
function staffThrottle(db: Database, email: string, address: string, device: StaffDevice, now: Date) {
  const loginId = staffLoginId(email);
  const knownDevice = isKnownDevice(device.partnerSecret, loginId, device.token, now);
  return throttleOf(db, { loginId, address }, now, { knownDevice });
}

/** A known-device token for the member's browser, after a completed sign-in. */
export function staffDeviceToken(partnerSecret: string, email: string, now: Date): string {
  return issueDeviceToken(partnerSecret, staffLoginId(email), now);
}

/**
 * The password step: a token good only for the second factor. A wrong password and an attempt inside
 * this address's own delay answer alike; the right password inside the account's delay (from a device
 * that never completed a sign-in) is told to try again in N s.
 */
export async function signInWithPassword(db: Database, input: SignInInput): Promise<StaffSignInResponse> {
  const attempt = { loginId: staffLoginId(input.email), address: input.address };
  const refuse = async (reason: string, member?: StaffRow) => {
    await recordAudit(db, { id: member?.id ?? null, email: input.email }, input.now, {
      action: 'sign_in_failed',
      changes: { reason: { before: null, after: reason } },
    });
    return unauthenticated('E-mail or password is not right');
  };
  const throttle = await staffThrottle(db, input.email, input.address, input.device, input.now);
  if (throttle.ownGuessing) {
    await spendPasswordTime(input.password);
    throw await refuse('throttled');
  }
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
  if (throttle.retryAfterMs > 0) {
    await refuse('throttled', member);
    throw tryAgainLater(throttle);
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
  device: StaffDevice,
): Promise<{ me: StaffMe; recoveryCodes?: string[] }> {
  const attempt = { loginId: staffLoginId(auth.member.email), address };
  const actor = { id: auth.member.id, email: auth.member.email };
  const secret = auth.member.totpSecret;
  const throttle = await staffThrottle(db, auth.member.email, address, device, now);
  // Inside a delay the code is checked without being used up, so the member can use it after the wait.
  const held = throttle.retryAfterMs > 0;
  let ok = false;
  if (!throttle.ownGuessing && secret) {
    if (isRecoveryCode(code)) {
      const codeHash = hashRecoveryCode(code);
      ok =
        auth.member.totpEnrolledAt !== null &&
        (held
          ? await repo.hasUnusedRecoveryCode(db, auth.member.id, codeHash)
          : await repo.useRecoveryCode(db, auth.member.id, codeHash, now));
    } else {
      const step = await totpStepOf(secret, code, now);
      ok =
        step !== null &&
        (held
          ? step > (auth.member.totpLastStep ?? -1)
          : await repo.acceptTotpStep(db, auth.member.id, step, now));
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
  if (held) throw tryAgainLater(throttle);
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

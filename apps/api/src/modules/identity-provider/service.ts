// The embedded identity provider's methods (CDC REST subset). Each takes the raw parameters and
// answers a CDC result; `now` comes from the caller so tests control the clock.
import {
  IDP_ERROR_CODES,
  type IdpValidationError,
  idpCompletePasswordResetParamsSchema,
  idpGetAccountInfoParamsSchema,
  idpInitRegistrationParamsSchema,
  idpLoginParamsSchema,
  idpLogoutParamsSchema,
  idpRegisterParamsSchema,
  idpResendVerificationParamsSchema,
  idpStartPasswordResetParamsSchema,
  idpVerifyEmailParamsSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordPolicyProblems,
} from '@portal/contracts';
import { loadPasswordEstimator } from '@portal/contracts/password-strength';
import { asksTermsConsent, type Country, localizedPagePath } from '@portal/countries';
import type { Database } from '@portal/db';
import type { AppConfig } from '../../config.ts';
import {
  mailLanguage,
  notifyMailQueued,
  queueAccountNotice,
  queueEmailChangeMail,
  queuePasswordResetMail,
  queueVerificationMail,
} from '../mail/service.ts';
import { hashPassword, needsRehash, verifyPassword } from '../passwords/service.ts';
import { revokeAllSessionsOfAccount } from '../sessions/service.ts';
import {
  createAccount,
  findAccountByEmail,
  findAccountByUid,
  type IdpAccount,
  loginResult,
  markEmailVerified,
  markLoggedIn,
  rehashAccountPassword,
  resetAccountPassword,
  setAccountEmail,
  setAccountPassword,
} from './accounts.ts';
import { isKnownDevice, issueDeviceToken } from './known-devices.ts';
import {
  clearLoginThrottles,
  isThrottled,
  pruneLoginThrottles,
  recordFailedLogin,
  recordSuccessfulLogin,
  throttleOf,
} from './login-attempts.ts';
import { parseParams } from './params.ts';
import { type IdpResult, idpError, idpOk, validationError } from './responses.ts';
import { verifyUidSignature } from './signature.ts';
import {
  consumeAllTokens,
  consumeToken,
  countTokensIssuedSince,
  findUsableToken,
  issueToken,
} from './tokens.ts';

// For the portal's other modules (users): the CDC login signature the portal checks, and the provider's
// account behind a UID (read only: the provider owns it).
export { findAccountByUid, type IdpAccount } from './accounts.ts';
export { publicBaseUrl } from './links.ts';
export { SIGNATURE_WINDOW_SECONDS, verifyUidSignature } from './signature.ts';

export interface IdpContext {
  db: Database;
  config: Pick<AppConfig, 'idpPartnerSecret'>;
  /** The country of the call's API key. */
  country: Country;
  now: Date;
  /** Base of mailed links: PUBLIC_URL or the host the user came in on. */
  linkBase: string;
  /** The client's address (request.ip, behind TRUST_PROXY), for the login throttle. */
  clientAddress: string;
  /** The known-device token the browser sent (its cookie), if any. */
  deviceToken?: string | undefined;
  /** Hands the browser a known-device token after a sign-in (the route sets the cookie). */
  rememberDevice?: ((token: string) => void) | undefined;
}

type Raw = Record<string, unknown>;

export const VERIFY_EMAIL_PATH = '/verificar-email';

const POLICY_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: 'Password is too long',
  containsEmail: 'Password must not contain the email address',
  guessable: 'Password is too common or easy to guess',
} as const;

/** Length and e-mail rules, then (only for an otherwise acceptable password) the zxcvbn estimate. */
async function policyErrors(
  field: string,
  password: unknown,
  email: unknown,
  names: readonly unknown[] = [],
): Promise<IdpValidationError[]> {
  if (typeof password !== 'string') return [];
  const problems: (keyof typeof POLICY_MESSAGES)[] = passwordPolicyProblems(
    password,
    typeof email === 'string' ? email : undefined,
  ).filter((problem) => problem !== 'tooLong'); // the schema reports that one
  if (problems.length === 0 && password.length <= PASSWORD_MAX_LENGTH) {
    const userInputs = [email, ...names].filter((input): input is string => typeof input === 'string');
    if ((await loadPasswordEstimator())(password, userInputs).weak) problems.push('guessable');
  }
  return problems.map((problem) =>
    validationError(field, IDP_ERROR_CODES.PASSWORD_POLICY, POLICY_MESSAGES[problem]),
  );
}

function link(ctx: IdpContext, path: string, token: string): string {
  return `${ctx.linkBase}${path}?token=${encodeURIComponent(token)}`;
}

function firstName(account: Pick<IdpAccount, 'profile'>): string {
  return typeof account.profile.firstName === 'string' ? account.profile.firstName : '';
}

function invalidParameter(name: string): IdpResult {
  return idpError(IDP_ERROR_CODES.INVALID_PARAMETER_VALUE, {
    errorDetails: `Invalid parameter value: ${name}`,
  });
}

/** The one answer for unknown email, wrong password, locked or password-less account. */
function invalidLogin(): IdpResult {
  return idpError(IDP_ERROR_CODES.INVALID_LOGIN, { errorDetails: 'Invalid login or password' });
}

// Checked against when there is no account, so "no such email" takes as long as "wrong password".
let dummyHash: Promise<string> | undefined;
function spendPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  return dummyHash.then((hash) => verifyPassword(password, hash));
}

export async function initRegistration(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const parsed = parseParams(idpInitRegistrationParamsSchema, raw, 'parameter');
  if (!parsed.ok) return parsed.result;
  const regToken = await issueToken(ctx.db, {
    kind: 'registration',
    payload: { country: ctx.country.code },
    now: ctx.now,
  });
  return idpOk({ regToken });
}

class EmailTaken extends Error {}

/** Creates an unverified account and mails the verification link; answers 206002 as CDC does. */
export async function register(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const { country } = ctx;
  const regSource = `UM${country.code}_website`;
  const profile = raw.profile as { firstName?: unknown; lastName?: unknown } | undefined;
  const extra = await policyErrors('password', raw.password, raw.email, [
    profile?.firstName,
    profile?.lastName,
  ]);
  if (raw.regSource !== undefined && raw.regSource !== regSource) {
    extra.push(
      validationError('regSource', IDP_ERROR_CODES.INVALID_PARAMETER_VALUE, `Expected ${regSource}`),
    );
  }
  const preferences = raw.preferences as { terms?: { consent?: { isConsentGranted?: unknown } } } | undefined;
  if (asksTermsConsent(country) && preferences?.terms?.consent?.isConsentGranted !== true) {
    extra.push(
      validationError(
        'preferences.terms.consent.isConsentGranted',
        IDP_ERROR_CODES.INVALID_PARAMETER_VALUE,
        'The terms consent is required',
      ),
    );
  }
  const parsed = parseParams(idpRegisterParamsSchema, raw, 'validation', extra);
  if (!parsed.ok) return parsed.result;
  const params = parsed.params;

  const passwordHash = await hashPassword(params.password);
  const lang = params.lang ?? country.language.toLowerCase();
  let account: IdpAccount;
  try {
    const created = await ctx.db.transaction(async (tx) => {
      if (!(await consumeToken(tx, 'registration', params.regToken, ctx.now))) return undefined;
      const row = await createAccount(tx, {
        country: country.code,
        email: params.email,
        passwordHash,
        profile: params.profile,
        data: params.data ?? {},
        preferences: params.preferences ?? {},
        regSource,
        lang,
        now: ctx.now,
      });
      // Rolls the transaction back, so the registration token stays usable for a corrected email.
      if (!row) throw new EmailTaken();
      const token = await issueToken(tx, { kind: 'email_verification', uid: row.uid, now: ctx.now });
      await queueVerificationMail(tx, {
        to: row.email,
        lang: mailLanguage(lang, country.language),
        firstName: params.profile.firstName,
        link: link(ctx, VERIFY_EMAIL_PATH, token),
      });
      return row;
    });
    if (!created) return invalidParameter('regToken');
    account = created;
  } catch (error) {
    if (!(error instanceof EmailTaken)) throw error;
    return idpError(IDP_ERROR_CODES.VALIDATION_ERROR, {
      validationErrors: [
        validationError('email', IDP_ERROR_CODES.UNIQUE_IDENTIFIER_EXISTS, 'Email already exists'),
      ],
    });
  }
  notifyMailQueued();
  // As CDC: no login signature until the e-mail is verified, so nothing can sign this account in yet.
  return idpError(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION, {
    data: { UID: account.uid, regToken: params.regToken },
  });
}

/** Per account: at most this many verification mails in RESEND_WINDOW_MS (the route limits per address). */
export const MAX_VERIFICATION_MAILS = 3;
export const RESEND_WINDOW_MS = 60 * 60_000;

/**
 * Mails the verification link again to an account still pending verification. Always OK, so the answer
 * never tells whether the address has an account or is verified.
 */
export async function resendVerificationCode(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const parsed = parseParams(idpResendVerificationParamsSchema, raw, 'parameter');
  if (!parsed.ok) return parsed.result;
  const account = await findAccountByEmail(ctx.db, parsed.params.loginID);
  if (!account || account.emailVerifiedAt || account.disabled) return idpOk();
  const since = new Date(ctx.now.getTime() - RESEND_WINDOW_MS);
  if (
    (await countTokensIssuedSince(ctx.db, 'email_verification', account.uid, since)) >= MAX_VERIFICATION_MAILS
  ) {
    return idpOk();
  }
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, { kind: 'email_verification', uid: account.uid, now: ctx.now });
    await queueVerificationMail(tx, {
      to: account.email,
      lang: mailLanguage(account.lang, ctx.country.language),
      firstName: firstName(account),
      link: link(ctx, VERIFY_EMAIL_PATH, token),
    });
  });
  notifyMailQueued();
  return idpOk();
}

export async function verifyEmail(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const parsed = parseParams(idpVerifyEmailParamsSchema, raw, 'parameter');
  if (!parsed.ok) return parsed.result;
  const uid = await ctx.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'email_verification', parsed.params.token, ctx.now);
    if (!token?.uid) return undefined;
    await markEmailVerified(tx, token.uid, ctx.now);
    return token.uid;
  });
  return uid ? idpOk({ UID: uid }) : invalidParameter('token');
}

export async function login(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const parsed = parseParams(idpLoginParamsSchema, raw, 'parameter');
  if (!parsed.ok) return parsed.result;
  const { loginID, password } = parsed.params;
  const attempt = { loginId: loginID, address: ctx.clientAddress };
  const secret = ctx.config.idpPartnerSecret;
  const knownDevice = isKnownDevice(secret, loginID, ctx.deviceToken, ctx.now);
  const throttle = await throttleOf(ctx.db, attempt, ctx.now, { knownDevice });
  // Inside this address's own delay the password is not even checked: the answer of a wrong password.
  if (throttle.ownGuessing) {
    await spendPasswordCheck(password);
    return invalidLogin();
  }
  const account = await findAccountByEmail(ctx.db, loginID);
  const right = account?.passwordHash
    ? await verifyPassword(password, account.passwordHash)
    : await spendPasswordCheck(password).then(() => false);
  if (!account?.passwordHash || !right) {
    // Unknown e-mails count too, so the throttle tells nothing about which accounts exist.
    await recordFailedLogin(ctx.db, attempt, ctx.now);
    if (Math.random() < 0.01) await pruneLoginThrottles(ctx.db, ctx.now);
    return invalidLogin();
  }
  // The right password inside the account's delay, from a device it does not know: wait, then retry.
  if (throttle.retryAfterMs > 0) return temporarilyLocked(throttle.retryAfterMs);
  await recordSuccessfulLogin(ctx.db, attempt);
  await markLoggedIn(ctx.db, account.uid, ctx.now);
  // A hash from an older (cheaper) cost is upgraded now that the password is known.
  if (needsRehash(account.passwordHash)) {
    await rehashAccountPassword(
      ctx.db,
      account.uid,
      account.passwordHash,
      await hashPassword(password),
      ctx.now,
    );
  }
  if (account.disabled) {
    return idpError(IDP_ERROR_CODES.PERMISSION_DENIED, { errorDetails: 'Account disabled' });
  }
  // No signature until the email is verified: the portal must not sign this account in.
  if (!account.emailVerifiedAt) {
    return idpError(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION, { data: { UID: account.uid } });
  }
  ctx.rememberDevice?.(issueDeviceToken(secret, loginID, ctx.now));
  return idpOk({
    ...loginResult(account.uid, ctx.config, ctx.now),
    profile: account.profile,
    isVerified: true,
  });
}

/** 403120 with the wait: said only to the right password (a wrong one gets the usual failure). */
function temporarilyLocked(retryAfterMs: number): IdpResult {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return idpError(IDP_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED, {
    errorDetails: `Too many failed sign-ins on this account: try again in ${retryAfterSeconds} s`,
    data: { retryAfterSeconds },
  });
}

/** The provider keeps no session of its own; the portal revokes its token on /api/users/logout. */
export async function logout(_ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const parsed = parseParams(idpLogoutParamsSchema, raw, 'parameter');
  if (!parsed.ok) return parsed.result;
  return idpOk({ UID: parsed.params.UID });
}

/** With `passwordResetToken` completes a reset, else starts one. */
export function resetPassword(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  return raw.passwordResetToken === undefined
    ? startPasswordReset(ctx, raw)
    : completePasswordReset(ctx, raw);
}

/** Always OK, so the answer never tells whether the email has an account. */
async function startPasswordReset(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const parsed = parseParams(idpStartPasswordResetParamsSchema, raw, 'parameter');
  if (!parsed.ok) return parsed.result;
  const account = await findAccountByEmail(ctx.db, parsed.params.loginID);
  if (account && !account.disabled) {
    await ctx.db.transaction(async (tx) => {
      const token = await issueToken(tx, { kind: 'password_reset', uid: account.uid, now: ctx.now });
      await queuePasswordResetMail(tx, {
        to: account.email,
        lang: mailLanguage(account.lang, ctx.country.language),
        firstName: firstName(account),
        // The reset page's address follows the country's language (/redefinir-senha, /restablecer-contrasena).
        link: link(ctx, localizedPagePath(ctx.country, 'resetPassword'), token),
      });
    });
    notifyMailQueued();
  }
  return idpOk();
}

async function completePasswordReset(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const parsed = parseParams(idpCompletePasswordResetParamsSchema, raw, 'validation');
  if (!parsed.ok) return parsed.result;
  const { passwordResetToken, newPassword } = parsed.params;
  const token = await findUsableToken(ctx.db, 'password_reset', passwordResetToken, ctx.now);
  const account = token?.uid ? await findAccountByUid(ctx.db, token.uid) : undefined;
  if (!account) return invalidParameter('passwordResetToken');
  const problems = await policyErrors('newPassword', newPassword, account.email, [
    account.profile.firstName,
    account.profile.lastName,
  ]);
  if (problems.length > 0) {
    return idpError(IDP_ERROR_CODES.VALIDATION_ERROR, { validationErrors: problems });
  }
  const passwordHash = await hashPassword(newPassword);
  const done = await ctx.db.transaction(async (tx) => {
    // Consumed here, atomically: of two concurrent uses only one sets the password.
    if (!(await consumeToken(tx, 'password_reset', passwordResetToken, ctx.now))) return false;
    await resetAccountPassword(tx, account.uid, passwordHash, ctx.now);
    await consumeAllTokens(tx, 'password_reset', account.uid, ctx.now);
    await clearLoginThrottles(tx, account.email);
    // Whoever held a session (perhaps the reason for the reset) is signed out everywhere.
    await revokeAllSessionsOfAccount(tx, account.uid, ctx.now);
    return true;
  });
  return done ? idpOk() : invalidParameter('passwordResetToken');
}

export async function getAccountInfo(ctx: IdpContext, raw: Raw): Promise<IdpResult> {
  const parsed = parseParams(idpGetAccountInfoParamsSchema, raw, 'parameter');
  if (!parsed.ok) return parsed.result;
  const check = verifyUidSignature(parsed.params, ctx.config.idpPartnerSecret, ctx.now);
  if (check === 'malformed') return invalidParameter('UIDSignature');
  if (check !== 'valid') {
    return idpError(IDP_ERROR_CODES.PERMISSION_DENIED, { errorDetails: `Invalid signature (${check})` });
  }
  const account = await findAccountByUid(ctx.db, parsed.params.UID);
  if (!account) return idpError(IDP_ERROR_CODES.NO_ACCOUNT);
  return idpOk({
    UID: account.uid,
    profile: account.profile,
    data: account.data,
    preferences: account.preferences,
    isVerified: account.emailVerifiedAt !== null,
    isActive: !account.disabled,
    lang: account.lang,
    regSource: account.regSource,
  });
}

// ---- Changes the signed-in holder asks for (through the users module), each after re-authentication ----

export interface ReauthContext {
  db: Database;
  now: Date;
  /** The client's address: a wrong current password counts on the same throttle as a failed login. */
  clientAddress: string;
}

/**
 * The holder's current password, checked like a sign-in: throttled, and a wrong one counts as a failed
 * login, so a stolen session cannot be used to guess the password at leisure.
 */
async function reauthenticate(ctx: ReauthContext, account: IdpAccount, password: string): Promise<boolean> {
  const attempt = { loginId: account.email, address: ctx.clientAddress };
  if (await isThrottled(ctx.db, attempt, ctx.now)) {
    await spendPasswordCheck(password);
    return false;
  }
  const right = account.passwordHash
    ? await verifyPassword(password, account.passwordHash)
    : await spendPasswordCheck(password).then(() => false);
  if (!right) await recordFailedLogin(ctx.db, attempt, ctx.now);
  return right;
}

export type CredentialChange =
  | { ok: true }
  | { ok: false; reason: 'wrong-password' }
  | { ok: false; reason: 'policy'; problems: string[] };

/**
 * Sets a new password once the current one is proven; the new one meets the same policy as at
 * registration (length, e-mail, zxcvbn with the holder's e-mail and names). Mails a notice.
 * The caller ends the holder's other sessions.
 */
export async function changePassword(
  ctx: ReauthContext & { fallbackLanguage: string },
  uid: string,
  currentPassword: string,
  newPassword: string,
): Promise<CredentialChange> {
  const account = await findAccountByUid(ctx.db, uid);
  if (!account || !(await reauthenticate(ctx, account, currentPassword))) {
    return { ok: false, reason: 'wrong-password' };
  }
  const problems = await policyErrors('newPassword', newPassword, account.email, [
    account.profile.firstName,
    account.profile.lastName,
  ]);
  if (problems.length > 0) return { ok: false, reason: 'policy', problems: problems.map((p) => p.message) };
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await setAccountPassword(tx, uid, passwordHash, ctx.now);
    await queueAccountNotice(tx, 'passwordChanged', {
      to: account.email,
      lang: mailLanguage(account.lang, ctx.fallbackLanguage),
      firstName: firstName(account),
    });
  });
  notifyMailQueued();
  return { ok: true };
}

export type EmailChangeRequest = { ok: true } | { ok: false; reason: 'wrong-password' | 'same' | 'taken' };

/**
 * After re-authentication, mails a single-use link (1 h) to the NEW address; nothing changes until it is
 * opened. `link` builds the confirmation page's address from the token.
 */
export async function requestEmailChange(
  ctx: ReauthContext & {
    fallbackLanguage: string;
    link: (token: string) => string;
    /** Whether the caller knows the address as someone else's. */
    isTaken?: (email: string) => Promise<boolean>;
  },
  uid: string,
  currentPassword: string,
  newEmail: string,
): Promise<EmailChangeRequest> {
  const account = await findAccountByUid(ctx.db, uid);
  if (!account || !(await reauthenticate(ctx, account, currentPassword))) {
    return { ok: false, reason: 'wrong-password' };
  }
  const email = newEmail.trim().toLowerCase();
  if (email === account.email) return { ok: false, reason: 'same' };
  if ((await findAccountByEmail(ctx.db, email)) || (await ctx.isTaken?.(email))) {
    return { ok: false, reason: 'taken' };
  }
  await ctx.db.transaction(async (tx) => {
    // A newer request replaces an older one: only the last link works.
    await consumeAllTokens(tx, 'email_change', uid, ctx.now);
    const token = await issueToken(tx, { kind: 'email_change', uid, payload: { email }, now: ctx.now });
    await queueEmailChangeMail(tx, {
      to: email,
      lang: mailLanguage(account.lang, ctx.fallbackLanguage),
      firstName: firstName(account),
      link: ctx.link(token),
    });
  });
  notifyMailQueued();
  return { ok: true };
}

export type EmailChangeConfirmation =
  | { ok: true; uid: string; email: string }
  | { ok: false; reason: 'invalid' | 'taken' };

/**
 * Consumes the mailed token (single use, unexpired), moves the account to the proven address and mails a
 * notice to the old one. Pass the transaction in which the caller also updates its own copy.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  ctx: { now: Date; fallbackLanguage: string },
): Promise<EmailChangeConfirmation> {
  const used = await consumeToken(db, 'email_change', token, ctx.now);
  const email = typeof used?.payload.email === 'string' ? used.payload.email : undefined;
  const before = used?.uid ? await findAccountByUid(db, used.uid) : undefined;
  if (!before || !email) return { ok: false, reason: 'invalid' };
  const after = await setAccountEmail(db, before.uid, email, ctx.now);
  if (!after) return { ok: false, reason: 'taken' };
  await queueAccountNotice(db, 'emailChanged', {
    to: before.email,
    lang: mailLanguage(before.lang, ctx.fallbackLanguage),
    firstName: firstName(before),
    values: { email: after.email },
  });
  return { ok: true, uid: after.uid, email: after.email };
}

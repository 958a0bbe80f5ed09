// Accounts of the embedded identity provider: lookups, creation and the signed login result.
// Shared with social sign-in (./social/), which links or creates accounts the same way.
import { randomUUID } from 'node:crypto';
import type { CountryCode } from '@portal/countries';
import { and, type Database, eq, type IdpAccountRow, idpAccounts, sql } from '@portal/db';
import type { AppConfig } from '../../config.ts';
import { type SignedUid, signUid } from './signature.ts';

export type IdpAccount = IdpAccountRow;

export interface NewAccount {
  country: CountryCode;
  email: string;
  /** scrypt hash from `hashPassword`; null for an account created through social sign-in. */
  passwordHash: string | null;
  /** An email confirmed by the mail link or by a social provider. */
  emailVerifiedAt?: Date | null;
  profile: Record<string, unknown>;
  data?: Record<string, unknown>;
  preferences?: Record<string, unknown>;
  regSource?: string | null;
  lang?: string | null;
  now?: Date;
}

/** Emails are kept lower-case (the table's check constraint and unique index rely on it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** CDC UIDs are 32 hex characters. */
export function newUid(): string {
  return randomUUID().replaceAll('-', '');
}

export async function findAccountByEmail(db: Database, email: string): Promise<IdpAccount | undefined> {
  const [row] = await db
    .select()
    .from(idpAccounts)
    .where(eq(idpAccounts.email, normalizeEmail(email)));
  return row;
}

export async function findAccountByUid(db: Database, uid: string): Promise<IdpAccount | undefined> {
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.uid, uid));
  return row;
}

/**
 * Inserts an account; answers undefined when the email is taken (also under a concurrent insert),
 * so callers can report "email exists" without a race.
 */
export async function createAccount(db: Database, input: NewAccount): Promise<IdpAccount | undefined> {
  const email = normalizeEmail(input.email);
  const now = input.now ?? new Date();
  const [row] = await db
    .insert(idpAccounts)
    .values({
      uid: newUid(),
      country: input.country,
      email,
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
      profile: { ...input.profile, email },
      data: input.data ?? {},
      preferences: input.preferences ?? {},
      regSource: input.regSource ?? null,
      lang: input.lang ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: idpAccounts.email })
    .returning();
  return row;
}

export async function markEmailVerified(db: Database, uid: string, now: Date = new Date()): Promise<void> {
  await db.update(idpAccounts).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(idpAccounts.uid, uid));
}

// Last signature second issued per UID. The portal refuses a (UID, timestamp) pair it has seen, and the
// timestamp has a one-second resolution, so two logins of one account within the same second (two tabs,
// two devices) would otherwise get the same signature and the second would be refused as a replay.
const lastSignedSecond = new Map<string, number>();
const REMEMBERED_UIDS = 10_000;

/** What a successful login hands the web: the UID signed the CDC way with the partner secret. */
export function loginResult(
  uid: string,
  config: Pick<AppConfig, 'idpPartnerSecret'>,
  now: Date = new Date(),
): SignedUid {
  const second = Math.max(Math.floor(now.getTime() / 1000), (lastSignedSecond.get(uid) ?? 0) + 1);
  lastSignedSecond.delete(uid);
  lastSignedSecond.set(uid, second);
  if (lastSignedSecond.size > REMEMBERED_UIDS) {
    const oldest = lastSignedSecond.keys().next().value;
    if (oldest !== undefined) lastSignedSecond.delete(oldest);
  }
  return signUid(uid, config.idpPartnerSecret, new Date(second * 1000));
}

/**
 * Sets a new password after a reset. The mailed link proved the email, so it counts as verified (the
 * caller also clears the e-mail's login throttles).
 */
export async function resetAccountPassword(
  db: Database,
  uid: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(idpAccounts)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${idpAccounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(idpAccounts.uid, uid));
}

/** A changed password (the holder knew the old one); the caller ends the other sessions. */
export async function setAccountPassword(db: Database, uid: string, passwordHash: string, now: Date) {
  await db.update(idpAccounts).set({ passwordHash, updatedAt: now }).where(eq(idpAccounts.uid, uid));
}

/**
 * The account's new, proven address (profile.email follows); undefined when another account took it
 * meanwhile (the unique index decides between concurrent claims).
 */
export async function setAccountEmail(
  db: Database,
  uid: string,
  email: string,
  now: Date,
): Promise<IdpAccount | undefined> {
  const normalized = normalizeEmail(email);
  const holder = await findAccountByEmail(db, normalized);
  if (holder && holder.uid !== uid) return undefined;
  const [row] = await db
    .update(idpAccounts)
    .set({
      email: normalized,
      profile: sql`${idpAccounts.profile} || jsonb_build_object('email', ${normalized}::text)`,
      emailVerifiedAt: now,
      updatedAt: now,
    })
    .where(eq(idpAccounts.uid, uid))
    .returning();
  return row;
}

export async function markLoggedIn(db: Database, uid: string, now: Date): Promise<void> {
  await db.update(idpAccounts).set({ lastLoginAt: now, updatedAt: now }).where(eq(idpAccounts.uid, uid));
}

/** Replaces a hash by a stronger one of the same password, unless the password changed meanwhile. */
export async function rehashAccountPassword(
  db: Database,
  uid: string,
  oldHash: string,
  newHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ passwordHash: newHash, updatedAt: now })
    .where(and(eq(idpAccounts.uid, uid), eq(idpAccounts.passwordHash, oldHash)));
}

import {
  and,
  type Database,
  desc,
  eq,
  isNull,
  lt,
  type NewProfessionalCheckRow,
  type NewUserRow,
  ne,
  or,
  professionalChecks,
  sql,
  type UserRow,
  usedLoginSignatures,
  users,
} from '@portal/db';
import { forgetUser } from '../sessions/cache.ts';

/** Both drivers report PostgreSQL's code; drizzle wraps the driver error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

export async function findUserByIdpUid(db: Database, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.idpUid, uid));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function emailUsedByAnotherUser(db: Database, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return rows.length > 0;
}

/** The portal copy of a provider account's address, after the provider changed it. */
export async function updateUserEmailByIdpUid(db: Database, idpUid: string, email: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ email, updatedAt: now })
    .where(eq(users.idpUid, idpUid))
    .returning({ id: users.id });
  await forgetUser(db, ...rows.map((row) => row.id));
}

export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('user was not stored');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<Omit<NewUserRow, 'id' | 'idpUid'>>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new Error('user to update was not found');
  await forgetUser(db, id);
  return row;
}

/**
 * Records a login signature as used; false when it already was (a replay). The primary key makes
 * this atomic across API processes. Rows older than `pruneBefore` are past any signature window.
 */
export async function markSignatureUsed(
  db: Database,
  uid: string,
  signatureTimestamp: number,
  now: Date,
  pruneBefore: Date,
): Promise<boolean> {
  await db.delete(usedLoginSignatures).where(lt(usedLoginSignatures.usedAt, pruneBefore));
  const inserted = await db
    .insert(usedLoginSignatures)
    .values({ uid, signatureTimestamp, usedAt: now })
    .onConflictDoNothing()
    .returning({ uid: usedLoginSignatures.uid });
  return inserted.length > 0;
}

/**
 * The other live accounts (not disabled, not anonymised, not rejected) with the same register: country,
 * type, number as the registry stores it (no leading zeros) and UF. Verified holders first, then oldest.
 * `before`: only those verified or registered before it (a later claimant never unseats a holder).
 */
export async function findRegisterHolders(
  db: Database,
  user: Pick<UserRow, 'id' | 'country' | 'registerType' | 'registerNumber' | 'registerUf'>,
  before?: Date,
): Promise<UserRow[]> {
  if (!user.registerNumber || !user.registerType) return [];
  return db
    .select()
    .from(users)
    .where(
      and(
        ne(users.id, user.id),
        eq(users.country, user.country),
        eq(users.registerType, user.registerType),
        sql`ltrim(${users.registerNumber}, '0') = ltrim(${user.registerNumber}, '0')`,
        sql`coalesce(${users.registerUf}, '') = ${user.registerUf ?? ''}`,
        ne(users.verification, 'rejected'),
        isNull(users.disabledAt),
        isNull(users.anonymisedAt),
        before ? or(eq(users.verification, 'verified'), lt(users.createdAt, before)) : undefined,
      ),
    )
    .orderBy(desc(sql`${users.verification} = 'verified'`), users.createdAt)
    .limit(20);
}

/** Records a registry check of a user and sets the verification it led to (and why, when not verified). */
export async function recordProfessionalCheck(
  db: Database,
  check: NewProfessionalCheckRow,
  reason: string | null,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.insert(professionalChecks).values(check);
    const [row] = await tx
      .update(users)
      .set({
        verification: check.verification as UserRow['verification'],
        verificationReason: reason,
        updatedAt: now,
      })
      .where(eq(users.id, check.userId))
      .returning();
    if (!row) throw new Error('user to verify was not found');
    await forgetUser(tx, row.id);
    return row;
  });
}

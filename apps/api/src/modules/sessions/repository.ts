import {
  and,
  type Database,
  eq,
  isNull,
  lt,
  ne,
  or,
  type SessionRow,
  sessions,
  sql,
  type UserRow,
  users,
} from '@portal/db';
import { forgetUser } from './cache.ts';

export async function insertSession(
  db: Database,
  session: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    userId: session.userId,
    tokenHash: session.tokenHash,
    createdAt: session.now,
    lastUsedAt: session.now,
    expiresAt: session.expiresAt,
  });
}

export async function findSessionWithUser(
  db: Database,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
}

// Every write that ends sessions forgets their user in the session cache (cache.ts), here, where it writes.

export async function revokeSessionById(db: Database, id: string, now: Date): Promise<void> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.id, id))
    .returning({ userId: sessions.userId });
  await forgetUser(db, row?.userId);
}

export async function revokeSessionsOfUser(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await forgetUser(db, userId);
}

export async function revokeOtherSessionsOfUser(
  db: Database,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  await forgetUser(db, userId);
}

/** A user's dead sessions (revoked or past the absolute limit) serve no purpose. */
export async function deleteDeadSessionsOfUser(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(sql`${sessions.revokedAt} is not null`, lt(sessions.expiresAt, now)),
      ),
    );
}

/** Every live session of the portal user of an identity-provider account (none when it has no user). */
export async function revokeSessionsOfIdpAccount(db: Database, idpUid: string, now: Date): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.idpUid} = ${idpUid})`,
      ),
    )
    .returning({ userId: sessions.userId });
  await forgetUser(db, ...new Set(rows.map((row) => row.userId)));
}

import { count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { hashPassword } from './password.ts';
import { appMeta } from './schema/app-meta.ts';
import { users } from './schema/users.ts';

export const DEMO_SEED_KEY = 'demo_seed';

export interface SeedResult {
  seeded: boolean;
  users: number;
}

/**
 * Adds the demo accounts to an empty database. A database that has users, or was seeded before
 * (its users since deleted), is left alone; concurrent starters are safe thanks to ON CONFLICT.
 */
export async function seedDemoData(handle: DatabaseHandle): Promise<SeedResult> {
  const { db } = handle;
  const [existing] = await db.select({ n: count() }).from(users);
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
  if ((existing?.n ?? 0) > 0 || marker.length > 0) return { seeded: false, users: 0 };

  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({ ...account, passwordHash: await hashPassword(DEMO_PASSWORD) })),
  );
  const inserted = await db.transaction(async (tx) => {
    const added = await tx.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
    await tx
      .insert(appMeta)
      .values({ key: DEMO_SEED_KEY, value: JSON.stringify({ accounts: added.length, at: new Date() }) })
      .onConflictDoNothing();
    return added.length;
  });
  return { seeded: inserted > 0, users: inserted };
}

import { type Database, eq, users } from '@portal/db';

export async function findRegisterTypeByUid(db: Database, uid: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ registerType: users.registerType })
    .from(users)
    .where(eq(users.idpUid, uid));
  return row?.registerType;
}

export async function portalUserWithEmailExists(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return rows.length > 0;
}

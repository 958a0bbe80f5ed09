// SQL of the physicians' accounts as the console's services read one (physician admin, verification).
import { type Database, eq, type UserRow, users } from '@portal/db';

export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

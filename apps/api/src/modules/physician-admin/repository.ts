// SQL of the physicians' administration: search by name, e-mail or register number within countries.
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  type Database,
  eq,
  ilike,
  isNotNull,
  or,
  type SQL,
  sql,
  type UserRow,
  users,
} from '@portal/db';
import { liveAccountIn } from '../../db/live-account.ts';
import { forgetUser } from '../sessions/cache.ts';

const SEARCH_LIMIT = 50;

/** `%text%` with LIKE's wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(q: string): SQL | undefined {
  if (q === '') return undefined;
  const pattern = containing(q);
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return or(
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    ilike(users.email, pattern),
    ilike(users.registerNumber, pattern),
    ...(digits ? [sql`ltrim(${users.registerNumber}, '0') = ${digits}`] : []),
  );
}

/** By name, e-mail or register number; with `deletionRequested`, only (and oldest first) those who asked. */
export async function searchUsers(
  db: Database,
  countries: readonly CountryCode[],
  q: string,
  deletionRequested: boolean,
): Promise<UserRow[]> {
  if (countries.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(
      and(
        liveAccountIn(countries, { disabledToo: true }),
        matching(q),
        deletionRequested ? isNotNull(users.deletionRequestedAt) : undefined,
      ),
    )
    .orderBy(
      ...(deletionRequested ? [asc(users.deletionRequestedAt)] : []),
      asc(users.firstName),
      asc(users.lastName),
    )
    .limit(SEARCH_LIMIT);
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Pick<UserRow, 'canAccessSpeakTraining' | 'veevaId' | 'disabledAt' | 'updatedAt'>>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error('user to update was not found');
  await forgetUser(db, id);
  return row;
}

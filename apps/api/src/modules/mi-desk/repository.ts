// SQL of the medical-information desk: requests of a set of countries with the desk's filters, one
// request by its key, its notes, guarded updates (a status change only from the status the service saw),
// and the staff named on requests.
import type { CountryCode } from '@portal/countries';
import {
  and,
  arrayOverlaps,
  asc,
  type Database,
  desc,
  eq,
  inArray,
  isNull,
  type MedicalInformationRequestRow,
  type MedicalRequestStatus,
  miRequestNotes,
  medicalInformationRequests as requests,
  type SQL,
  sql,
  staff,
  users,
} from '@portal/db';

export interface DeskFilters {
  status?: MedicalRequestStatus | undefined;
  product?: string | undefined;
  country?: CountryCode | undefined;
  adverseEvent?: boolean | undefined;
}

/** The desk reads at most this many requests per list (newest first); filters narrow it. */
const LIST_LIMIT = 500;

export function listRequests(
  db: Database,
  countries: readonly CountryCode[],
  filters: DeskFilters,
): Promise<MedicalInformationRequestRow[]> {
  if (countries.length === 0) return Promise.resolve([]);
  const where: SQL[] = [inArray(requests.country, [...countries])];
  if (filters.status) where.push(eq(requests.status, filters.status));
  if (filters.product) where.push(eq(requests.product, filters.product));
  if (filters.country) where.push(eq(requests.country, filters.country));
  if (filters.adverseEvent !== undefined)
    where.push(eq(requests.adverseEventSuspected, filters.adverseEvent));
  return db
    .select()
    .from(requests)
    .where(and(...where))
    .orderBy(desc(requests.createdAt))
    .limit(LIST_LIMIT);
}

export async function findRequest(
  db: Database,
  key: string,
): Promise<MedicalInformationRequestRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.key, key));
  return row;
}

export type RequestPatch = Partial<typeof requests.$inferInsert>;

/** Updates the request if it is still in `expected` status; undefined when another change came first. */
export async function updateRequest(
  db: Database,
  key: string,
  expected: MedicalRequestStatus,
  patch: RequestPatch,
): Promise<MedicalInformationRequestRow | undefined> {
  const [row] = await db
    .update(requests)
    .set(patch)
    .where(and(eq(requests.key, key), eq(requests.status, expected)))
    .returning();
  return row;
}

/** A person's screening, once: undefined when someone screened it first. */
export async function screenOnce(
  db: Database,
  key: string,
  patch: RequestPatch,
): Promise<MedicalInformationRequestRow | undefined> {
  const [row] = await db
    .update(requests)
    .set(patch)
    .where(and(eq(requests.key, key), isNull(requests.screenedAt)))
    .returning();
  return row;
}

/** The answer being written, while the request is still open; false once it was answered. */
export async function saveDraft(db: Database, key: string, html: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(requests)
    .set({ draftHtml: html, draftSavedAt: at })
    .where(and(eq(requests.key, key), inArray(requests.status, ['received', 'in_progress'])))
    .returning({ key: requests.key });
  return rows.length > 0;
}

/** PV's acknowledgement, once: whatever the desk's status meanwhile, never over an earlier one. */
export async function acknowledgeOnce(
  db: Database,
  key: string,
  patch: Pick<RequestPatch, 'pvCaseReference' | 'pvOutcome' | 'pvAcknowledgedAt' | 'pvAcknowledgedBy'>,
): Promise<MedicalInformationRequestRow | undefined> {
  const [row] = await db
    .update(requests)
    .set(patch)
    .where(
      and(eq(requests.key, key), eq(requests.adverseEventSuspected, true), isNull(requests.pvAcknowledgedAt)),
    )
    .returning();
  return row;
}

export interface StaffName {
  id: string;
  name: string;
  email: string;
}

export async function staffNames(db: Database, ids: readonly string[]): Promise<Map<string, StaffName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(inArray(staff.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Active members with the role working for at least one of the countries. */
export function staffWithRole(
  db: Database,
  role: string,
  countries: readonly CountryCode[],
): Promise<(StaffName & { countries: CountryCode[] })[]> {
  if (countries.length === 0) return Promise.resolve([]);
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email, countries: staff.countries })
    .from(staff)
    .where(
      and(
        eq(staff.active, true),
        sql`${role} = any(${staff.roles})`,
        arrayOverlaps(staff.countries, [...countries]),
      ),
    )
    .orderBy(asc(staff.name));
}

export async function notesOf(db: Database, key: string) {
  return db
    .select({
      id: miRequestNotes.id,
      at: miRequestNotes.createdAt,
      author: staff.email,
      body: miRequestNotes.body,
    })
    .from(miRequestNotes)
    .innerJoin(staff, eq(staff.id, miRequestNotes.staffId))
    .where(eq(miRequestNotes.requestKey, key))
    .orderBy(asc(miRequestNotes.createdAt), asc(miRequestNotes.id));
}

export async function insertNote(db: Database, key: string, staffId: string, body: string, at: Date) {
  const [row] = await db
    .insert(miRequestNotes)
    .values({ requestKey: key, staffId, body, createdAt: at })
    .returning({ id: miRequestNotes.id });
  return row?.id;
}

/**
 * The requesting physician's account as it is now, if it still exists: their language (the mail's) and
 * their e-mail address.
 */
export async function requester(
  db: Database,
  userId: string | null,
): Promise<{ language: string | null; email: string } | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ language: users.language, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// Medical-information SQL: insert a request and list a user's own requests.
import {
  allocateProtocol,
  and,
  type Database,
  desc,
  eq,
  gte,
  type MedicalInformationRequestRow,
  medicalInformationRequests,
  sql,
} from '@portal/db';

export { allocateProtocol };

export type NewMedicalRequest = typeof medicalInformationRequests.$inferInsert;

/** The stored row, or undefined when the user already has a request with this id. */
export async function insertRequest(
  db: Database,
  values: NewMedicalRequest,
): Promise<MedicalInformationRequestRow | undefined> {
  const [row] = await db
    .insert(medicalInformationRequests)
    .values(values)
    .onConflictDoNothing({ target: [medicalInformationRequests.userId, medicalInformationRequests.id] })
    .returning();
  return row;
}

export async function requestsOf(db: Database, userId: string): Promise<MedicalInformationRequestRow[]> {
  return db
    .select()
    .from(medicalInformationRequests)
    .where(eq(medicalInformationRequests.userId, userId))
    .orderBy(desc(medicalInformationRequests.createdAt), desc(medicalInformationRequests.date));
}

/**
 * Serialises one user's submissions for the rest of the transaction (a transaction-level advisory lock),
 * so two identical questions sent at once cannot both pass the duplicate check.
 */
export async function lockUserRequests(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`mi-request:${userId}`}))`);
}

/** The user's requests about a product that arrived since `since`. */
export function recentRequestsOf(
  db: Database,
  userId: string,
  product: string,
  since: Date,
): Promise<MedicalInformationRequestRow[]> {
  return db
    .select()
    .from(medicalInformationRequests)
    .where(
      and(
        eq(medicalInformationRequests.userId, userId),
        eq(medicalInformationRequests.product, product),
        gte(medicalInformationRequests.createdAt, since),
      ),
    );
}

/** Whether the user already has a request with this reference. */
export async function hasRequestId(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ key: medicalInformationRequests.key })
    .from(medicalInformationRequests)
    .where(and(eq(medicalInformationRequests.userId, userId), eq(medicalInformationRequests.id, id)));
  return rows.length > 0;
}

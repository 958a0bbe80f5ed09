// Medical-information SQL: insert a request and list a user's own requests.
import {
  type Database,
  desc,
  eq,
  type MedicalInformationRequestRow,
  medicalInformationRequests,
} from '@portal/db';

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

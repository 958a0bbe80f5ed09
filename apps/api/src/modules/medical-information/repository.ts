// Medical-information SQL: insert a request and list a user's own requests.
import {
  type Database,
  desc,
  eq,
  type MedicalInformationRequestRow,
  medicalInformationRequests,
} from '@portal/db';

export type NewMedicalRequest = typeof medicalInformationRequests.$inferInsert;

export async function insertRequest(
  db: Database,
  values: NewMedicalRequest,
): Promise<MedicalInformationRequestRow> {
  const [row] = await db.insert(medicalInformationRequests).values(values).returning();
  if (!row) throw new Error('medical-information request was not stored');
  return row;
}

export async function findRequest(
  db: Database,
  id: string,
): Promise<MedicalInformationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(medicalInformationRequests)
    .where(eq(medicalInformationRequests.id, id));
  return row;
}

export async function requestsOf(db: Database, userId: string): Promise<MedicalInformationRequestRow[]> {
  return db
    .select()
    .from(medicalInformationRequests)
    .where(eq(medicalInformationRequests.userId, userId))
    .orderBy(desc(medicalInformationRequests.createdAt), desc(medicalInformationRequests.date));
}

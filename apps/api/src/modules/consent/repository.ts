import { consentRecords, type Database, type NewConsentRecordRow } from '@portal/db';

export async function insertConsentRecord(db: Database, record: NewConsentRecordRow): Promise<string> {
  const [row] = await db.insert(consentRecords).values(record).returning({ id: consentRecords.id });
  if (!row) throw new Error('consent record was not stored');
  return row.id;
}

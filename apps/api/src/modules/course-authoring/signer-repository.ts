// SQL of a course's certificate signer (one row per course).
import { type CourseCertificateSignerRow, courseCertificateSigners, type Database, eq } from '@portal/db';

export async function signerOf(
  db: Database,
  contentId: string,
): Promise<CourseCertificateSignerRow | undefined> {
  const [row] = await db
    .select()
    .from(courseCertificateSigners)
    .where(eq(courseCertificateSigners.contentId, contentId));
  return row;
}

export async function saveSigner(
  db: Database,
  signer: { contentId: string; name: string; role: string; signatureUrl: string | null; at: Date },
): Promise<void> {
  const { at, ...values } = signer;
  await db
    .insert(courseCertificateSigners)
    .values({ ...values, updatedAt: at })
    .onConflictDoUpdate({
      target: courseCertificateSigners.contentId,
      set: { name: values.name, role: values.role, signatureUrl: values.signatureUrl, updatedAt: at },
    });
}

// Anonymisation on the data subject's request (LGPD art. 18 IV/VI and peers; decision 017). One
// transaction: personal data is erased from the user's row and from every record that is only the
// person's; what the law makes us keep stays, detached from the person: certificates (still verifiable
// by code, without a name), exam attempts behind them, event attendance, consent proofs, and suspected
// adverse-event reports (pharmacovigilance), the latter without name, e-mail or phone.
import {
  and,
  contentAccessLog,
  type Database,
  docfinderListings,
  eq,
  eventFollows,
  idpAccounts,
  mailOutbox,
  medicalInformationRequests,
  professionalChecks,
  pushSettings,
  pushSubscriptions,
  savedItems,
  sessions,
  termsAcceptances,
  trainingLessonViews,
  type UserRow,
  usedLoginSignatures,
  users,
} from '@portal/db';
import { forgetUser } from '../sessions/cache.ts';

/** The placeholder address of an anonymised account: unique, lower case, never deliverable (RFC 2606). */
export const anonymisedEmail = (id: string) => `anonymised-${id}@anonymised.invalid`;

/** Run it inside the transaction that also audits it: all of it happens, or none. */
export async function anonymiseUser(tx: Database, user: UserRow, now: Date): Promise<UserRow> {
  const id = user.id;
  {
    // Records that are only the person's.
    await tx.delete(sessions).where(eq(sessions.userId, id));
    // Forgotten in the session cache once the caller's transaction ends.
    await forgetUser(tx, id);
    await tx.delete(savedItems).where(eq(savedItems.userId, id));
    await tx.delete(trainingLessonViews).where(eq(trainingLessonViews.userId, id));
    await tx.delete(eventFollows).where(eq(eventFollows.userId, id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
    await tx.delete(pushSettings).where(eq(pushSettings.userId, id));
    await tx.delete(docfinderListings).where(eq(docfinderListings.userId, id));
    await tx.delete(professionalChecks).where(eq(professionalChecks.userId, id));
    await tx.delete(termsAcceptances).where(eq(termsAcceptances.userId, id));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    await tx.delete(usedLoginSignatures).where(eq(usedLoginSignatures.uid, user.idpUid));
    // The identity provider's account (credentials, profile; social links and tokens go with it).
    await tx.delete(idpAccounts).where(eq(idpAccounts.uid, user.idpUid));
    // Reading statistics stay, without the reader.
    await tx.update(contentAccessLog).set({ userId: null }).where(eq(contentAccessLog.userId, id));
    // Suspected adverse events are kept for pharmacovigilance, without who reported them; other
    // medical-information requests go.
    await tx
      .update(medicalInformationRequests)
      .set({ userId: null, name: '', email: '', phone: null })
      .where(
        and(
          eq(medicalInformationRequests.userId, id),
          eq(medicalInformationRequests.adverseEventSuspected, true),
        ),
      );
    await tx.delete(medicalInformationRequests).where(eq(medicalInformationRequests.userId, id));
    const [row] = await tx
      .update(users)
      .set({
        idpUid: `anonymised:${id}`,
        email: anonymisedEmail(id),
        firstName: '',
        lastName: '',
        specialty: null,
        preferences: [],
        category: null,
        phone: null,
        registerNumber: null,
        registerUf: null,
        registerType: null,
        canAccessSpeakTraining: false,
        pushNotifications: false,
        veevaId: null,
        treatment: null,
        state: null,
        stateAsTyped: null,
        registration: {},
        iamDoctor: false,
        receivePromotional: false,
        readAcceptTerms: false,
        acceptNews: false,
        termsConsent: false,
        region: null,
        language: null,
        timezone: null,
        disabledAt: user.disabledAt ?? now,
        anonymisedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error('user to anonymise was not found');
    return row;
  }
}

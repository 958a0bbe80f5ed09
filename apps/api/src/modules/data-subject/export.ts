// A physician's data as JSON (LGPD art. 18 II and V, and the access/portability rights of the other
// countries' laws): the account and every record the portal keeps about the person. Secrets (token and
// password hashes, push keys) are not personal data of the holder's interest and never leave the server.
import type { DataExport } from '@portal/contracts';
import {
  contentAccessLog,
  type Database,
  docfinderAddresses,
  docfinderConsents,
  docfinderListings,
  eq,
  eventAttendance,
  eventFollows,
  examAttempts,
  idpAccounts,
  idpSocialIdentities,
  inArray,
  medicalInformationRequests,
  professionalChecks,
  pushSettings,
  pushSubscriptions,
  savedItems,
  sessions,
  termsAcceptances,
  trainingCertificates,
  trainingLessonViews,
  trainingTermsAcceptances,
  type UserRow,
} from '@portal/db';

type Plain = Record<string, unknown>;

/** Dates as ISO strings; the named columns left out. */
function plain(row: object, omit: readonly string[] = []): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const all = (rows: object[], omit: readonly string[] = []) => rows.map((row) => plain(row, omit));

export async function exportUserData(db: Database, user: UserRow, now: Date): Promise<DataExport> {
  const id = user.id;
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.uid, user.idpUid));
  const listings = await db.select().from(docfinderListings).where(eq(docfinderListings.userId, id));
  const listingIds = listings.map((listing) => listing.id);
  const sections: DataExport['sections'] = {
    identityAccount: account ? [plain(account, ['passwordHash'])] : [],
    socialIdentities: all(
      await db.select().from(idpSocialIdentities).where(eq(idpSocialIdentities.uid, user.idpUid)),
    ),
    sessions: all(await db.select().from(sessions).where(eq(sessions.userId, id)), ['tokenHash']),
    professionalChecks: all(
      await db.select().from(professionalChecks).where(eq(professionalChecks.userId, id)),
    ),
    savedItems: all(await db.select().from(savedItems).where(eq(savedItems.userId, id))),
    contentAccess: all(await db.select().from(contentAccessLog).where(eq(contentAccessLog.userId, id))),
    sharedContentTerms: all(await db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, id)), [
      'tokenHash',
    ]),
    courseLessonViews: all(
      await db.select().from(trainingLessonViews).where(eq(trainingLessonViews.userId, id)),
    ),
    courseTermsAcceptances: all(
      await db.select().from(trainingTermsAcceptances).where(eq(trainingTermsAcceptances.userId, id)),
    ),
    examAttempts: all(await db.select().from(examAttempts).where(eq(examAttempts.userId, id)), [
      'optionOrder',
    ]),
    certificates: all(
      await db.select().from(trainingCertificates).where(eq(trainingCertificates.userId, id)),
    ),
    eventAttendance: all(await db.select().from(eventAttendance).where(eq(eventAttendance.userId, id))),
    eventFollows: all(await db.select().from(eventFollows).where(eq(eventFollows.userId, id))),
    // Which staff member handled a request is the staff member's data, not the physician's; an unsent
    // draft answer is the desk's work in progress, not yet given to them.
    medicalInformationRequests: all(
      await db.select().from(medicalInformationRequests).where(eq(medicalInformationRequests.userId, id)),
      [
        'assigneeId',
        'answeredBy',
        'aeFlaggedBy',
        'pvAcknowledgedBy',
        'screenedBy',
        'draftHtml',
        'draftSavedAt',
      ],
    ),
    doctorFinderListings: all(listings),
    doctorFinderAddresses:
      listingIds.length === 0
        ? []
        : all(
            await db
              .select()
              .from(docfinderAddresses)
              .where(inArray(docfinderAddresses.listingId, listingIds)),
          ),
    doctorFinderConsents: all(
      await db.select().from(docfinderConsents).where(eq(docfinderConsents.userId, id)),
    ),
    pushSubscriptions: all(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, id)),
      ['p256dh', 'auth'],
    ),
    pushSettings: all(await db.select().from(pushSettings).where(eq(pushSettings.userId, id))),
  };
  return {
    format: 'portal-data-export/1',
    exportedAt: now.toISOString(),
    account: plain(user, ['idpUid']),
    sections,
  };
}

/** `Content-Disposition` of an export download: a file name without the person's name in it. */
export function exportFileName(user: Pick<UserRow, 'id'>, now: Date): string {
  return `portal-data-${user.id}-${now.toISOString().slice(0, 10)}.json`;
}

import type { CountryCode } from '@portal/countries';
import { and, contentTokens, type Database, eq, termsAcceptances } from '@portal/db';

export async function findTokenByHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(contentTokens).where(eq(contentTokens.tokenHash, tokenHash));
  return row;
}

export async function findTokenByVidKey(db: Database, contentId: string, vidKey: string) {
  const [row] = await db
    .select()
    .from(contentTokens)
    .where(and(eq(contentTokens.contentId, contentId), eq(contentTokens.vidKey, vidKey)));
  return row;
}

export interface AcceptanceInput {
  contentId: string;
  tokenHash: string;
  name: string;
  registerNumber: string;
  audience: string | null;
  userId: string | null;
  /** The country of the request. */
  country: CountryCode;
  at: Date;
}

/** Records (or renews) the acceptance of one visitor for one link. */
export async function upsertAcceptance(db: Database, input: AcceptanceInput): Promise<void> {
  const { at, ...values } = input;
  await db
    .insert(termsAcceptances)
    .values({ ...values, acceptedAt: at })
    .onConflictDoUpdate({
      target: [termsAcceptances.contentId, termsAcceptances.tokenHash, termsAcceptances.registerNumber],
      set: {
        name: values.name,
        audience: values.audience,
        userId: values.userId,
        country: values.country,
        acceptedAt: at,
      },
    });
}

export async function acceptanceExists(
  db: Database,
  contentId: string,
  tokenHash: string,
  registerNumber: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: termsAcceptances.id })
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.contentId, contentId),
        eq(termsAcceptances.tokenHash, tokenHash),
        eq(termsAcceptances.registerNumber, registerNumber),
      ),
    );
  return rows.length > 0;
}

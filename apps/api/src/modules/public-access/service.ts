// Public mode (spec section 6): a visitor with a content token gives name and registration number,
// accepts the terms, and only then reads the item. Tokens are stored hashed; an acceptance is bound
// to one token (link), one item and one normalised registration number. Access is for professionals:
// the name and number must be an entry of the registry of the link's country, checked when the terms
// are accepted and again each time the item is served.

import type {
  AcceptTermsBody,
  ContentItem,
  PublicContentQuery,
  UserAccess,
  UserAccessQuery,
} from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { type ContentTokenRow, type Database, hashContentToken } from '@portal/db';
import { AppError, forbidden, unauthenticated } from '../../errors.ts';
import { getVisibleItem, recordAccess, type Viewer } from '../content/service.ts';
import { isRegisteredProfessional } from '../registry/visitor-service.ts';
import * as repo from './repository.ts';

export interface PublicContext {
  /** The country of the request (x-api-key / host). */
  country: CountryCode;
  now: Date;
}

/** Register numbers are compared without punctuation, spaces or case. */
export function normaliseRegisterNumber(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

// The token was issued for this one item, so speaker-training items are readable through it too.
const publicViewer = (context: PublicContext): Viewer => ({
  userId: null,
  country: context.country,
  now: context.now,
  includeSpeaker: true,
  interests: [],
});

/** The registry of the link's country (a seeded link names none: the request's country). */
function linkCountry(token: ContentTokenRow, context: PublicContext): CountryCode {
  return (token.country as CountryCode | null) ?? context.country;
}

/** 403 unless the name and number are one entry of the registry of the link's country. */
async function requireRegisteredVisitor(
  db: Database,
  token: ContentTokenRow,
  visitor: { name: string; registerNumber: string },
  context: PublicContext,
): Promise<void> {
  const country = linkCountry(token, context);
  if (visitor.name.trim() && (await isRegisteredProfessional(db, { country, ...visitor }))) return;
  throw new AppError(
    403,
    'PROFESSIONAL_NOT_VERIFIED',
    "The name and registration number are not in the professional registry of the link's country",
  );
}

function isLive(token: ContentTokenRow, now: Date): boolean {
  // A link revoked in the console (decision 019) opens nothing, whatever its expiry.
  if (token.revokedAt !== null) return false;
  return token.expiresAt === null || token.expiresAt.getTime() > now.getTime();
}

interface TokenCheck {
  contentId: string;
  token: string;
  vidKey?: string | undefined;
  audience?: string | undefined;
}

/** The token's row when it opens this item now (and matches vidKey/audience when given). */
async function validToken(db: Database, check: TokenCheck, now: Date): Promise<ContentTokenRow | undefined> {
  const row = await repo.findTokenByHash(db, hashContentToken(check.token));
  if (!row || row.contentId !== check.contentId || !isLive(row, now)) return undefined;
  if (check.vidKey && check.vidKey !== row.vidKey) return undefined;
  if (check.audience && row.audience && check.audience !== row.audience) return undefined;
  return row;
}

/** GET /api/public/contents/:id: 404 unknown/unpublished, 401 bad token, 403 terms not accepted. */
export async function readPublicContent(
  db: Database,
  contentId: string,
  query: PublicContentQuery,
  context: PublicContext,
): Promise<ContentItem> {
  const item = await getVisibleItem(db, contentId, publicViewer(context));
  const token = await validToken(db, { contentId, ...query }, context.now);
  if (!token) throw unauthenticated('The content token is not valid');
  const registerNumber = normaliseRegisterNumber(query.registerNumber ?? '');
  if (!registerNumber || !(await repo.acceptanceExists(db, contentId, token.tokenHash, registerNumber))) {
    throw forbidden('The terms have not been accepted');
  }
  await requireRegisteredVisitor(
    db,
    token,
    { name: query.name ?? '', registerNumber: query.registerNumber ?? '' },
    context,
  );
  if (query.logContentAccess !== 'false') {
    await recordAccess(db, {
      contentId,
      country: context.country,
      via: 'public',
      visitorName: query.name ?? null,
      visitorRegisterNumber: registerNumber,
      tokenId: token.id,
      at: context.now,
    });
  }
  return item;
}

/**
 * POST /api/public/acceptTerms: the link is named by vidKey and proven by its token (vidKey is printed
 * in the link's address and is no secret); the visitor must be in the registry. `userId` is the signed-in
 * caller's own id or null: the body's `userId` (spec call 17) is never stored, an anonymous caller could
 * name anybody in it.
 */
export async function acceptTerms(
  db: Database,
  body: AcceptTermsBody,
  context: PublicContext & { userId: string | null },
): Promise<void> {
  await getVisibleItem(db, body.contentId, publicViewer(context));
  if (body.token === undefined) throw unauthenticated("The content link's token is required");
  const row = await repo.findTokenByVidKey(db, body.contentId, body.vidKey);
  if (!row || !isLive(row, context.now)) throw unauthenticated('The content link is not valid');
  if (hashContentToken(body.token) !== row.tokenHash) {
    throw unauthenticated('The content token is not valid');
  }
  const registerNumber = normaliseRegisterNumber(body.registerNumber);
  if (!registerNumber) throw forbidden('A registration number is required');
  await requireRegisteredVisitor(db, row, body, context);
  await repo.upsertAcceptance(db, {
    contentId: body.contentId,
    tokenHash: row.tokenHash,
    name: body.name,
    registerNumber,
    audience: body.audience ?? row.audience,
    userId: context.userId,
    country: context.country,
    at: context.now,
  });
}

/** GET /api/public/userAccess: whether the link opens the item, and whether this visitor accepted. */
export async function userAccess(
  db: Database,
  query: UserAccessQuery,
  context: PublicContext,
): Promise<UserAccess> {
  try {
    await getVisibleItem(db, query.contentId, publicViewer(context));
  } catch {
    return { allowed: false, termsAccepted: false };
  }
  const token = await validToken(db, query, context.now);
  if (!token) return { allowed: false, termsAccepted: false };
  const registerNumber = normaliseRegisterNumber(query.registerNumber ?? '');
  const termsAccepted =
    registerNumber !== '' &&
    (await repo.acceptanceExists(db, query.contentId, token.tokenHash, registerNumber));
  return { allowed: true, termsAccepted };
}

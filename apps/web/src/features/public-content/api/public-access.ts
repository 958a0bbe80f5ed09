// Public mode calls (spec section 7, calls 9, 17, 18) and the order they run in: accept the terms
// (POST /api/public/acceptTerms), confirm access (GET /api/public/userAccess), then fetch the item
// (GET /api/public/contents/:id). Every failure becomes a reason the screen can explain.
import type { AcceptTermsBody, ContentItem, UserAccess } from '@portal/contracts';
import { ApiError } from '#lib/api-client.ts';
import type { AccessLink } from '../lib/access-link.ts';
import type { PublicApi } from './public-client.ts';

export type ReadyLink = Extract<AccessLink, { kind: 'ready' }>;

export interface Visitor {
  name: string;
  registerNumber: string;
}

export type DenialReason = 'badToken' | 'termsNotAccepted' | 'notRegistered' | 'notFound' | 'failed';

export type CheckResult = { kind: 'open' } | { kind: 'denied'; reason: DenialReason };
export type UnlockResult = { kind: 'content'; item: ContentItem } | { kind: 'denied'; reason: DenialReason };

/**
 * The reason a failed call shows: 401 bad link, 403 not in the registry or terms missing, 404 gone,
 * anything else an error.
 */
export function denialFor(error: unknown): DenialReason {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401) return 'badToken';
  if (error.status === 403 && error.code === 'PROFESSIONAL_NOT_VERIFIED') return 'notRegistered';
  if (error.status === 403) return 'termsNotAccepted';
  if (error.status === 404 || error.status === 410) return 'notFound';
  return 'failed';
}

function accessQuery(link: ReadyLink, registerNumber?: string) {
  return {
    contentId: link.contentId,
    token: link.token,
    vidKey: link.vidKey,
    audience: link.audience ?? undefined,
    registerNumber,
  };
}

/** The item's query: logContentAccess is left out (it is sent only when false, and access is logged). */
export function publicContentQuery(link: ReadyLink, visitor: Visitor) {
  return {
    token: link.token,
    name: visitor.name,
    registerNumber: visitor.registerNumber,
    validIdentification: 'true',
    audience: link.audience ?? undefined,
    vidKey: link.vidKey,
  };
}

/** Before asking anything of the visitor: is the link itself valid for this content? */
export async function checkLink(
  client: PublicApi,
  link: ReadyLink,
  signal?: AbortSignal,
): Promise<CheckResult> {
  try {
    const access = await client.get<UserAccess>('/api/public/userAccess', {
      query: accessQuery(link),
      signal,
    });
    return access.allowed ? { kind: 'open' } : { kind: 'denied', reason: 'badToken' };
  } catch (error) {
    return { kind: 'denied', reason: denialFor(error) };
  }
}

export async function unlockContent(
  client: PublicApi,
  link: ReadyLink,
  visitor: Visitor,
): Promise<UnlockResult> {
  try {
    const body: AcceptTermsBody = {
      contentId: link.contentId,
      name: visitor.name,
      registerNumber: visitor.registerNumber,
      vidKey: link.vidKey,
      token: link.token,
      ...(link.audience ? { audience: link.audience } : {}),
    };
    await client.post<{ accepted: true }>('/api/public/acceptTerms', body);
    const access = await client.get<UserAccess>('/api/public/userAccess', {
      query: accessQuery(link, visitor.registerNumber),
    });
    if (!access.allowed) return { kind: 'denied', reason: 'badToken' };
    if (!access.termsAccepted) return { kind: 'denied', reason: 'termsNotAccepted' };
    const item = await client.get<ContentItem>(`/api/public/contents/${encodeURIComponent(link.contentId)}`, {
      query: publicContentQuery(link, visitor),
    });
    return { kind: 'content', item };
  } catch (error) {
    return { kind: 'denied', reason: denialFor(error) };
  }
}

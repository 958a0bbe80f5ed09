import type { CreateConsentBody } from '@portal/contracts';
import type { Database } from '@portal/db';
import { insertConsentRecord } from './repository.ts';

const USER_AGENT_MAX = 512;

/** Stores one banner decision as proof of consent; "necessary" is recorded as always granted. */
export async function recordConsent(
  db: Database,
  consent: CreateConsentBody,
  userAgent: string | undefined,
): Promise<{ id: string }> {
  const id = await insertConsentRecord(db, {
    visitorId: consent.visitorId,
    country: consent.country,
    choices: { necessary: true, analytics: consent.choices.analytics, marketing: consent.choices.marketing },
    policyVersion: consent.policyVersion,
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  return { id };
}

import { COUNTRY_CODES } from '@portal/countries';
import { z } from 'zod';

/** Non-essential categories the visitor chose; "necessary" is always on and never asked. */
export const consentChoicesSchema = z.object({
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;

/** Proof of consent (LGPD/ANPD): who (anonymous visitor id), where, what, under which policy version. */
export const createConsentBodySchema = z.object({
  visitorId: z.uuid(),
  country: z.enum(COUNTRY_CODES),
  choices: consentChoicesSchema,
  policyVersion: z.string().trim().min(1).max(20),
});
export type CreateConsentBody = z.infer<typeof createConsentBodySchema>;

export const createConsentResponseSchema = z.object({ id: z.uuid() });
export type CreateConsentResponse = z.infer<typeof createConsentResponseSchema>;

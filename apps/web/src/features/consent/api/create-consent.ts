// Records the visitor's consent choices on the server (proof of consent under LGPD/ANPD).
import type { CreateConsentBody, CreateConsentResponse } from '@portal/contracts';
import { api } from '#lib/api-client.ts';

export const CONSENTS_PATH = '/api/public/consents';

export function createConsent(body: CreateConsentBody): Promise<CreateConsentResponse> {
  return api.post<CreateConsentResponse>(CONSENTS_PATH, body);
}

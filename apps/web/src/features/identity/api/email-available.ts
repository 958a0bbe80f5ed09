// GET /api/users/verify?email=: whether no portal user has that e-mail yet.
import type { VerifyEmailResponse } from '@portal/contracts';
import { quietApi } from './quiet-client.ts';

export const VERIFY_EMAIL_PATH = '/api/users/verify';

export async function isEmailAvailable(email: string): Promise<boolean> {
  const { valid } = await quietApi.get<VerifyEmailResponse>(VERIFY_EMAIL_PATH, { query: { email } });
  return valid;
}

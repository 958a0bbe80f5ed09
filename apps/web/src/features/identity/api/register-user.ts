// POST /api/users: creates the portal user of a provider account (registration data of spec section 3).
import type { RegisterUserBody, RegisterUserResponse } from '@portal/contracts';
import { api } from '#lib/api-client.ts';

export const REGISTER_USER_PATH = '/api/users';

export function registerUser(body: RegisterUserBody): Promise<RegisterUserResponse> {
  return api.post<RegisterUserResponse>(REGISTER_USER_PATH, body);
}

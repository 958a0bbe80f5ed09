// GET /api/public/veeva/checkCRM: is the number in the registry of licensed professionals?
import type { CheckCrmQuery, CheckCrmResponse } from '@portal/contracts';
import { quietApi } from './quiet-client.ts';

export const CHECK_REGISTRY_PATH = '/api/public/veeva/checkCRM';

export function checkRegistry(query: CheckCrmQuery): Promise<CheckCrmResponse> {
  return quietApi.get<CheckCrmResponse>(CHECK_REGISTRY_PATH, { query: { ...query } });
}

// Brazil's 27 states for the UF select of the registration.
import type { BrazilState } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';

export const BRAZIL_STATES_PATH = '/api/public/locations/states';

export function getBrazilStates(): Promise<BrazilState[]> {
  return api.get<BrazilState[]>(BRAZIL_STATES_PATH);
}

export const brazilStatesQuery = queryOptions({
  queryKey: ['locations', 'states'],
  queryFn: getBrazilStates,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useBrazilStates(enabled: boolean) {
  return useQuery({ ...brazilStatesQuery, enabled });
}

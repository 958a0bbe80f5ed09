// The doctor-finder calls (its own base address, DOCFINDER_API_URL): the physician's record, joining,
// hide/leave, practices, and the public search and profile; plus Brazil's states and cities.
import type {
  BrazilState,
  City,
  DocfinderAddress,
  DocfinderAddressBody,
  DocfinderJoinBody,
  DocfinderMe,
  DocfinderPublicPhysician,
  DocfinderSearchResponse,
  DocfinderUpdateBody,
  PostalCodeLookupResponse,
} from '@portal/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, docfinderApi } from '#lib/api-client.ts';

// Screens show their own loading and errors; a 403 here is "not for you", not "signed out".
const member = docfinderApi.with({ quiet: true, signOutOn: [401] });
const anonymous = docfinderApi.with({ quiet: true, anonymous: true, signOutOn: [] });

export const docfinderKeys = {
  me: () => ['docfinder', 'me'] as const,
  address: (id: string) => ['docfinder', 'address', id] as const,
  search: (query: SearchParams) => ['docfinder', 'search', query] as const,
  physician: (slug: string) => ['docfinder', 'physician', slug] as const,
  states: () => ['locations', 'states'] as const,
  cities: (uf: string) => ['locations', 'cities', uf] as const,
};

export interface SearchParams {
  specialty?: string;
  state?: string;
  city?: string;
  name?: string;
}

export function useDocfinderMe() {
  return useQuery({
    queryKey: docfinderKeys.me(),
    queryFn: ({ signal }) => member.get<DocfinderMe>('/me', { signal }),
  });
}

function useMeMutation<Input>(call: (input: Input) => Promise<DocfinderMe | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (me) => {
      if (me) queryClient.setQueryData(docfinderKeys.me(), me);
      else void queryClient.invalidateQueries({ queryKey: docfinderKeys.me() });
      void queryClient.invalidateQueries({ queryKey: ['docfinder', 'search'] });
    },
  });
}

export const useJoin = () =>
  useMeMutation((body: DocfinderJoinBody) => member.post<DocfinderMe>('/me', body));
export const useUpdateListing = () =>
  useMeMutation((body: DocfinderUpdateBody) => member.patch<DocfinderMe>('/me', body));
export const useLeave = () => useMeMutation(() => member.delete<undefined>('/me'));

export function useAddress(id: string | undefined) {
  return useQuery({
    queryKey: docfinderKeys.address(id ?? ''),
    queryFn: ({ signal }) =>
      member.get<DocfinderAddress>(`/me/addresses/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useSaveAddress(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocfinderAddressBody) =>
      id
        ? member.put<DocfinderAddress>(`/me/addresses/${encodeURIComponent(id)}`, body)
        : member.post<DocfinderAddress>('/me/addresses', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(docfinderKeys.address(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: docfinderKeys.me() });
    },
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => member.delete<undefined>(`/me/addresses/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docfinderKeys.me() }),
  });
}

/** The public search, page by page ("more results" fetches the next one). */
export function useSearch(query: SearchParams) {
  return useInfiniteQuery({
    queryKey: docfinderKeys.search(query),
    queryFn: ({ signal, pageParam }) =>
      anonymous.get<DocfinderSearchResponse>('/public/search', {
        signal,
        query: { ...query, page: pageParam },
      }),
    initialPageParam: 1,
    // No placeholder: results of the previous filters must never pass for the new ones.
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function usePhysician(slug: string) {
  return useQuery({
    queryKey: docfinderKeys.physician(slug),
    queryFn: ({ signal }) =>
      anonymous.get<DocfinderPublicPhysician>(`/public/physicians/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });
}

const locations = api.with({ quiet: true, anonymous: true, signOutOn: [] });

export function useBrazilStates(enabled: boolean) {
  return useQuery({
    queryKey: docfinderKeys.states(),
    queryFn: ({ signal }) => locations.get<BrazilState[]>('/api/public/locations/states', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** A state's cities, loaded when the state is chosen. */
export function useCities(uf: string) {
  return useQuery({
    queryKey: docfinderKeys.cities(uf),
    queryFn: ({ signal }) =>
      locations.get<City[]>(`/api/public/locations/states/${encodeURIComponent(uf)}/cities`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: /^[A-Z]{2}$/.test(uf),
  });
}

// The physician's own look-up: a 401 ends the session, any other failure means "type it".
const signedIn = api.with({ quiet: true, signOutOn: [401] });

/** The address of a Brazilian CEP (eight digits), or why the physician types it. Never rejects but on 401. */
export async function lookUpPostalCode(cep: string, signal?: AbortSignal): Promise<PostalCodeLookupResponse> {
  try {
    return await signedIn.get<PostalCodeLookupResponse>(
      `/api/locations/postal-codes/${encodeURIComponent(cep)}`,
      { signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'unavailable' };
  }
}

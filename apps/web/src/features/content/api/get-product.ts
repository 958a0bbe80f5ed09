// GET /api/products/:id: a product with its description, medicine insert and contents.
import type { Product } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from './content-client.ts';
import { contentKeys } from './query-keys.ts';

export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return contentApi.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.product(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });
}

// The console's product calls over /api/admin/products (decision 022): the versioned kind's calls
// (lib/versioned-api.ts), and the preview as a physician of a country reads it.
import type {
  AdminProduct,
  AdminProductList,
  ProductDraftInput,
  ProductPreview,
  PublishRequest,
  ReviewDecision,
} from '@portal/contracts';
import { adminRequest } from '../../lib/api.ts';
import { versionedApi } from '../../lib/versioned-api.ts';

export const productsApi = versionedApi<
  AdminProduct,
  AdminProductList,
  ProductDraftInput,
  ReviewDecision,
  PublishRequest
>('products');

export const productPreviewQuery = (id: string, country: string | null) => ({
  queryKey: ['admin', 'products', id, 'preview', country],
  queryFn: () =>
    adminRequest<ProductPreview>(
      'GET',
      `/api/admin/products/${encodeURIComponent(id)}/preview?country=${encodeURIComponent(country ?? '')}`,
    ),
  enabled: country !== null,
});

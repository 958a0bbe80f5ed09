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
import { versionedApi, versionPreviewQuery } from '../../lib/versioned-api.ts';

export const productsApi = versionedApi<
  AdminProduct,
  AdminProductList,
  ProductDraftInput,
  ReviewDecision,
  PublishRequest
>('products');

export const productPreviewQuery = (id: string, country: string | null) =>
  versionPreviewQuery<ProductPreview>('products', id, country);

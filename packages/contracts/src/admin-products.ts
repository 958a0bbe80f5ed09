// Product authoring in the operator console (issue 15 item 6, docs/decisions/022): the content lifecycle
// (draft -> in review -> approved with code and expiry | rejected with a comment -> published per
// country from a date -> expired | withdrawn). Review, publish and withdraw bodies are content's.
import { z } from 'zod';
import {
  contentVersionStatusSchema,
  datedItemSchema,
  datedVersionReviewShape,
  staffCountrySchema,
} from './admin.ts';
import { pageSchema } from './admin-catalogue.ts';
import { mediaPathSchema } from './admin-content-fields.ts';

/** What an editor writes for a product. */
export const productDraftSchema = z.object({
  name: z.string().trim().min(2).max(120),
  /** HTML; sanitised with the portal's allowlist when published and when previewed. */
  description: z.string().trim().max(20_000).nullable().default(null),
  /** The medicine insert (bula): an uploaded `/media/...` path or an https URL. */
  medicineInsert: mediaPathSchema.nullable().default(null),
  /** The product's image: an uploaded `/media/...` path or an https URL. */
  thumbnailUrl: mediaPathSchema.nullable().default(null),
  countries: z.array(staffCountrySchema).min(1).max(7),
});
export type ProductDraft = z.infer<typeof productDraftSchema>;
export type ProductDraftInput = z.input<typeof productDraftSchema>;

export const productParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,79}$/) });

export const productVersionSchema = z.object({
  productId: z.string(),
  version: z.number().int(),
  status: contentVersionStatusSchema,
  countries: z.array(staffCountrySchema),
  name: z.string(),
  description: z.string().nullable(),
  medicineInsert: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  ...datedVersionReviewShape,
});
export type ProductVersion = z.infer<typeof productVersionSchema>;

/** A product in the console: its latest version and its publication window per country. */
export const adminProductSchema = datedItemSchema(productVersionSchema);
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = pageSchema(adminProductSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/** The latest version as physicians of `country` would read it (HTML through the portal's allowlist). */
export const productPreviewSchema = z.object({
  country: staffCountrySchema,
  version: z.number().int(),
  name: z.string(),
  descriptionHtml: z.string().nullable(),
  medicineInsert: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  approvalCode: z.string().nullable(),
});
export type ProductPreview = z.infer<typeof productPreviewSchema>;

// Product authoring (issue 15 item 6, decision 022): the content lifecycle (dated-kind-service.ts,
// versioned-item.ts) applied to products. What is the product's own: its fields, and publishing copies
// the approved version into `products` and writes the country's window (from a date until the approval's
// expiry, after which physicians no longer see it); every process drops its cached product lists
// (catalogueChanged in dated-publication.ts; the `portal_catalogue` triggers of migration 0023 for the others).
import type { ProductDraft, ProductPreview, ProductVersion } from '@portal/contracts';
import { type ProductVersionFields, type ProductVersionRow, productVersions } from '@portal/db';
import { sanitizeContentHtml } from '../content-html/service.ts';
import {
  datedKindService,
  datedVersionSummary,
  newItemId,
  type PreviewFields,
  versionHead,
  versionStore,
} from '../review-workflow/index.ts';
import * as repo from './repository.ts';

function fieldsOf(draft: ProductDraft): ProductVersionFields {
  return {
    name: draft.name,
    description: draft.description || null,
    medicineInsert: draft.medicineInsert,
    thumbnailUrl: draft.thumbnailUrl,
  };
}

/** A version as the console shows it (also a seeded product's view, products-catalogue.ts). */
export function toProductVersion(row: ProductVersionRow, emails: Map<string, string>): ProductVersion {
  return {
    productId: row.productId,
    ...versionHead(row),
    ...row.fields,
    ...datedVersionSummary(row, emails),
  };
}

const descriptionHtml = (description: string | null) =>
  description ? sanitizeContentHtml(description) : null;

/** The console's service of products (list, get, create, edit, submit, review, publish, withdraw, preview). */
export const productService = datedKindService({
  entityType: 'product',
  noun: 'product',
  store: versionStore(productVersions, 'productId'),
  newId: (draft: ProductDraft) => newItemId(draft.name, 'produto'),
  fieldsOf,
  toVersion: toProductVersion,
  publicationsOf: repo.publicationsOf,
  publicationItemIdOf: (p) => p.productId,
  write: (ctx, approved, publication) =>
    repo.writePublishedProduct(ctx.db, approved, descriptionHtml(approved.fields.description), publication),
  remove: (ctx, id, country) => repo.unpublishProduct(ctx.db, id, country),
  notPublished: 'The product is not published in this country',
  /** The same HTML allowlist as physicians read. */
  previewFields: (f): PreviewFields<ProductPreview> => ({
    name: f.name,
    descriptionHtml: descriptionHtml(f.description),
    medicineInsert: f.medicineInsert,
    thumbnailUrl: f.thumbnailUrl,
  }),
});

// Authored versions of products (issue 15, docs/decisions/022): the content lifecycle (draft -> in_review
// -> approved with a code and expiry | rejected with a comment). Publishing an approved version in a
// country copies it into `products` (what physicians read) and writes the country's publication window;
// the product is listed there only inside that window. Editing an approved product starts a new version.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { countryCode, countryCodes, generatedId, instant, timestampColumns } from './columns.ts';
import { products } from './content.ts';
import { approvalChecks, reviewWithApprovalColumns, versionColumns } from './staff.ts';

/** The authored fields of a product version (what publishing copies into `products`). */
export interface ProductVersionFields {
  name: string;
  /** HTML as written; sanitised when published and again when read. */
  description: string | null;
  /** `/media/...` path or https URL of the medicine insert (bula). */
  medicineInsert: string | null;
  /** `/media/...` path or https URL of the product's image. */
  thumbnailUrl: string | null;
}

export const productVersions = pgTable(
  'product_versions',
  {
    id: generatedId(),
    /** The product's id (products.id once published). */
    productId: text('product_id').notNull(),
    ...versionColumns(),
    /** Countries the product is authored for (scope of who may see and publish it). */
    countries: countryCodes().default(sql`'{}'::text[]`),
    fields: jsonb('fields').$type<ProductVersionFields>().notNull(),
    ...reviewWithApprovalColumns(),
    ...timestampColumns(),
  },
  (table) => [
    ...approvalChecks('product_versions', table),
    uniqueIndex('product_versions_product_version_key').on(table.productId, table.version),
  ],
);

/**
 * The window in which an authored product is listed in a country: from `published_at` until the
 * approval's expiry. Seeded products have no rows here and are listed by `products.countries` alone.
 */
export const productPublications = pgTable(
  'product_publications',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    country: countryCode(),
    approvalCode: text('approval_code'),
    publishedAt: instant('published_at').notNull().defaultNow(),
    expiresAt: instant('expires_at'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.country] }),
    index('product_publications_country_idx').on(table.country, table.publishedAt),
  ],
);

export type ProductVersionRow = typeof productVersions.$inferSelect;
export type ProductPublicationRow = typeof productPublications.$inferSelect;

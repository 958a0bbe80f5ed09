// SQL of product authoring (decision 022): the physician read model that publishing writes — `products`
// (what is shown, one row for every country), its thumbnails, and `product_publications` (the window of
// each country). A product is listed in a country while the country is in products.countries and the
// window contains the instant (content/repository.ts `listedIn`).

import type { CountryCode } from '@portal/countries';
import { THUMBNAIL_TYPES } from '@portal/countries';
import {
  and,
  type Database,
  eq,
  inArray,
  type ProductPublicationRow,
  type ProductVersionRow,
  productPublications,
  products,
  sql,
  thumbnails,
} from '@portal/db';

export async function publicationsOf(db: Database, productIds: string[]): Promise<ProductPublicationRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productPublications)
    .where(inArray(productPublications.productId, productIds))
    .orderBy(productPublications.country);
}

/**
 * Copies an approved version into `products` and its thumbnails, adds the country and writes its window
 * (from `from` until the approval's expiry). Countries published before stay while the version is still
 * authored for them; a new product goes after the seeded ones.
 */
export async function writePublishedProduct(
  db: Database,
  version: ProductVersionRow,
  description: string | null,
  publication: { country: CountryCode; from: Date },
): Promise<void> {
  const f = version.fields;
  const values = { name: f.name, description, medicineInsert: f.medicineInsert };
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ countries: products.countries })
      .from(products)
      .where(eq(products.id, version.productId))
      .for('update');
    const kept = (current?.countries ?? []).filter((c) => version.countries.includes(c));
    const countries = [...new Set([...kept, publication.country])];
    const [last] = await tx.select({ max: sql<number | null>`max(${products.position})` }).from(products);
    await tx
      .insert(products)
      .values({ id: version.productId, ...values, countries, position: (last?.max ?? 0) + 1 })
      .onConflictDoUpdate({ target: products.id, set: { ...values, countries } });
    await tx.delete(thumbnails).where(eq(thumbnails.productId, version.productId));
    if (f.thumbnailUrl) {
      const url = f.thumbnailUrl;
      await tx.insert(thumbnails).values(
        THUMBNAIL_TYPES.map((type, position) => ({
          id: `${version.productId}-${type}`,
          productId: version.productId,
          type,
          url,
          position,
        })),
      );
    }
    const row = {
      productId: version.productId,
      country: publication.country,
      approvalCode: version.approvalCode,
      publishedAt: publication.from,
      expiresAt: version.approvalExpiresAt,
    };
    // A country the version is no longer authored for loses its window with its listing.
    await tx
      .delete(productPublications)
      .where(
        and(
          eq(productPublications.productId, version.productId),
          sql`${productPublications.country} not in ${version.countries}`,
        ),
      );
    await tx
      .insert(productPublications)
      .values(row)
      .onConflictDoUpdate({ target: [productPublications.productId, productPublications.country], set: row });
  });
}

/** Removes the country and its window; the removed window, if the product was published there. */
export async function unpublishProduct(
  db: Database,
  productId: string,
  country: CountryCode,
): Promise<ProductPublicationRow | undefined> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(productPublications)
      .where(and(eq(productPublications.productId, productId), eq(productPublications.country, country)))
      .returning();
    if (!removed) return undefined;
    await tx
      .update(products)
      .set({ countries: sql`array_remove(${products.countries}, ${country})` })
      .where(eq(products.id, productId));
    return removed;
  });
}

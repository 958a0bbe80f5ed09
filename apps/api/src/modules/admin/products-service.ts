// Product authoring (issue 15 item 6, decision 022): the content lifecycle (admin/versioned-item.ts)
// applied to products. What is the product's own: publishing copies the approved version into `products`
// and writes the country's window (from a date until the approval's expiry, after which physicians no
// longer see it), and every process drops its cached product lists (catalogueChanged here; the
// `portal_catalogue` triggers of migration 0023 for the other processes).
import type {
  AdminProduct,
  ProductDraft,
  ProductPreview,
  ProductVersion,
  PublishRequest,
  ReviewDecision,
} from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { type ProductVersionFields, type ProductVersionRow, productVersions } from '@portal/db';
import { badRequest } from '../../errors.ts';
import { sanitizeContentHtml } from '../content-html/service.ts';
import { publishApproved, withdrawPublished } from './dated-publication.ts';
import * as repo from './products-repository.ts';
import type { StaffContext } from './staff-context.ts';
import {
  assertCountriesInScope,
  newItemId,
  staffEmailsOf,
  versionedItem,
  versionSummary,
} from './versioned-item.ts';
import { versionStore } from './versioned-repository.ts';

const lifecycle = versionedItem({
  entityType: 'product',
  noun: 'product',
  store: versionStore(productVersions, 'productId'),
  itemIdOf: (row) => row.productId,
  auditExtra: (row) => ({ approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null }),
  approval(decision: { approvalCode: string; expiresAt: string }, now) {
    const expiresAt = new Date(decision.expiresAt);
    if (expiresAt.getTime() <= now.getTime()) throw badRequest('The approval must expire in the future');
    return { approvalCode: decision.approvalCode, approvalExpiresAt: expiresAt };
  },
  decideInEveryCountry: false,
});

function fieldsOf(draft: ProductDraft): ProductVersionFields {
  return {
    name: draft.name,
    description: draft.description || null,
    medicineInsert: draft.medicineInsert,
    thumbnailUrl: draft.thumbnailUrl,
  };
}

function toVersion(row: ProductVersionRow, emails: Map<string, string>): ProductVersion {
  return {
    productId: row.productId,
    version: row.version,
    status: row.status as ProductVersion['status'],
    countries: row.countries,
    ...row.fields,
    ...versionSummary(row, emails),
    approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null,
  };
}

async function present(ctx: StaffContext, rows: ProductVersionRow[]): Promise<AdminProduct[]> {
  const emails = await staffEmailsOf(ctx.db, rows);
  const publications = await repo.publicationsOf(
    ctx.db,
    rows.map((r) => r.productId),
  );
  return rows.map((row) => ({
    latest: toVersion(row, emails),
    publications: publications
      .filter((p) => p.productId === row.productId)
      .map((p) => ({
        country: p.country,
        approvalCode: p.approvalCode,
        publishedAt: p.publishedAt.toISOString(),
        expiresAt: p.expiresAt?.toISOString() ?? null,
      })),
  }));
}

export async function listProducts(ctx: StaffContext): Promise<AdminProduct[]> {
  return present(ctx, await lifecycle.latestInScope(ctx));
}

export async function getProduct(ctx: StaffContext, id: string): Promise<AdminProduct> {
  const [latest] = await lifecycle.versionsInScope(ctx, id);
  const [product] = await present(ctx, [latest]);
  return product as AdminProduct;
}

export async function createProduct(ctx: StaffContext, draft: ProductDraft): Promise<AdminProduct> {
  const id = await lifecycle.create(ctx, newItemId(draft.name, 'produto'), {
    countries: draft.countries,
    fields: fieldsOf(draft),
  });
  return getProduct(ctx, id);
}

/** A version in review cannot change; an approved one gets a new draft version (physicians keep theirs). */
export async function editProduct(ctx: StaffContext, id: string, draft: ProductDraft): Promise<AdminProduct> {
  await lifecycle.edit(ctx, id, draft.countries, () => fieldsOf(draft));
  return getProduct(ctx, id);
}

export async function submitProduct(ctx: StaffContext, id: string): Promise<AdminProduct> {
  await lifecycle.submit(ctx, id);
  return getProduct(ctx, id);
}

/** Approval carries a code and an expiry in the future; rejection a comment. */
export async function reviewProduct(
  ctx: StaffContext,
  id: string,
  decision: ReviewDecision,
): Promise<AdminProduct> {
  await lifecycle.review(ctx, id, decision);
  return getProduct(ctx, id);
}

/** Publishes the newest approved, unexpired version in a country of the product and of the member. */
export async function publishProduct(
  ctx: StaffContext,
  id: string,
  request: PublishRequest,
): Promise<AdminProduct> {
  await publishApproved(ctx, lifecycle, id, request, {
    publicationsOf: (productId) => repo.publicationsOf(ctx.db, [productId]),
    write: (approved, publication) =>
      repo.writePublishedProduct(
        ctx.db,
        approved,
        approved.fields.description ? sanitizeContentHtml(approved.fields.description) : null,
        publication,
      ),
  });
  return getProduct(ctx, id);
}

export async function withdrawProduct(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<AdminProduct> {
  await withdrawPublished(
    ctx,
    lifecycle,
    id,
    country,
    () => repo.unpublishProduct(ctx.db, id, country),
    'The product is not published in this country',
  );
  return getProduct(ctx, id);
}

/** The latest version as physicians of `country` would read it: the same HTML allowlist, its code. */
export async function previewProduct(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<ProductPreview> {
  const [latest] = await lifecycle.versionsInScope(ctx, id);
  if (!latest.countries.includes(country)) throw badRequest('The product is not authored for this country');
  assertCountriesInScope(ctx, [country]);
  const f = latest.fields;
  return {
    country,
    version: latest.version,
    name: f.name,
    descriptionHtml: f.description ? sanitizeContentHtml(f.description) : null,
    medicineInsert: f.medicineInsert,
    thumbnailUrl: f.thumbnailUrl,
    approvalCode: latest.approvalCode,
  };
}

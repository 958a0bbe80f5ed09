// The console's lists and the state of a record (issue 36): every record of the member's countries is
// found by search, filters, sorting and server-side pages; a record's state is told per country (draft,
// in review, approved, published in BR, withdrawn in CO, expired...) and names the actions that make
// sense in it. The API computes the state (apps/api/src/modules/admin/item-state.ts); the console shows it.
import { COUNTRY_CODES } from '@portal/countries';
import { z } from 'zod';

// Not admin.ts's staffCountrySchema: admin.ts imports this file (an item carries its state).
const staffCountrySchema = z.enum(COUNTRY_CODES);

/** Where a record stands in one country. */
export const COUNTRY_STATES = [
  'draft',
  'in_review',
  'rejected',
  'approved',
  'scheduled',
  'published',
  'withdrawn',
  'expired',
] as const;
export const countryStateNameSchema = z.enum(COUNTRY_STATES);
export type CountryStateName = z.infer<typeof countryStateNameSchema>;

/** The latest version's step when work is pending on it (none once it is live wherever it may be). */
export const WORK_STATES = ['draft', 'in_review', 'rejected', 'approved', 'expired'] as const;
export type WorkState = (typeof WORK_STATES)[number];

export const countryStateSchema = z.object({
  country: staffCountrySchema,
  state: countryStateNameSchema,
  /** Live (or scheduled) from this instant. */
  since: z.iso.datetime().nullable(),
  /** The live approval's expiry in this country. */
  expiresAt: z.iso.datetime().nullable(),
});
export type CountryState = z.infer<typeof countryStateSchema>;

export const itemStateSchema = z.object({
  work: z.enum(WORK_STATES).nullable(),
  /** One entry per country of the record in the member's countries. */
  countries: z.array(countryStateSchema),
  /** Countries (the member's) where the approved version may be published now. */
  publishable: z.array(staffCountrySchema),
  /** Countries (the member's) where the record is live or scheduled, so it may be withdrawn. */
  withdrawable: z.array(staffCountrySchema),
  /** Live without a console version (the demo corpus, what predates the console). */
  unversioned: z.boolean(),
  /** The expiry of the newest approval (null: none, or one that does not expire). */
  approvalExpiresAt: z.iso.datetime().nullable(),
});
export type ItemState = z.infer<typeof itemStateSchema>;

export const LIST_SORTS = ['updated', 'title', 'expires', 'status'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The query of a console list: search, filters, sorting and the page asked for. */
export const catalogueQuerySchema = z.object({
  /** Words of the title or id, accents and case set aside. */
  q: optionalText(100),
  /** The record's type (content: its main cluster, e.g. `video`, `podcast`). */
  kind: z
    .string()
    .regex(/^[a-zA-Z0-9_-]{1,40}$/)
    .optional(),
  status: countryStateNameSchema.optional(),
  country: staffCountrySchema.optional(),
  specialty: optionalText(60),
  /** Approval (or a live country's) expiry within this many days from now. */
  expiringWithin: z.coerce.number().int().min(0).max(3650).optional(),
  sort: z.enum(LIST_SORTS).default('updated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;
export type CatalogueQueryInput = z.input<typeof catalogueQuerySchema>;

/** A page of a console list: its rows, how many records match in all, and which page this is. */
export const pageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

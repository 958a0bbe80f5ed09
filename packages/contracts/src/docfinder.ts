// Doctor-finder API (issue 13): a CRM physician's listing with its practices, and the public search.
// Country rules (Brazil's CEP, UF and city of that UF) need the city data, so the API checks them.
import { SPECIALTIES } from '@portal/countries';
import { z } from 'zod';
import { STATE_CODE_MESSAGE, STATE_CODE_PATTERN } from './locations.ts';

/** Version of the listing consent text (i18n `docfinder.consent`); bump it when the text changes. */
export const DOCFINDER_CONSENT_VERSION = '2026-11-v1';
/** Practices per physician. */
export const DOCFINDER_MAX_ADDRESSES = 10;
/** Physicians per page of the public search. */
export const DOCFINDER_PAGE_SIZE = 10;
/** Pages a search may reach: paging past this is scraping, not searching. */
export const DOCFINDER_MAX_PAGE = 50;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);

export const docfinderSpecialtySchema = z.enum(SPECIALTIES);

export const docfinderAddressBodySchema = z
  .object({
    postalCode: required(12),
    street: required(160),
    number: required(20),
    complement: text(80).default(''),
    district: required(80),
    /** A state of the listing's country: its ISO 3166-2 code ('MX-JAL'), Brazil's UF ('SP'); any case. */
    state: z.string().trim().toUpperCase().regex(STATE_CODE_PATTERN, STATE_CODE_MESSAGE),
    city: required(80),
    phone: text(30).default(''),
    openingHours: text(300).default(''),
  })
  .strict();
export type DocfinderAddressBody = z.input<typeof docfinderAddressBodySchema>;

export const docfinderAddressSchema = z.object({
  id: z.string(),
  postalCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  /** The state's code (a practice saved before states were codes may hold the text typed then). */
  state: z.string(),
  /** What to print: the state's name in the country's language. */
  stateName: z.string(),
  city: z.string(),
  /** Shown in the country's national form (stored in E.164). */
  phone: z.string(),
  openingHours: z.string(),
});
export type DocfinderAddress = z.infer<typeof docfinderAddressSchema>;

export const docfinderAddressParamsSchema = z.object({ id: z.uuid() });

export const docfinderJoinBodySchema = z
  .object({
    /** The name shown publicly (the physician confirms or edits the account's name). */
    displayName: required(120).min(3),
    registerNumber: required(20),
    /** Brazil: the UF that issued the CRM; ignored where the country has none. */
    registerUf: text(2).default(''),
    specialties: z.array(docfinderSpecialtySchema).min(1).max(SPECIALTIES.length),
    phone: text(30).default(''),
    consent: z
      .object({
        accepted: z.literal(true),
        version: required(40),
        language: z.enum(['pt-br', 'es', 'es-MX']),
      })
      .strict(),
  })
  .strict();
export type DocfinderJoinBody = z.input<typeof docfinderJoinBodySchema>;

export const docfinderUpdateBodySchema = z
  .object({
    listed: z.boolean().optional(),
    displayName: required(120).min(3).optional(),
    specialties: z.array(docfinderSpecialtySchema).min(1).max(SPECIALTIES.length).optional(),
    phone: text(30).optional(),
  })
  .strict();
export type DocfinderUpdateBody = z.infer<typeof docfinderUpdateBodySchema>;

export const docfinderListingSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  registerNumber: z.string(),
  registerUf: z.string(),
  specialties: z.array(docfinderSpecialtySchema),
  phone: z.string(),
  /** false: hidden from the public search. */
  listed: z.boolean(),
  consentVersion: z.string(),
  consentedAt: z.string(),
  addresses: z.array(docfinderAddressSchema),
});
export type DocfinderListing = z.infer<typeof docfinderListingSchema>;

/** GET /docfinder-api/me: the signed-in physician's record (listing null until they join). */
export const docfinderMeSchema = z.object({
  name: z.string(),
  registerNumber: z.string(),
  registerUf: z.string(),
  specialties: z.array(docfinderSpecialtySchema),
  consentVersion: z.string(),
  maxAddresses: z.number().int(),
  listing: docfinderListingSchema.nullable(),
});
export type DocfinderMe = z.infer<typeof docfinderMeSchema>;

export const docfinderSearchQuerySchema = z.object({
  specialty: docfinderSpecialtySchema.optional(),
  state: text(60).optional(),
  city: text(80).optional(),
  name: text(80).optional(),
  page: z.coerce.number().int().min(1).max(DOCFINDER_MAX_PAGE).default(1),
});
export type DocfinderSearchQuery = z.input<typeof docfinderSearchQuerySchema>;

export const docfinderPublicAddressSchema = docfinderAddressSchema.omit({ id: true });
export type DocfinderPublicAddress = z.infer<typeof docfinderPublicAddressSchema>;

/** A physician as anyone sees them: never an e-mail, only what the consent says is shown. */
export const docfinderPublicPhysicianSchema = z.object({
  slug: z.string(),
  name: z.string(),
  specialties: z.array(docfinderSpecialtySchema),
  registerNumber: z.string(),
  registerUf: z.string(),
  phone: z.string(),
  addresses: z.array(docfinderPublicAddressSchema),
});
export type DocfinderPublicPhysician = z.infer<typeof docfinderPublicPhysicianSchema>;

export const docfinderSearchResponseSchema = z.object({
  items: z.array(docfinderPublicPhysicianSchema),
  /** The next page's number, or null on the last page. */
  next: z.number().int().nullable(),
});
export type DocfinderSearchResponse = z.infer<typeof docfinderSearchResponseSchema>;

export const docfinderSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });

import {
  COUNTRY_CODES,
  LANGUAGES,
  PAGE_LANGUAGES,
  REGIONS,
  REGISTER_API_LANGUAGES,
  REGISTER_TYPES,
  SPECIALTIES,
} from '@portal/countries';
import { z } from 'zod';

const legalLinkSchema = z.object({
  label: z.string(),
  route: z.string().nullable(),
  external: z.string().nullable(),
  openInNewTab: z.boolean(),
});

const footerLinkSchema = z.object({
  label: z.string(),
  url: z.string(),
  openInNewTab: z.boolean(),
});

const footerSchema = z.object({
  approvalCode: z.string(),
  lastUpdated: z.string(),
  qrCodeImage: z.string(),
  qrCodeAlt: z.string(),
  bannerImage: z.string(),
  bannerAlt: z.string(),
  disclaimers: z.array(z.string()),
  pharmaceuticals: footerLinkSchema.optional(),
  adverseEvent: footerLinkSchema.optional(),
  technicalComplaint: footerLinkSchema.optional(),
  docFinderApprovalCode: z.string().optional(),
  pharmacovigilance: z.object({ email: z.string(), phone: z.string() }).optional(),
});

const specialtySchema = z.enum(SPECIALTIES);

/**
 * What any visitor may know about a country. The response serializer strips every key not listed
 * here, so nothing else in the country data can leak through this endpoint.
 */
export const publicCountrySchema = z
  .object({
    code: z.enum(COUNTRY_CODES),
    name: z.string(),
    region: z.enum(REGIONS),
    umRegion: z.enum(REGIONS),
    language: z.enum(LANGUAGES),
    pageLanguage: z.enum(PAGE_LANGUAGES),
    registerApiLanguage: z.enum(REGISTER_API_LANGUAGES),
    localeId: z.string(),
    apiKey: z.string(),
    appName: z.string(),
    shortName: z.string(),
    timeZone: z.object({ abbreviation: z.string(), utcOffsetHours: z.number(), iana: z.string() }),
    specialties: z.array(specialtySchema),
    specialtyLabels: z.record(specialtySchema, z.string()),
    registerSpecialties: z.array(
      z.object({
        label: z.string(),
        value: z.union([specialtySchema, z.literal('OUTROS'), z.literal('GENERAL')]),
        subText: z.string().optional(),
      }),
    ),
    registerFields: z.array(z.string()),
    registerTypes: z.array(z.enum(REGISTER_TYPES)),
    labels: z.object({ state: z.string(), identityField: z.string() }),
    legal: z.object({
      terms: legalLinkSchema,
      privacy: legalLinkSchema,
      imprint: legalLinkSchema.nullable(),
      contact: legalLinkSchema,
    }),
    footer: footerSchema,
  })
  .meta({ id: 'PublicCountry' });
export type PublicCountry = z.infer<typeof publicCountrySchema>;

export const publicCountriesResponseSchema = z.array(publicCountrySchema);
export type PublicCountriesResponse = z.infer<typeof publicCountriesResponseSchema>;

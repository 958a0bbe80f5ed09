// The shape of one country's configuration. Data lives in ./country-data/*.ts (not 'data/', which
// .gitignore and Biome exclude as the database folder); rules in ./rules/*.ts. The apps never branch on
// a country code: every per-country difference is a field here, read directly or through a rule.
import type { Lang } from '@portal/i18n/languages';

export const COUNTRY_CODES = ['MX', 'AR', 'CL', 'CR', 'CO', 'PE', 'BR'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const REGIONS = ['MEXICO', 'CONOSUR', 'PACA', 'BRASIL'] as const;
export type Region = (typeof REGIONS)[number];

/** Dictionary language: the key of the i18n dictionary and of `/assets/i18n/{lang}.json`. */
export type Language = Lang;
export { LANGUAGES } from '@portal/i18n/languages';
/** Value of `<html lang>`. */
export const PAGE_LANGUAGES = ['pt', 'es-MX', 'es'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
/** Language code expected by the registration API. */
export const REGISTER_API_LANGUAGES = ['pt_BR', 'es_MX', 'es'] as const;
export type RegisterApiLanguage = (typeof REGISTER_API_LANGUAGES)[number];
/**
 * Language of the content items a country reads (`content_items.language`): Mexico reads 'es' content.
 * Each has a PostgreSQL text-search configuration of its own (see rules/content-language.ts).
 */
export const CONTENT_LANGUAGES = ['pt', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const SPECIALTIES = [
  'cardiology',
  'womens_health',
  'oncology',
  'ophthalmology',
  'hematology',
  'pneumology',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const REGISTER_TYPES = ['COREN', 'CRF', 'CRM'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

export type RegisterField =
  | 'treatment'
  | 'state'
  | 'identityDocumentOrMedicalCollegiate'
  | 'salesRepresentativeCode'
  | 'nationalRegistration'
  | 'provincialEnrollment'
  | 'RUT'
  | 'UF'
  | 'CRM'
  | 'TermosEPoliticas';

export interface RegisterSpecialtyOption {
  label: string;
  /** A specialty, or the general option (Brazil: 'OUTROS') that stands for all the others. */
  value: Specialty | 'OUTROS' | 'GENERAL';
  subText?: string;
}

export interface TimeZone {
  /** As the spec names it: CST, ART, CLST, CRC, COT, PET, BRT. */
  abbreviation: string;
  utcOffsetHours: number;
  iana: string;
}

/** A legal or contact link: `external` null means the portal's own route is used. */
export interface LegalLink {
  /** Text shown for the link, in the country's language. */
  label: string;
  /** Internal route path (e.g. '/condiciones-de-uso') when the country hosts the page itself. */
  route: string | null;
  /** External address when the country links out. */
  external: string | null;
  openInNewTab: boolean;
}

export interface FooterLink {
  label: string;
  url: string;
  openInNewTab: boolean;
}

export interface Footer {
  approvalCode: string;
  lastUpdated: string;
  /** Path of the QR code image for the app, served by the web app (public/). */
  qrCodeImage: string;
  qrCodeAlt: string;
  bannerImage: string;
  bannerAlt: string;
  /** Regulatory disclaimers, each a paragraph of plain text. Mexico's carries the pharmacovigilance contact. */
  disclaimers: string[];
  /** Brazil: adverse-event and technical-complaint reporting, and the pharmaceuticals link. */
  pharmaceuticals?: FooterLink;
  adverseEvent?: FooterLink;
  technicalComplaint?: FooterLink;
  /** Brazil: approval code of the doctor-finder (document-finder) material. */
  docFinderApprovalCode?: string;
  /** Mexico: pharmacovigilance contact (also quoted inside a disclaimer). */
  pharmacovigilance?: { email: string; phone: string };
}

/** Where a suspected adverse event is reported to the company: phone, e-mail and its web page. */
export interface PharmacovigilanceChannel {
  phone: string;
  email: string;
  url: string;
}

/**
 * The company responsible for the portal in a country, as its imprint shows it, in the country's language.
 * `{{brand}}` in any text is the company brand (configuration). `demo` marks invented data (no real
 * registrations): the imprint says so.
 */
export interface Company {
  legalName: string;
  /** Legal form and group, one sentence. */
  description: string;
  address: string;
  /** Tax, health-authority and trade registrations, one line each. */
  registrations: string[];
  /** Legal representative and the pharmacist or physician responsible, one line each. */
  responsiblePersons: string[];
  /** Phone with opening hours, e-mail: one line each. */
  contact: string[];
  /** The health authority and advertising rules of the country. */
  regulator: string[];
  /** Where else adverse reactions can be reported (after the pharmacovigilance contact). */
  pharmacovigilanceNote: string;
  demo: boolean;
}

/** How phone numbers are checked, shown and typed (rules/phone.ts): 'brazil' is (DD) NNNNN-NNNN. */
export type PhoneFormat = 'brazil' | 'plain';
/**
 * How the country writes a postal code (rules/zip.ts): `length` digits, shown with a hyphen after
 * `hyphenAfter` (Brazil's CEP NNNNN-NNN), or Argentina's CPA (A1234ABC; the older four digits still work).
 */
export type ZipFormat = { kind: 'digits'; length: number; hyphenAfter?: number } | { kind: 'cpa' };

/**
 * How a professional identifier is written (rules/identifiers.ts): a Chilean RUT with its check digit, or
 * a number of `min`..`max` digits, which may be typed with dots, spaces, hyphens and the `prefix` the
 * register prints (Argentina's 'MN' and 'MP').
 */
export type IdentifierFormat =
  | { kind: 'rut' }
  | { kind: 'digits'; min: number; max: number; prefix?: string };

/** The register fields that hold an identifier. */
export type IdentifierField =
  | 'identityDocumentOrMedicalCollegiate'
  | 'nationalRegistration'
  | 'provincialEnrollment'
  | 'RUT';

/**
 * One country. `Code` is the union of the seven real codes; a test fixture may build a registry with a
 * country of its own code (see create-registry.ts) without widening `CountryCode`.
 */
export interface Country<Code extends string = CountryCode> {
  code: Code;
  /** Country name in its own language. */
  name: string;
  region: Region;
  /** UMRegion of the spec: the region header sent to the API. */
  umRegion: Region;
  language: Language;
  pageLanguage: PageLanguage;
  registerApiLanguage: RegisterApiLanguage;
  contentLanguage: ContentLanguage;
  /** The forgot-password screen is fixed to this language whatever the page runs in (Brazil: pt-br); null: the page's. */
  forgotPasswordLanguage: Language | null;
  /** The sign-in offers the 'forgot e-mail' help with the support contacts (the Brazil region). */
  forgotEmailHelp: boolean;
  timeZone: TimeZone;
  /** BCP 47 locale id sent as `locale-id` on anonymous calls and used for formatting. */
  localeId: string;
  appName: string;
  shortName: string;
  /** Identity-provider API key of the country (public by design: it identifies the site). */
  apiKey: string;
  /** Consent-manager domain-script key; null when the portal's own banner is used. */
  consentKey: string | null;
  siteVerificationKey: string;
  /** Analytics (tag manager) container of the country's production hosts. */
  analyticsContainer: string;
  /** Hosts measured in that container: the production hosts (Peru also a Brazil-domain development host). */
  analyticsHosts: string[];
  specialties: Specialty[];
  /** Display label per specialty in this country (Mexico: womens_health is Ginecología). */
  specialtyLabels: Record<Specialty, string>;
  registerSpecialties: RegisterSpecialtyOption[];
  /**
   * Fields asked at registration, in order. They carry three rules (rules/register.ts): 'UF' means the
   * register number is checked with the state that issued it, 'CRM' that the number is asked for itself,
   * 'TermosEPoliticas' that the terms consent is required, by the portal and by the identity provider.
   */
  registerFields: RegisterField[];
  /** Register types offered at registration; more than one means the user chooses (Brazil). */
  registerTypes: RegisterType[];
  labels: {
    /** What the state field is called: Región (CL), Estado de la República (MX), Estado (BR), Provincia elsewhere. */
    state: string;
    /** What the identity field is called. */
    identityField: string;
  };
  /**
   * How a state is stored and sent (rules/states.ts): its ISO 3166-2 code ('MX-JAL'), or the part after
   * the country code ('SP'), which is how Brazil writes its UFs.
   */
  stateValue: 'iso-code' | 'local-code';
  /** Length the medical registration number is left-padded to. */
  registerNumberLength: number;
  /** The format of each identifier field the country asks for (checked by the API and the web alike). */
  identifierFormats: Partial<Record<IdentifierField, IdentifierFormat>>;
  /** Where the register number is asked for itself ('CRM' field): its format per council. */
  councilNumberFormats: Partial<Record<RegisterType, IdentifierFormat>>;
  phoneFormat: PhoneFormat;
  zipFormat: ZipFormat;
  legal: {
    terms: LegalLink;
    privacy: LegalLink;
    imprint: LegalLink | null;
    contact: LegalLink;
  };
  footer: Footer;
  /** The company shown by the imprint. */
  company: Company;
  /**
   * The company's pharmacovigilance channel (issue 34): shown to a physician whose question suggests an
   * adverse event, with the promise that the company will contact them.
   */
  pharmacovigilance: PharmacovigilanceChannel;
  /** Support contacts shown by the doctor-finder login variant. */
  support: { email: string; phone: string };
}

// What the six Spanish-speaking countries (the DocUniverse sites) share. Each country file imports this
// module as `docUniverse`, spreads `docUniverse.defaults` and adds what is its own; Mexico overrides the
// languages.
import type { Country, LegalLink, RegisterSpecialtyOption, Specialty } from '../types.ts';

export const defaults: Pick<
  Country,
  | 'language'
  | 'pageLanguage'
  | 'registerApiLanguage'
  | 'contentLanguage'
  | 'forgotPasswordLanguage'
  | 'forgotEmailHelp'
  | 'appName'
  | 'shortName'
  | 'consentKey'
  | 'registerTypes'
  | 'phoneFormat'
  | 'zipFormat'
> = {
  language: 'es',
  pageLanguage: 'es',
  registerApiLanguage: 'es',
  contentLanguage: 'es',
  forgotPasswordLanguage: null,
  forgotEmailHelp: false,
  appName: 'DocUniverse',
  shortName: 'DocUniverse',
  consentKey: null,
  registerTypes: ['CRM'],
  phoneFormat: 'plain',
  // Mexico, Peru and Costa Rica: five digits; the others set their own.
  zipFormat: { kind: 'digits', length: 5 },
};

/** Conosur offers no hematology or pneumology (the other regions offer all six). */
export const CONOSUR_SPECIALTIES: readonly Specialty[] = [
  'cardiology',
  'womens_health',
  'oncology',
  'ophthalmology',
];

const SPANISH_SPECIALTY_LABELS: Record<Specialty, string> = {
  cardiology: 'Cardiología',
  womens_health: 'Salud femenina',
  oncology: 'Oncología',
  ophthalmology: 'Oftalmología',
  hematology: 'Hematología',
  pneumology: 'Neumología',
};

/**
 * The country's specialties with their labels (Mexico overrides womens_health) and the register options:
 * one per specialty, closed by the general-medicine option that means all of them.
 */
export function specialties(
  offered: readonly Specialty[],
  overrides: Partial<Record<Specialty, string>> = {},
): Pick<Country, 'specialties' | 'specialtyLabels' | 'registerSpecialties'> {
  const specialtyLabels = { ...SPANISH_SPECIALTY_LABELS, ...overrides };
  const registerSpecialties: RegisterSpecialtyOption[] = [
    ...offered.map((value) => ({ label: specialtyLabels[value], value })),
    { label: 'Medicina general', value: 'GENERAL', subText: 'Incluye todas las especialidades anteriores' },
  ];
  return { specialties: [...offered], specialtyLabels, registerSpecialties };
}

/** Terms, privacy and contact pages on the country's own DocUniverse site; no imprint. */
export function legal(site: string, openInNewTab: boolean): Country['legal'] {
  const page = (label: string, path: string): LegalLink => ({
    label,
    route: null,
    external: `${site}${path}`,
    openInNewTab,
  });
  return {
    terms: page('Términos y condiciones', '/legal/terminos-y-condiciones'),
    privacy: page('Política de privacidad', '/legal/politica-de-privacidad'),
    imprint: null,
    contact: page('Contacto', '/contacto'),
  };
}

/** The footer's QR code and banner images of a country, with their texts. */
export function art(
  code: string,
  countryName: string,
): Pick<Country['footer'], 'qrCodeImage' | 'qrCodeAlt' | 'bannerImage' | 'bannerAlt'> {
  const cc = code.toLowerCase();
  return {
    qrCodeImage: `/images/qr-app-${cc}.svg`,
    qrCodeAlt: 'Código QR para descargar la aplicación DocUniverse',
    bannerImage: `/images/banner-${cc}.svg`,
    bannerAlt: `DocUniverse ${countryName}: información médica para profesionales de la salud`,
  };
}

/** The regulatory disclaimers of Costa Rica, Colombia and Peru. */
export const PACA_DISCLAIMERS: readonly string[] = [
  'Material exclusivo para profesionales de la salud. La información contenida en este sitio no reemplaza el criterio médico.',
  'Para reportar un evento adverso o una queja de calidad, consulte la información para prescribir o comuníquese con nuestro Departamento Médico.',
];

import type { Country, Specialty } from '../types.ts';
import { SPANISH_SPECIALTY_LABELS, spanishRegisterSpecialties } from './spanish-labels.ts';

// Conosur offers no hematology or pneumology.
const specialties: Specialty[] = ['cardiology', 'womens_health', 'oncology', 'ophthalmology'];

export const argentina: Country = {
  code: 'AR',
  name: 'Argentina',
  region: 'CONOSUR',
  umRegion: 'CONOSUR',
  language: 'es',
  pageLanguage: 'es',
  registerApiLanguage: 'es',
  timeZone: { abbreviation: 'ART', utcOffsetHours: -3, iana: 'America/Argentina/Buenos_Aires' },
  localeId: 'es-AR',
  appName: 'DocUniverse',
  shortName: 'DocUniverse',
  apiKey: '3_portal-ar-Lp3WxN8cQa5RtJ2vKe7mZf',
  consentKey: null,
  siteVerificationKey: 'sv-ar-9kLm2QwE5rTy8UiO1pAs4DfG7hJkZx3C',
  analyticsContainer: 'GTM-AR3N8W5',
  specialties,
  specialtyLabels: SPANISH_SPECIALTY_LABELS,
  registerSpecialties: spanishRegisterSpecialties(specialties, SPANISH_SPECIALTY_LABELS),
  registerFields: ['state', 'nationalRegistration', 'provincialEnrollment'],
  registerTypes: ['CRM'],
  labels: { state: 'Provincia', identityField: 'Número de identificación' },
  // Matrículas nacionales have up to six digits.
  registerNumberLength: 6,
  legal: {
    terms: {
      label: 'Términos y condiciones',
      route: null,
      external: 'https://www.docuniverse.com.ar/legal/terminos-y-condiciones',
      openInNewTab: true,
    },
    privacy: {
      label: 'Política de privacidad',
      route: null,
      external: 'https://www.docuniverse.com.ar/legal/politica-de-privacidad',
      openInNewTab: true,
    },
    imprint: null,
    contact: {
      label: 'Contacto',
      route: null,
      external: 'https://www.docuniverse.com.ar/contacto',
      openInNewTab: true,
    },
  },
  footer: {
    approvalCode: 'PP-ALL-AR-0112-1',
    lastUpdated: 'Última actualización: abril de 2025',
    qrCodeImage: '/images/qr-app-ar.svg',
    qrCodeAlt: 'Código QR para descargar la aplicación DocUniverse',
    bannerImage: '/images/banner-ar.svg',
    bannerAlt: 'DocUniverse Argentina: información médica para profesionales de la salud',
    disclaimers: [
      'Material exclusivo para profesionales de la salud facultados para prescribir o dispensar medicamentos.',
      'Ante cualquier duda o para reportar un evento adverso, consulte el prospecto del producto o comuníquese con nuestro Departamento Médico.',
    ],
  },
  support: { email: 'soporte@docuniverse.com.ar', phone: '0800 555 0101' },
};

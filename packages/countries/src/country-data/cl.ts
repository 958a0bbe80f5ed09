import type { Country, Specialty } from '../types.ts';
import { SPANISH_SPECIALTY_LABELS, spanishRegisterSpecialties } from './spanish-labels.ts';

// Conosur offers no hematology or pneumology.
const specialties: Specialty[] = ['cardiology', 'womens_health', 'oncology', 'ophthalmology'];

export const chile: Country = {
  code: 'CL',
  name: 'Chile',
  region: 'CONOSUR',
  umRegion: 'CONOSUR',
  language: 'es',
  pageLanguage: 'es',
  registerApiLanguage: 'es',
  timeZone: { abbreviation: 'CLST', utcOffsetHours: -3, iana: 'America/Santiago' },
  localeId: 'es-CL',
  appName: 'DocUniverse',
  shortName: 'DocUniverse',
  apiKey: '3_portal-cl-Vh6YsD1gBn4KxM9qTr3wPe',
  consentKey: null,
  siteVerificationKey: 'sv-cl-2wEr5TyU8iOp1AsD4fGh7JkL0zXc3VbN',
  analyticsContainer: 'GTM-CL9R2T6',
  specialties,
  specialtyLabels: SPANISH_SPECIALTY_LABELS,
  registerSpecialties: spanishRegisterSpecialties(specialties, SPANISH_SPECIALTY_LABELS),
  registerFields: ['state', 'RUT'],
  registerTypes: ['CRM'],
  labels: { state: 'Región', identityField: 'Número de identificación' },
  // The RUT body (without its check digit) has at most eight digits.
  registerNumberLength: 8,
  legal: {
    terms: {
      label: 'Términos y condiciones',
      route: null,
      external: 'https://www.docuniverse.cl/legal/terminos-y-condiciones',
      openInNewTab: true,
    },
    privacy: {
      label: 'Política de privacidad',
      route: null,
      external: 'https://www.docuniverse.cl/legal/politica-de-privacidad',
      openInNewTab: true,
    },
    imprint: null,
    contact: {
      label: 'Contacto',
      route: null,
      external: 'https://www.docuniverse.cl/contacto',
      openInNewTab: true,
    },
  },
  footer: {
    approvalCode: 'PP-ALL-CL-0064-1',
    lastUpdated: 'Última actualización: marzo de 2025',
    qrCodeImage: '/images/qr-app-cl.svg',
    qrCodeAlt: 'Código QR para descargar la aplicación DocUniverse',
    bannerImage: '/images/banner-cl.svg',
    bannerAlt: 'DocUniverse Chile: información médica para profesionales de la salud',
    disclaimers: [
      'Material dirigido exclusivamente a profesionales de la salud habilitados para prescribir o dispensar medicamentos.',
      'Para reportar una sospecha de reacción adversa, consulte el folleto de información al profesional o comuníquese con nuestro Departamento Médico.',
    ],
  },
  support: { email: 'soporte@docuniverse.cl', phone: '800 555 0102' },
};

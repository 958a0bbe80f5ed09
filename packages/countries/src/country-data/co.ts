import type { Country, Specialty } from '../types.ts';
import { SPANISH_SPECIALTY_LABELS, spanishRegisterSpecialties } from './spanish-labels.ts';

const specialties: Specialty[] = [
  'cardiology',
  'womens_health',
  'oncology',
  'ophthalmology',
  'hematology',
  'pneumology',
];

export const colombia: Country = {
  code: 'CO',
  name: 'Colombia',
  region: 'PACA',
  umRegion: 'PACA',
  language: 'es',
  pageLanguage: 'es',
  registerApiLanguage: 'es',
  timeZone: { abbreviation: 'COT', utcOffsetHours: -5, iana: 'America/Bogota' },
  localeId: 'es-CO',
  appName: 'DocUniverse',
  shortName: 'DocUniverse',
  apiKey: '3_portal-co-Tk8MvB3xHq6WnA1rZc4pLg',
  consentKey: null,
  siteVerificationKey: 'sv-co-5tR8yU2iO6pA9sD1fG4hJ7kL0zX3cV6bN',
  analyticsContainer: 'GTM-CO8M3D4',
  specialties,
  specialtyLabels: SPANISH_SPECIALTY_LABELS,
  registerSpecialties: spanishRegisterSpecialties(specialties, SPANISH_SPECIALTY_LABELS),
  registerFields: ['identityDocumentOrMedicalCollegiate'],
  registerTypes: ['CRM'],
  labels: { state: 'Provincia', identityField: 'Número de identificación' },
  // Cédulas de ciudadanía have up to ten digits.
  registerNumberLength: 10,
  legal: {
    terms: {
      label: 'Términos y condiciones',
      route: null,
      external: 'https://www.docuniverse.com.co/legal/terminos-y-condiciones',
      openInNewTab: false,
    },
    privacy: {
      label: 'Política de privacidad',
      route: null,
      external: 'https://www.docuniverse.com.co/legal/politica-de-privacidad',
      openInNewTab: false,
    },
    imprint: null,
    contact: {
      label: 'Contacto',
      route: null,
      external: 'https://www.docuniverse.com.co/contacto',
      openInNewTab: false,
    },
  },
  footer: {
    approvalCode: 'PP-ALL-CO-0051-1',
    lastUpdated: 'Última actualización: junio de 2025',
    qrCodeImage: '/images/qr-app-co.svg',
    qrCodeAlt: 'Código QR para descargar la aplicación DocUniverse',
    bannerImage: '/images/banner-co.svg',
    bannerAlt: 'DocUniverse Colombia: información médica para profesionales de la salud',
    disclaimers: [
      'Material exclusivo para profesionales de la salud. La información contenida en este sitio no reemplaza el criterio médico.',
      'Para reportar un evento adverso o una queja de calidad, consulte la información para prescribir o comuníquese con nuestro Departamento Médico.',
    ],
  },
  support: { email: 'soporte@docuniverse.com.co', phone: '01 8000 555 0104' },
};

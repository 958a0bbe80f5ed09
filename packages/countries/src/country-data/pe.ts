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

export const peru: Country = {
  code: 'PE',
  name: 'Perú',
  region: 'PACA',
  umRegion: 'PACA',
  language: 'es',
  pageLanguage: 'es',
  registerApiLanguage: 'es',
  timeZone: { abbreviation: 'PET', utcOffsetHours: -5, iana: 'America/Lima' },
  localeId: 'es-PE',
  appName: 'DocUniverse',
  shortName: 'DocUniverse',
  apiKey: '3_portal-pe-Gw4RkJ9sYt2PxC7nVe5hQb',
  consentKey: null,
  siteVerificationKey: 'sv-pe-8iO1pA4sD7fG0hJ3kL6zX9cV2bN5mQ8wE',
  analyticsContainer: 'GTM-PE2V6J9',
  specialties,
  specialtyLabels: SPANISH_SPECIALTY_LABELS,
  registerSpecialties: spanishRegisterSpecialties(specialties, SPANISH_SPECIALTY_LABELS),
  registerFields: ['identityDocumentOrMedicalCollegiate'],
  registerTypes: ['CRM'],
  labels: { state: 'Provincia', identityField: 'Número de colegiatura médica (CMP)' },
  // CMP numbers of the Colegio Médico del Perú have at most six digits.
  registerNumberLength: 6,
  legal: {
    terms: {
      label: 'Términos y condiciones',
      route: null,
      external: 'https://www.docuniverse.com.pe/legal/terminos-y-condiciones',
      openInNewTab: false,
    },
    privacy: {
      label: 'Política de privacidad',
      route: null,
      external: 'https://www.docuniverse.com.pe/legal/politica-de-privacidad',
      openInNewTab: false,
    },
    imprint: null,
    contact: {
      label: 'Contacto',
      route: null,
      external: 'https://www.docuniverse.com.pe/contacto',
      openInNewTab: false,
    },
  },
  footer: {
    approvalCode: 'PP-ALL-PE-0028-1',
    lastUpdated: 'Última actualización: agosto de 2025',
    qrCodeImage: '/images/qr-app-pe.svg',
    qrCodeAlt: 'Código QR para descargar la aplicación DocUniverse',
    bannerImage: '/images/banner-pe.svg',
    bannerAlt: 'DocUniverse Perú: información médica para profesionales de la salud',
    disclaimers: [
      'Material exclusivo para profesionales de la salud. La información contenida en este sitio no reemplaza el criterio médico.',
      'Para reportar un evento adverso o una queja de calidad, consulte la información para prescribir o comuníquese con nuestro Departamento Médico.',
    ],
  },
  support: { email: 'soporte@docuniverse.com.pe', phone: '0800 555 0105' },
};

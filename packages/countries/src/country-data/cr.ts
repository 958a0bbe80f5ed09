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

export const costaRica: Country = {
  code: 'CR',
  name: 'Costa Rica',
  region: 'PACA',
  umRegion: 'PACA',
  language: 'es',
  pageLanguage: 'es',
  registerApiLanguage: 'es',
  timeZone: { abbreviation: 'CRC', utcOffsetHours: -6, iana: 'America/Costa_Rica' },
  localeId: 'es-CR',
  appName: 'DocUniverse',
  shortName: 'DocUniverse',
  apiKey: '3_portal-cr-Nc2ZpF7hLw5QeR8tYb1kMs',
  consentKey: null,
  siteVerificationKey: 'sv-cr-7yU1iO4pA2sD5fG8hJ0kL3zX6cV9bNm1',
  analyticsContainer: 'GTM-CR5P1H8',
  specialties,
  specialtyLabels: SPANISH_SPECIALTY_LABELS,
  registerSpecialties: spanishRegisterSpecialties(specialties, SPANISH_SPECIALTY_LABELS),
  registerFields: ['identityDocumentOrMedicalCollegiate'],
  registerTypes: ['CRM'],
  labels: { state: 'Provincia', identityField: 'Número de colegiado médico' },
  // Colegiado numbers of the Colegio de Médicos y Cirujanos have at most five digits.
  registerNumberLength: 5,
  legal: {
    terms: {
      label: 'Términos y condiciones',
      route: null,
      external: 'https://www.docuniverse.co.cr/legal/terminos-y-condiciones',
      openInNewTab: false,
    },
    privacy: {
      label: 'Política de privacidad',
      route: null,
      external: 'https://www.docuniverse.co.cr/legal/politica-de-privacidad',
      openInNewTab: false,
    },
    imprint: null,
    contact: {
      label: 'Contacto',
      route: null,
      external: 'https://www.docuniverse.co.cr/contacto',
      openInNewTab: false,
    },
  },
  footer: {
    approvalCode: 'PP-ALL-CR-0039-1',
    lastUpdated: 'Última actualización: junio de 2025',
    qrCodeImage: '/images/qr-app-cr.svg',
    qrCodeAlt: 'Código QR para descargar la aplicación DocUniverse',
    bannerImage: '/images/banner-cr.svg',
    bannerAlt: 'DocUniverse Costa Rica: información médica para profesionales de la salud',
    disclaimers: [
      'Material exclusivo para profesionales de la salud. La información contenida en este sitio no reemplaza el criterio médico.',
      'Para reportar un evento adverso o una queja de calidad, consulte la información para prescribir o comuníquese con nuestro Departamento Médico.',
    ],
  },
  support: { email: 'soporte@docuniverse.co.cr', phone: '800 555 0103' },
};

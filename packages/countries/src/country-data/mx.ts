import { type Country, SPECIALTIES } from '../types.ts';
import { mexicoCompany } from './company-mx.ts';
import * as docUniverse from './docuniverse.ts';

const domain = 'docuniverse.com.mx';
const pharmacovigilance = { email: `farmacovigilancia@${domain}`, phone: '800 000 7788' };

export const mexico: Country = {
  code: 'MX',
  name: 'México',
  region: 'MEXICO',
  umRegion: 'MEXICO',
  ...docUniverse.defaults,
  language: 'es-MX',
  pageLanguage: 'es-MX',
  registerApiLanguage: 'es_MX',
  timeZone: { abbreviation: 'CST', utcOffsetHours: -6, iana: 'America/Mexico_City' },
  localeId: 'es-MX',
  apiKey: '3_portal-mx-Qm7TzR2kVb9HwL4nXc8sYd',
  siteVerificationKey: 'sv-mx-4fPq9ZkT1wRb7LmXc3VnYh2sJd8GaE6u',
  analyticsContainer: 'GTM-MX7K4Q2',
  analyticsHosts: [`www.${domain}`, domain],
  ...docUniverse.specialties(SPECIALTIES, { womens_health: 'Ginecología' }),
  registerFields: ['treatment', 'state', 'identityDocumentOrMedicalCollegiate', 'salesRepresentativeCode'],
  labels: { state: 'Estado de la República', identityField: 'Cédula profesional' },
  stateValue: 'iso-code',
  // Cédulas profesionales are issued with 7 or 8 digits; pad to the longer form.
  registerNumberLength: 8,
  // The cédula profesional of the Dirección General de Profesiones: seven or eight digits.
  identifierFormats: { identityDocumentOrMedicalCollegiate: { kind: 'digits', min: 7, max: 8 } },
  councilNumberFormats: {},
  // Mexico hosts its terms, privacy and imprint pages itself (Spanish addresses: rules/page-paths.ts).
  legal: {
    terms: { label: 'Condiciones de uso', route: '/condiciones-de-uso', external: null, openInNewTab: false },
    privacy: {
      label: 'Política de privacidad',
      route: '/politica-de-privacidad',
      external: null,
      openInNewTab: false,
    },
    imprint: { label: 'Pie de imprenta', route: '/imprint', external: null, openInNewTab: false },
    contact: {
      label: 'Contacto',
      route: null,
      external: `https://www.${domain}/contacto`,
      openInNewTab: true,
    },
  },
  footer: {
    approvalCode: 'PP-ALL-MX-0087-1',
    lastUpdated: 'Última actualización: mayo de 2025',
    ...docUniverse.art('MX', 'México'),
    disclaimers: [
      'Material exclusivo para profesionales de la salud. La información contenida en este sitio no sustituye la consulta médica.',
      `Para reportar una sospecha de reacción adversa o cualquier evento relacionado con el uso de nuestros productos, comuníquese con Farmacovigilancia: ${pharmacovigilance.email} o al teléfono ${pharmacovigilance.phone}.`,
      'Aviso de publicidad No. 253300202C4521. Consulte la información para prescribir.',
    ],
    pharmacovigilance,
  },
  company: mexicoCompany,
  // The same channel the footer's disclaimer quotes.
  pharmacovigilance: { ...pharmacovigilance, url: `https://www.${domain}/farmacovigilancia` },
  support: { email: `soporte@${domain}`, phone: '800 000 7700' },
};

import { type Country, SPECIALTIES } from '../types.ts';
import { spanishDemoCompany } from './company-demo.ts';
import * as docUniverse from './docuniverse.ts';

const domain = 'docuniverse.co.cr';

export const costaRica: Country = {
  code: 'CR',
  name: 'Costa Rica',
  region: 'PACA',
  umRegion: 'PACA',
  ...docUniverse.defaults,
  timeZone: { abbreviation: 'CRC', utcOffsetHours: -6, iana: 'America/Costa_Rica' },
  localeId: 'es-CR',
  apiKey: '3_portal-cr-Nc2ZpF7hLw5QeR8tYb1kMs',
  siteVerificationKey: 'sv-cr-7yU1iO4pA2sD5fG8hJ0kL3zX6cV9bNm1',
  analyticsContainer: 'GTM-CR5P1H8',
  analyticsHosts: [`www.${domain}`, domain],
  ...docUniverse.specialties(SPECIALTIES),
  registerFields: ['identityDocumentOrMedicalCollegiate'],
  labels: { state: 'Provincia', identityField: 'Número de colegiado médico' },
  stateValue: 'iso-code',
  // Colegiado numbers of the Colegio de Médicos y Cirujanos have at most five digits.
  registerNumberLength: 5,
  // The Colegio de Médicos y Cirujanos number: up to five digits.
  identifierFormats: { identityDocumentOrMedicalCollegiate: { kind: 'digits', min: 1, max: 5 } },
  councilNumberFormats: {},
  legal: docUniverse.legal(`https://www.${domain}`, false),
  footer: {
    approvalCode: 'PP-ALL-CR-0039-1',
    lastUpdated: 'Última actualización: junio de 2025',
    ...docUniverse.art('CR', 'Costa Rica'),
    disclaimers: [...docUniverse.PACA_DISCLAIMERS],
  },
  company: spanishDemoCompany({
    countryName: 'Costa Rica',
    legalName: '{{brand}} Costa Rica S.A.',
    address: 'Oficentro Ejecutivo La Sabana, edificio 5, San José, Costa Rica.',
    taxId: 'Cédula jurídica: 3-101-000000',
    regulator: 'el Ministerio de Salud de Costa Rica',
    phone: '800 555 0103',
    email: 'contacto.cr@portal-medico.example',
  }),
  pharmacovigilance: {
    email: `farmacovigilancia@${domain}`,
    phone: '800 555 0113',
    url: `https://www.${domain}/farmacovigilancia`,
  },
  support: { email: `soporte@${domain}`, phone: '800 555 0103' },
};

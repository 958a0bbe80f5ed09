import { type Country, SPECIALTIES } from '../types.ts';
import {
  DOCUNIVERSE,
  docUniverseArt,
  docUniverseLegal,
  PACA_DISCLAIMERS,
  spanishSpecialties,
} from './docuniverse.ts';

const domain = 'docuniverse.co.cr';

export const costaRica: Country = {
  code: 'CR',
  name: 'Costa Rica',
  region: 'PACA',
  umRegion: 'PACA',
  ...DOCUNIVERSE,
  timeZone: { abbreviation: 'CRC', utcOffsetHours: -6, iana: 'America/Costa_Rica' },
  localeId: 'es-CR',
  apiKey: '3_portal-cr-Nc2ZpF7hLw5QeR8tYb1kMs',
  siteVerificationKey: 'sv-cr-7yU1iO4pA2sD5fG8hJ0kL3zX6cV9bNm1',
  analyticsContainer: 'GTM-CR5P1H8',
  analyticsHosts: [`www.${domain}`, domain],
  ...spanishSpecialties(SPECIALTIES),
  registerFields: ['identityDocumentOrMedicalCollegiate'],
  labels: { state: 'Provincia', identityField: 'Número de colegiado médico' },
  // Colegiado numbers of the Colegio de Médicos y Cirujanos have at most five digits.
  registerNumberLength: 5,
  legal: docUniverseLegal(`https://www.${domain}`, false),
  footer: {
    approvalCode: 'PP-ALL-CR-0039-1',
    lastUpdated: 'Última actualización: junio de 2025',
    ...docUniverseArt('CR', 'Costa Rica'),
    disclaimers: [...PACA_DISCLAIMERS],
  },
  support: { email: `soporte@${domain}`, phone: '800 555 0103' },
};

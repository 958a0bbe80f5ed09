import { type Country, SPECIALTIES } from '../types.ts';
import { spanishDemoCompany } from './company-demo.ts';
import * as docUniverse from './docuniverse.ts';

const domain = 'docuniverse.com.co';

export const colombia: Country = {
  code: 'CO',
  name: 'Colombia',
  region: 'PACA',
  umRegion: 'PACA',
  ...docUniverse.defaults,
  timeZone: { abbreviation: 'COT', utcOffsetHours: -5, iana: 'America/Bogota' },
  localeId: 'es-CO',
  apiKey: '3_portal-co-Tk8MvB3xHq6WnA1rZc4pLg',
  siteVerificationKey: 'sv-co-5tR8yU2iO6pA9sD1fG4hJ7kL0zX3cV6bN',
  analyticsContainer: 'GTM-CO8M3D4',
  analyticsHosts: [`www.${domain}`, domain],
  ...docUniverse.specialties(SPECIALTIES),
  registerFields: ['identityDocumentOrMedicalCollegiate'],
  labels: { state: 'Provincia', identityField: 'Número de identificación' },
  stateValue: 'iso-code',
  // Cédulas de ciudadanía have up to ten digits.
  registerNumberLength: 10,
  // The cédula de ciudadanía that identifies a physician in ReTHUS: six to ten digits.
  zipFormat: { kind: 'digits', length: 6 },
  identifierFormats: { identityDocumentOrMedicalCollegiate: { kind: 'digits', min: 6, max: 10 } },
  councilNumberFormats: {},
  legal: docUniverse.legal(`https://www.${domain}`, false),
  footer: {
    approvalCode: 'PP-ALL-CO-0051-1',
    lastUpdated: 'Última actualización: junio de 2025',
    ...docUniverse.art('CO', 'Colombia'),
    disclaimers: [...docUniverse.PACA_DISCLAIMERS],
  },
  company: spanishDemoCompany({
    countryName: 'Colombia',
    legalName: '{{brand}} Colombia S.A.S.',
    address: 'Calle 93 n.º 11-26, piso 6, Bogotá D.C., Colombia.',
    taxId: 'NIT: 900.000.000-0',
    regulator: 'el Instituto Nacional de Vigilancia de Medicamentos y Alimentos (INVIMA)',
    phone: '01 8000 555 0104',
    email: 'contacto.co@portal-medico.example',
  }),
  pharmacovigilance: {
    email: `farmacovigilancia@${domain}`,
    phone: '01 8000 555 0114',
    url: `https://www.${domain}/farmacovigilancia`,
  },
  support: { email: `soporte@${domain}`, phone: '01 8000 555 0104' },
};

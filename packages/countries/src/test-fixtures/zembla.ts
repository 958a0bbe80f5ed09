// A fictitious ninth country, written as a new country file would be: data only. 'ZZ' is an ISO 3166
// user-assigned code, so it can never collide with a real country. Zembla reads Spanish, belongs to
// Conosur, and takes two rules that among the real countries only Brazil has (the terms consent and a
// choice of register type), to show those are fields and not Brazil's branches.

import { spanishDemoCompany } from '../country-data/company-demo.ts';
import * as docUniverse from '../country-data/docuniverse.ts';
import type { Country } from '../types.ts';

const domain = 'docuniverse.zz';

export const zembla: Country<'ZZ'> = {
  code: 'ZZ',
  name: 'Zembla',
  region: 'CONOSUR',
  umRegion: 'CONOSUR',
  ...docUniverse.defaults,
  timeZone: { abbreviation: 'ZMT', utcOffsetHours: -4, iana: 'America/La_Paz' },
  localeId: 'es-BO',
  apiKey: '3_portal-zz-Zm9Ql2Xw8Rt4Yp6Vn1Kc3Jd',
  siteVerificationKey: 'sv-zz-0aZ9yX8wV7uT6sR5qP4oN3mL2kJ1iH0g',
  analyticsContainer: 'GTM-ZZ1Z2Z3',
  analyticsHosts: [`www.${domain}`, domain],
  ...docUniverse.specialties(docUniverse.CONOSUR_SPECIALTIES, { oncology: 'Oncología clínica' }),
  registerFields: ['state', 'identityDocumentOrMedicalCollegiate', 'TermosEPoliticas'],
  registerTypes: ['CRM', 'COREN'],
  labels: { state: 'Departamento', identityField: 'Matrícula del Colegio Médico de Zembla' },
  stateValue: 'iso-code',
  registerNumberLength: 7,
  identifierFormats: {
    identityDocumentOrMedicalCollegiate: { kind: 'digits', min: 3, max: 7, prefix: 'CMZ' },
  },
  councilNumberFormats: {},
  legal: docUniverse.legal(`https://www.${domain}`, true),
  footer: {
    approvalCode: 'PP-ALL-ZZ-0001-1',
    lastUpdated: 'Última actualización: enero de 2026',
    ...docUniverse.art('ZZ', 'Zembla'),
    disclaimers: ['Material exclusivo para profesionales de la salud de Zembla.'],
  },
  company: spanishDemoCompany({
    countryName: 'Zembla',
    legalName: '{{brand}} Zembla S.A.',
    address: 'Calle Mayor 1, Zembla.',
    taxId: 'NIF: ZZ-0000',
    regulator: 'la Agencia de Medicamentos de Zembla',
    phone: '800 555 0199',
    email: 'contacto.zz@portal-medico.example',
  }),
  pharmacovigilance: {
    email: `farmacovigilancia@${domain}`,
    phone: '800 555 0198',
    url: `https://www.${domain}/farmacovigilancia`,
  },
  support: { email: `soporte@${domain}`, phone: '800 555 0199' },
};

import type { Country } from '../types.ts';
import { spanishDemoCompany } from './company-demo.ts';
import * as docUniverse from './docuniverse.ts';

const domain = 'docuniverse.cl';

export const chile: Country = {
  code: 'CL',
  name: 'Chile',
  region: 'CONOSUR',
  umRegion: 'CONOSUR',
  ...docUniverse.defaults,
  timeZone: { abbreviation: 'CLST', utcOffsetHours: -3, iana: 'America/Santiago' },
  localeId: 'es-CL',
  apiKey: '3_portal-cl-Vh6YsD1gBn4KxM9qTr3wPe',
  siteVerificationKey: 'sv-cl-2wEr5TyU8iOp1AsD4fGh7JkL0zXc3VbN',
  analyticsContainer: 'GTM-CL9R2T6',
  analyticsHosts: [`www.${domain}`, domain],
  ...docUniverse.specialties(docUniverse.CONOSUR_SPECIALTIES),
  registerFields: ['state', 'RUT'],
  labels: { state: 'Región', identityField: 'Número de identificación' },
  stateValue: 'iso-code',
  // The RUT body (without its check digit) has at most eight digits.
  registerNumberLength: 8,
  zipFormat: { kind: 'digits', length: 7 },
  identifierFormats: { RUT: { kind: 'rut' } },
  councilNumberFormats: {},
  legal: docUniverse.legal(`https://www.${domain}`, true),
  footer: {
    approvalCode: 'PP-ALL-CL-0064-1',
    lastUpdated: 'Última actualización: marzo de 2025',
    ...docUniverse.art('CL', 'Chile'),
    disclaimers: [
      'Material dirigido exclusivamente a profesionales de la salud habilitados para prescribir o dispensar medicamentos.',
      'Para reportar una sospecha de reacción adversa, consulte el folleto de información al profesional o comuníquese con nuestro Departamento Médico.',
    ],
  },
  company: spanishDemoCompany({
    countryName: 'Chile',
    legalName: '{{brand}} Chile S.p.A.',
    address: 'Av. Apoquindo 3000, piso 9, Las Condes, Santiago, Chile.',
    taxId: 'RUT: 76.000.000-0',
    regulator: 'el Instituto de Salud Pública de Chile (ISP)',
    phone: '800 555 0102',
    email: 'contacto.cl@portal-medico.example',
  }),
  pharmacovigilance: {
    email: `farmacovigilancia@${domain}`,
    phone: '800 555 0112',
    url: `https://www.${domain}/farmacovigilancia`,
  },
  support: { email: `soporte@${domain}`, phone: '800 555 0102' },
};

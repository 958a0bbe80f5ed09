import { type Country, SPECIALTIES } from '../types.ts';
import { spanishDemoCompany } from './company-demo.ts';
import * as docUniverse from './docuniverse.ts';

const domain = 'docuniverse.com.pe';

export const peru: Country = {
  code: 'PE',
  name: 'Perú',
  region: 'PACA',
  umRegion: 'PACA',
  ...docUniverse.defaults,
  timeZone: { abbreviation: 'PET', utcOffsetHours: -5, iana: 'America/Lima' },
  localeId: 'es-PE',
  apiKey: '3_portal-pe-Gw4RkJ9sYt2PxC7nVe5hQb',
  siteVerificationKey: 'sv-pe-8iO1pA4sD7fG0hJ3kL6zX9cV2bN5mQ8wE',
  analyticsContainer: 'GTM-PE2V6J9',
  // Spec section 9: Peru shares its container with a Brazil-domain development host.
  analyticsHosts: [`www.${domain}`, domain, 'dev.universomedico.com.br'],
  ...docUniverse.specialties(SPECIALTIES),
  registerFields: ['identityDocumentOrMedicalCollegiate'],
  labels: { state: 'Provincia', identityField: 'Número de colegiatura médica (CMP)' },
  stateValue: 'iso-code',
  // CMP numbers of the Colegio Médico del Perú have at most six digits.
  registerNumberLength: 6,
  // The Colegio Médico del Perú (CMP) number: up to six digits.
  identifierFormats: { identityDocumentOrMedicalCollegiate: { kind: 'digits', min: 1, max: 6 } },
  councilNumberFormats: {},
  legal: docUniverse.legal(`https://www.${domain}`, false),
  footer: {
    approvalCode: 'PP-ALL-PE-0028-1',
    lastUpdated: 'Última actualización: agosto de 2025',
    ...docUniverse.art('PE', 'Perú'),
    disclaimers: [...docUniverse.PACA_DISCLAIMERS],
  },
  company: spanishDemoCompany({
    countryName: 'Perú',
    legalName: '{{brand}} Perú S.A.C.',
    address: 'Av. Javier Prado Este 4200, piso 8, Santiago de Surco, Lima, Perú.',
    taxId: 'RUC: 20000000000',
    regulator: 'la Dirección General de Medicamentos, Insumos y Drogas (DIGEMID)',
    phone: '0800 555 0105',
    email: 'contacto.pe@portal-medico.example',
  }),
  pharmacovigilance: {
    email: `farmacovigilancia@${domain}`,
    phone: '0800 555 0115',
    url: `https://www.${domain}/farmacovigilancia`,
  },
  support: { email: `soporte@${domain}`, phone: '0800 555 0105' },
};

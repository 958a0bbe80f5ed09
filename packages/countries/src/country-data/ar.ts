import type { Country } from '../types.ts';
import { spanishDemoCompany } from './company-demo.ts';
import * as docUniverse from './docuniverse.ts';

const domain = 'docuniverse.com.ar';

export const argentina: Country = {
  code: 'AR',
  name: 'Argentina',
  region: 'CONOSUR',
  umRegion: 'CONOSUR',
  ...docUniverse.defaults,
  timeZone: { abbreviation: 'ART', utcOffsetHours: -3, iana: 'America/Argentina/Buenos_Aires' },
  localeId: 'es-AR',
  apiKey: '3_portal-ar-Lp3WxN8cQa5RtJ2vKe7mZf',
  siteVerificationKey: 'sv-ar-9kLm2QwE5rTy8UiO1pAs4DfG7hJkZx3C',
  analyticsContainer: 'GTM-AR3N8W5',
  analyticsHosts: [`www.${domain}`, domain],
  ...docUniverse.specialties(docUniverse.CONOSUR_SPECIALTIES),
  registerFields: ['state', 'nationalRegistration', 'provincialEnrollment'],
  labels: { state: 'Provincia', identityField: 'Número de identificación' },
  stateValue: 'iso-code',
  // Matrículas nacionales have up to six digits.
  registerNumberLength: 6,
  // Matrícula nacional (MN) and provincial (MP): up to six digits, often printed with their prefix.
  zipFormat: { kind: 'cpa' },
  identifierFormats: {
    nationalRegistration: { kind: 'digits', min: 1, max: 6, prefix: 'MN' },
    provincialEnrollment: { kind: 'digits', min: 1, max: 6, prefix: 'MP' },
  },
  councilNumberFormats: {},
  legal: docUniverse.legal(`https://www.${domain}`, true),
  footer: {
    approvalCode: 'PP-ALL-AR-0112-1',
    lastUpdated: 'Última actualización: abril de 2025',
    ...docUniverse.art('AR', 'Argentina'),
    disclaimers: [
      'Material exclusivo para profesionales de la salud facultados para prescribir o dispensar medicamentos.',
      'Ante cualquier duda o para reportar un evento adverso, consulte el prospecto del producto o comuníquese con nuestro Departamento Médico.',
    ],
  },
  company: spanishDemoCompany({
    countryName: 'Argentina',
    legalName: '{{brand}} Argentina S.A.',
    address: 'Av. del Libertador 6000, piso 4, C1428 Ciudad Autónoma de Buenos Aires, Argentina.',
    taxId: 'CUIT: 30-00000000-0',
    regulator: 'la Administración Nacional de Medicamentos, Alimentos y Tecnología Médica (ANMAT)',
    phone: '0800 555 0101',
    email: 'contacto.ar@portal-medico.example',
  }),
  pharmacovigilance: {
    email: `farmacovigilancia@${domain}`,
    phone: '0800 555 0111',
    url: `https://www.${domain}/farmacovigilancia`,
  },
  support: { email: `soporte@${domain}`, phone: '0800 555 0101' },
};

import { type Country, SPECIALTIES } from '../types.ts';
import { brazilCompany } from './company-demo.ts';

const domain = 'universomedico.com.br';
const site = `https://www.${domain}`;

export const brazil: Country = {
  code: 'BR',
  name: 'Brasil',
  region: 'BRASIL',
  umRegion: 'BRASIL',
  language: 'pt-br',
  pageLanguage: 'pt',
  registerApiLanguage: 'pt_BR',
  contentLanguage: 'pt',
  // Spec section 1: Brazil's forgot-password screen is always in Portuguese.
  forgotPasswordLanguage: 'pt-br',
  forgotEmailHelp: true,
  timeZone: { abbreviation: 'BRT', utcOffsetHours: -3, iana: 'America/Sao_Paulo' },
  localeId: 'pt-BR',
  appName: 'Universo Médico',
  shortName: 'UM',
  apiKey: '3_portal-br-Hy5KcP2wRz8TnM4vXq7bLd',
  consentKey: null,
  siteVerificationKey: 'sv-br-1qW4eR7tY0uI3oP6aS9dF2gH5jK8lZ1xC',
  analyticsContainer: 'GTM-BR6X9L3',
  analyticsHosts: [`www.${domain}`, domain],
  specialties: [...SPECIALTIES],
  specialtyLabels: {
    cardiology: 'Cardiologia',
    womens_health: 'Saúde da mulher',
    oncology: 'Oncologia',
    ophthalmology: 'Oftalmologia',
    hematology: 'Hematologia',
    pneumology: 'Pneumologia',
  },
  registerSpecialties: [
    { label: 'Cardiorrenal', value: 'cardiology' },
    { label: 'Hematologia', value: 'hematology' },
    { label: 'Oftalmologia', value: 'ophthalmology' },
    { label: 'Oncologia', value: 'oncology' },
    { label: 'Pneumologia', value: 'pneumology' },
    { label: 'Saúde da mulher', value: 'womens_health' },
    { label: 'Clínica geral', value: 'OUTROS', subText: 'Inclui todas as especialidades acima' },
  ],
  registerFields: ['UF', 'CRM', 'TermosEPoliticas'],
  registerTypes: ['COREN', 'CRF', 'CRM'],
  labels: { state: 'Estado', identityField: 'CRM' },
  // Brazil's states are stored as their UF ('SP'), as the registry and the councils write them.
  stateValue: 'local-code',
  // Regional councils (CRM, COREN, CRF) issue numbers of at most six digits.
  registerNumberLength: 6,
  identifierFormats: {},
  // Regional council numbers: CRM and CRF up to six digits, COREN up to seven (leading zeros aside).
  councilNumberFormats: {
    CRM: { kind: 'digits', min: 1, max: 6 },
    COREN: { kind: 'digits', min: 1, max: 7 },
    CRF: { kind: 'digits', min: 1, max: 6 },
  },
  phoneFormat: 'brazil',
  zipFormat: { kind: 'digits', length: 8, hyphenAfter: 5 },
  // Brazil hosts its terms, privacy and imprint pages itself, at Portuguese addresses (rules/page-paths.ts);
  // only the contact page is the company's.
  legal: {
    terms: { label: 'Termos de uso', route: '/termos-de-uso', external: null, openInNewTab: false },
    privacy: {
      label: 'Política de privacidade',
      route: '/politica-de-privacidade',
      external: null,
      openInNewTab: false,
    },
    imprint: { label: 'Informações legais', route: '/imprint', external: null, openInNewTab: false },
    contact: { label: 'Fale conosco', route: null, external: `${site}/fale-conosco`, openInNewTab: true },
  },
  footer: {
    approvalCode: 'PP-PF-WHC-BR-0123-1',
    lastUpdated: 'Última atualização: julho de 2025',
    qrCodeImage: '/images/qr-app-br.svg',
    qrCodeAlt: 'QR code para baixar o aplicativo Universo Médico',
    bannerImage: '/images/banner-br.svg',
    bannerAlt: 'Universo Médico: informação médica para profissionais de saúde',
    disclaimers: [
      'Conteúdo destinado exclusivamente a profissionais de saúde habilitados a prescrever ou dispensar medicamentos.',
      'As informações deste site não substituem a consulta da bula. Em caso de dúvidas, entre em contato com o Serviço de Informação Médica.',
    ],
    pharmaceuticals: {
      label: 'Produtos farmacêuticos',
      url: `${site}/produtos-farmaceuticos`,
      openInNewTab: true,
    },
    adverseEvent: { label: 'Relatar evento adverso', url: `${site}/farmacovigilancia`, openInNewTab: true },
    technicalComplaint: { label: 'Queixa técnica', url: `${site}/queixa-tecnica`, openInNewTab: true },
    docFinderApprovalCode: 'PP-PF-DOC-BR-0045-1',
  },
  company: brazilCompany,
  pharmacovigilance: {
    email: `farmacovigilancia@${domain}`,
    phone: '0800 555 0116',
    url: `${site}/farmacovigilancia`,
  },
  support: { email: `suporte@${domain}`, phone: '0800 555 0106' },
};

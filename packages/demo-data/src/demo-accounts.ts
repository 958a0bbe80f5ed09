import { asksTermsConsent, type CountryCode, getCountry } from '@portal/countries';
import type { NewUserRow } from '@portal/db';

/** Shared by every demo account; listed in the README. */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

export type DemoAccount = Omit<NewUserRow, 'id' | 'idpUid' | 'createdAt' | 'updatedAt'>;

/** Stable identity-provider UID of a demo account, so the demo data is the same on every machine. */
export function demoUid(email: string): string {
  return `demo-${email.replace(/[^a-z0-9]+/g, '-')}`;
}

const DEMO_SPECIALTIES = ['cardiology', 'oncology'];

/**
 * The demo accounts answered the first sign-in welcome long ago: the demo (and every e2e signing them in)
 * opens on the home itself. A registered physician sees the welcome once.
 */
const WELCOMED_AT = new Date('2024-01-01T00:00:00Z');

function doctor(
  country: CountryCode,
  firstName: string,
  lastName: string,
  /** E.164, as registration stores it. */
  phone: string,
  registerNumber: string,
): DemoAccount {
  const cc = country.toLowerCase();
  return {
    email: `doctor.${cc}@example.com`,
    firstName,
    lastName,
    country,
    specialty: DEMO_SPECIALTIES[0],
    preferences: DEMO_SPECIALTIES,
    category: 'physician',
    phone,
    registerNumber,
    registerUf: null,
    registerType: 'CRM',
    canAccessSpeakTraining: false,
    pushNotifications: false,
    veevaId: `DEMO-${country}-0001`,
    iamDoctor: true,
    readAcceptTerms: true,
    termsConsent: asksTermsConsent(getCountry(country)),
    verification: 'verified',
    welcomedAt: WELCOMED_AT,
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // The countries that ask for a state at registration have one (ISO 3166-2, decision 010): the phone's city.
  { ...doctor('MX', 'Alejandro', 'Hernández López', '+525512345678', '12345678'), state: 'MX-CMX' },
  { ...doctor('AR', 'Martina', 'González Pereyra', '+542614567890', '112233'), state: 'AR-M' },
  { ...doctor('CL', 'Benjamín', 'Muñoz Soto', '+56987654321', '15432167'), state: 'CL-RM' },
  doctor('CR', 'Valeria', 'Jiménez Mora', '+50688123456', '4521'),
  doctor('CO', 'Santiago', 'Rodríguez Gómez', '+573001234567', '1020304050'),
  doctor('PE', 'Lucía', 'Quispe Flores', '+51987654321', '054321'),
  {
    ...doctor('BR', 'Ana', 'Souza Oliveira', '+5531987654321', '123456'),
    registerUf: 'SP',
    canAccessSpeakTraining: true,
  },
  {
    email: 'nurse.br@example.com',
    firstName: 'Carla',
    lastName: 'Ferreira Lima',
    country: 'BR',
    specialty: 'oncology',
    preferences: ['oncology'],
    category: 'nurse',
    phone: '+5521998765432',
    registerNumber: '654321',
    registerUf: 'RJ',
    registerType: 'COREN',
    canAccessSpeakTraining: false,
    pushNotifications: false,
    veevaId: 'DEMO-BR-0002',
    readAcceptTerms: true,
    termsConsent: true,
    verification: 'verified',
    welcomedAt: WELCOMED_AT,
  },
  // A legacy dentist account (CRO): dentists are no longer supported, so signing in shows the dentist warning.
  {
    email: 'dentist.br@example.com',
    firstName: 'Rafael',
    lastName: 'Teixeira Campos',
    country: 'BR',
    specialty: null,
    preferences: [],
    category: 'dentist',
    phone: '+5531987651234',
    registerNumber: '24680',
    registerUf: 'MG',
    registerType: 'CRO',
    canAccessSpeakTraining: false,
    pushNotifications: false,
    veevaId: null,
    readAcceptTerms: true,
    termsConsent: true,
    verification: 'verified',
    welcomedAt: WELCOMED_AT,
  },
  // A physician whose CRM the registry does not know: signs in, but sees only "your registration is being
  // checked", the public pages and the profile until an operator decides.
  {
    ...doctor('BR', 'Pedro', 'Lima Barbosa', '+5521987651234', '998877'),
    email: 'pending.br@example.com',
    registerUf: 'RJ',
    veevaId: null,
    verification: 'pending',
    verificationReason: 'not-found',
  },
];

/** Licensed professionals known to the doctor-number check: the demo accounts plus a few to register with. */
export const DEMO_LICENSED_PROFESSIONALS: readonly {
  country: CountryCode;
  registerType: string;
  registerNumber: string;
  registerUf?: string;
  name: string;
}[] = [
  ...DEMO_ACCOUNTS.filter((account) => account.verification === 'verified').map((account) => ({
    country: account.country,
    registerType: account.registerType ?? 'CRM',
    registerNumber: (account.registerNumber ?? '').replace(/^0+/, ''),
    registerUf: account.registerUf ?? undefined,
    name: `${account.firstName} ${account.lastName}`,
  })),
  {
    country: 'BR',
    registerType: 'CRM',
    registerNumber: '246810',
    registerUf: 'MG',
    name: 'Paulo Mendes Costa',
  },
  {
    country: 'BR',
    registerType: 'CRM',
    registerNumber: '135790',
    registerUf: 'SP',
    name: 'Beatriz Almeida Rocha',
  },
  // Registered as "Helena Castro Albuquerque" (a given name, a particle and a middle surname left out):
  // the registry's name rule takes it for her (issue 33).
  {
    country: 'BR',
    registerType: 'CRM',
    registerNumber: '314159',
    registerUf: 'RJ',
    name: 'Helena Maria de Castro Albuquerque',
  },
  { country: 'MX', registerType: 'CRM', registerNumber: '87654321', name: 'Mariana Torres Ruiz' },
  // One registration, one account (issue 33): each walk-through of the portal (e2e journeys, at desktop
  // and phone size) registers a number of its own.
  {
    country: 'BR',
    registerType: 'CRM',
    registerNumber: '246811',
    registerUf: 'MG',
    name: 'Paulo Mendes Costa',
  },
  { country: 'MX', registerType: 'CRM', registerNumber: '87654322', name: 'Mariana Torres Ruiz' },
  { country: 'MX', registerType: 'CRM', registerNumber: '87654323', name: 'Mariana Torres Ruiz' },
  // The same walk-throughs' numbers for a retry: a retried journey registers afresh, and a number it
  // already holds would leave the new account pending as a duplicate.
  {
    country: 'BR',
    registerType: 'CRM',
    registerNumber: '246820',
    registerUf: 'MG',
    name: 'Paulo Mendes Costa',
  },
  {
    country: 'BR',
    registerType: 'CRM',
    registerNumber: '246821',
    registerUf: 'MG',
    name: 'Paulo Mendes Costa',
  },
  { country: 'MX', registerType: 'CRM', registerNumber: '87654324', name: 'Mariana Torres Ruiz' },
  { country: 'MX', registerType: 'CRM', registerNumber: '87654325', name: 'Mariana Torres Ruiz' },
  { country: 'AR', registerType: 'CRM', registerNumber: '445566', name: 'Joaquín Fernández Díaz' },
  { country: 'CL', registerType: 'CRM', registerNumber: '17654321', name: 'Catalina Rojas Vera' },
  { country: 'CO', registerType: 'CRM', registerNumber: '1098765432', name: 'Camila Vargas Ortiz' },
  // Register in e2e/welcome-search.spec.ts to meet the first sign-in welcome (issue 37).
  {
    country: 'BR',
    registerType: 'CRM',
    registerNumber: '271828',
    registerUf: 'SP',
    name: 'Lívia Nogueira Prado',
  },
  {
    country: 'BR',
    registerType: 'CRM',
    registerNumber: '161803',
    registerUf: 'RJ',
    name: 'Otávio Ramos Pinheiro',
  },
];

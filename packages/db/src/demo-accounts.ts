import type { NewUserRow } from './schema/users.ts';

/** Shared by every demo account; listed in the README. */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

export type DemoAccount = Omit<NewUserRow, 'id' | 'passwordHash' | 'createdAt' | 'updatedAt'>;

const DEMO_SPECIALTIES = ['cardiology', 'oncology'];

function doctor(
  country: string,
  firstName: string,
  lastName: string,
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
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  doctor('MX', 'Alejandro', 'Hernández López', '5512345678', '12345678'),
  doctor('AR', 'Martina', 'González Pereyra', '1145678901', '112233'),
  doctor('CL', 'Benjamín', 'Muñoz Soto', '912345678', '15432167'),
  doctor('CR', 'Valeria', 'Jiménez Mora', '88123456', '4521'),
  doctor('CO', 'Santiago', 'Rodríguez Gómez', '3001234567', '1020304050'),
  doctor('PE', 'Lucía', 'Quispe Flores', '987654321', '054321'),
  {
    ...doctor('BR', 'Ana', 'Souza Oliveira', '11987654321', '123456'),
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
    phone: '21998765432',
    registerNumber: '654321',
    registerUf: 'RJ',
    registerType: 'COREN',
    canAccessSpeakTraining: false,
    pushNotifications: false,
    veevaId: 'DEMO-BR-0002',
  },
];

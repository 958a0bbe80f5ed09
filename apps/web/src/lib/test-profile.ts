// A verified Brazilian physician's profile, for unit tests of what the portal decides from a profile.
import type { UserProfile } from '@portal/contracts';

export function profileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'user-1',
    firstName: 'Ana',
    lastName: 'Souza',
    name: 'Ana Souza',
    email: 'ana@example.com',
    specialty: 'cardiology',
    preferences: ['cardiology'],
    category: null,
    country: 'BR',
    pushNotifications: false,
    profile: {
      firstName: 'Ana',
      lastName: 'Souza',
      state: 'SP',
      specialities: ['cardiology'],
      email: 'ana@example.com',
      phones: { type: 'mobile', number: '11987654321' },
    },
    phone: '11987654321',
    registerNumber: '000123',
    registerUf: 'SP',
    canAcessSpeakTraining: false,
    registerType: 'CRM',
    veevaID: null,
    verification: 'verified',
    verificationReason: null,
    stateAsTyped: null,
    welcomed: true,
    ...overrides,
  };
}

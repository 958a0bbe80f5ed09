import type { UserProfile } from '@portal/contracts';
import {
  STORED_REGISTER_TYPES,
  VERIFICATION_REASON_CODES,
  type VerificationReasonCode,
} from '@portal/contracts';
import { getCountry } from '@portal/countries';
import { displayPhone } from '@portal/countries/phone-numbers';
import type { UserRow } from '@portal/db';

type StoredRegisterType = (typeof STORED_REGISTER_TYPES)[number];

function registerTypeOf(value: string | null): StoredRegisterType | null {
  return (STORED_REGISTER_TYPES as readonly (string | null)[]).includes(value)
    ? (value as StoredRegisterType)
    : null;
}

function reasonOf(user: UserRow): VerificationReasonCode | null {
  if (user.verification === 'verified') return null;
  const reason = user.verificationReason;
  return (VERIFICATION_REASON_CODES as readonly (string | null)[]).includes(reason)
    ? (reason as VerificationReasonCode)
    : user.verification === 'rejected'
      ? 'rejected'
      : null;
}

/** The profile shape of spec section 3, as the web reads it. */
/** The phone is stored in E.164 and shown in the country's national form. */
export function toUserProfile(user: UserRow): UserProfile {
  const phone = user.phone ? displayPhone(user.phone, getCountry(user.country)) : null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    specialty: user.specialty,
    preferences: user.preferences,
    category: user.category,
    country: user.country,
    pushNotifications: user.pushNotifications,
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      state: user.state,
      specialities: user.preferences,
      email: user.email,
      phones: { type: 'mobile', number: phone ?? '' },
    },
    phone,
    registerNumber: user.registerNumber,
    registerUf: user.registerUf,
    canAcessSpeakTraining: user.canAccessSpeakTraining,
    registerType: registerTypeOf(user.registerType),
    veevaID: user.veevaId,
    verification: user.verification,
    verificationReason: reasonOf(user),
    stateAsTyped: user.stateAsTyped,
    welcomed: user.welcomedAt !== null,
  };
}

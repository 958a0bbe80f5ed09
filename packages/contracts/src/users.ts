// Portal users API (spec section 7, calls 1-6): login, profile, preferences, registration, verify.
import { REGIONS, REGISTER_TYPES, SPECIALTIES } from '@portal/countries';
import { z } from 'zod';
import { stateCodeSchema } from './locations.ts';

export { REGISTER_TYPES };
/** CRO: legacy dentist accounts; they exist but cannot sign in. */
export const STORED_REGISTER_TYPES = [...REGISTER_TYPES, 'CRO'] as const;

const specialtySchema = z.enum(SPECIALTIES);

// ---- 1. POST /api/users/login -------------------------------------------------------------------

/** The identity provider's signed login (CDC): proves the caller owns the account `UID`. */
export const loginBodySchema = z.object({
  UID: z.string().min(1).max(200),
  UIDSignature: z.string().min(1).max(200),
  /** Unix seconds, as CDC sends it (a string); a number is accepted too. */
  signatureTimestamp: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()]),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The texts of the login errors; the web branches on the status and shows these in its alert. */
export const LOGIN_ERROR_MESSAGES = {
  /** 400: a field of the login payload is missing or malformed. */
  missingData: 'ERROR READING GIGYA LOGIN DATA',
  /** 401: the signature does not match. */
  invalidSignature: 'INVALID LOGIN SIGNATURE',
  /** 401: the signature is older (or newer) than the 180 s window. */
  expiredSignature: 'EXPIRED LOGIN SIGNATURE',
  /** 401: the signature was already exchanged for a token. */
  replayedSignature: 'LOGIN SIGNATURE ALREADY USED',
  /** 404: the account has no portal user yet; the web starts the auto-complete registration. */
  notRegistered: 'USER NOT REGISTERED',
  /** 403: a dentist (CRO) account; the web shows the dentist popup. */
  dentist: 'DENTIST ACCOUNT',
  /** 403: the provider account's e-mail is not verified yet: no portal session before it is. */
  emailNotVerified: 'EMAIL NOT VERIFIED',
  /** 403: the portal user is disabled. */
  disabled: 'ACCOUNT DISABLED',
} as const;
export type LoginErrorMessage = (typeof LOGIN_ERROR_MESSAGES)[keyof typeof LOGIN_ERROR_MESSAGES];

/** The body of every non-2xx answer of POST /api/users/login (this endpoint only, as the spec says). */
export const loginErrorSchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    internalExceptionMessage: z.string(),
  })
  .meta({ id: 'LoginError' });
export type LoginError = z.infer<typeof loginErrorSchema>;

// ---- 2. GET /api/users/profile ------------------------------------------------------------------

/**
 * Whether the professional registration was confirmed against the registry: `pending` (not found, or the
 * registered name differs) and `rejected` accounts may sign in but reach only their profile and the
 * public pages; every HCP endpoint answers 403 PROFESSIONAL_NOT_VERIFIED.
 */
export const PROFESSIONAL_VERIFICATIONS = ['verified', 'pending', 'rejected'] as const;
export type ProfessionalVerification = (typeof PROFESSIONAL_VERIFICATIONS)[number];

/**
 * Why an account is not verified (issue 33): the registry does not know the number, the name differs
 * from the registry's, the number is already another live account's ('duplicate'), a verifier rejected
 * it, or another account claims this holder's number and a verifier is checking ('flagged').
 */
export const VERIFICATION_REASON_CODES = [
  'not-found',
  'name-mismatch',
  'duplicate',
  'rejected',
  'flagged',
] as const;
export type VerificationReasonCode = (typeof VERIFICATION_REASON_CODES)[number];

export const userProfileSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** firstName + ' ' + lastName. */
    name: z.string(),
    email: z.string(),
    specialty: z.string().nullable(),
    preferences: z.array(z.string()),
    category: z.string().nullable(),
    country: z.string(),
    pushNotifications: z.boolean(),
    profile: z.object({
      firstName: z.string(),
      lastName: z.string(),
      state: z.string().nullable(),
      specialities: z.array(z.string()),
      email: z.string(),
      phones: z.object({ type: z.literal('mobile'), number: z.string() }),
    }),
    phone: z.string().nullable(),
    registerNumber: z.string().nullable(),
    registerUf: z.string().nullable(),
    /** Spelled as the spec spells it. */
    canAcessSpeakTraining: z.boolean(),
    registerType: z.enum(STORED_REGISTER_TYPES).nullable(),
    veevaID: z.string().nullable(),
    verification: z.enum(PROFESSIONAL_VERIFICATIONS),
    /** Why the account is not verified yet; null when verified (or for an older account without a check). */
    verificationReason: z.enum(VERIFICATION_REASON_CODES).nullable(),
    /**
     * A state typed as free text before states were codes (decision 010) that named no state of the
     * country unambiguously: `profile.state` is then null and the profile asks the user to choose.
     */
    stateAsTyped: z.string().nullable(),
    /** The first sign-in welcome was answered (specialties saved or skipped): the home shows it no more. */
    welcomed: z.boolean(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

// ---- 3. PUT /api/users/profile ------------------------------------------------------------------

export const PHONE_MAX = 20;

export const updateProfileBodySchema = z.object({
  email: z.email().max(320),
  /** Must pass isValidPhone for the user's country (first digit 2..9; in Brazil after the DDD). */
  phone: z.string().trim().min(1).max(PHONE_MAX),
  /** A state of the user's country (ISO 3166-2 code; Brazil's UF); left out, the state stays as it is. */
  state: stateCodeSchema.optional(),
  appVersion: z.string().max(50).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

// ---- 4. PATCH /api/users/preferences ------------------------------------------------------------

export const updatePreferencesBodySchema = z.object({
  preferences: z.array(specialtySchema).max(SPECIALTIES.length),
});
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

// ---- POST /api/users/welcome ---------------------------------------------------------------------

/** The first sign-in welcome answered: the specialties chosen, or none given when it was skipped. */
export const welcomeBodySchema = z.object({
  preferences: z.array(specialtySchema).min(1).max(SPECIALTIES.length).optional(),
});
export type WelcomeBody = z.infer<typeof welcomeBodySchema>;

// ---- 5. POST /api/users (registration data, spec section 3) -------------------------------------

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Registration of the portal user of an identity-provider account. Which optional fields are
 * required depends on the country's `registerFields` (packages/countries):
 * treatment, state, identityDocumentOrMedicalCollegiate, salesRepresentativeCode (also accepted under
 * its brand name, e.g. `bayerRepresentativeCode`), nationalRegistration, provincialEnrollment, RUT,
 * UF -> registerUf, CRM -> registerNumber, TermosEPoliticas -> termsConsent === true.
 * Outside Brazil `registerNumber` may be left out: the country's identity field is used instead.
 */
export const registerUserBodySchema = z.looseObject({
  /** Proof that the caller owns the provider account (same 180 s window; not consumed). */
  UID: text(200),
  UIDSignature: text(200),
  signatureTimestamp: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()]),
  name: text(100),
  lastname: text(100),
  treatment: optionalText(20),
  email: z.email().max(320),
  phone: text(PHONE_MAX),
  /** A state of the country (ISO 3166-2 code, e.g. MX-JAL): required where the country asks for it. */
  state: stateCodeSchema.optional(),
  nationalRegistration: optionalText(30),
  registerNumber: optionalText(30),
  identityDocumentOrMedicalCollegiate: optionalText(30),
  RUT: optionalText(30),
  provincialEnrollment: optionalText(30),
  salesRepresentativeCode: optionalText(50),
  /** A register specialty: a specialty, or OUTROS (BR) / GENERAL (elsewhere) for all of them. */
  specialty: text(40),
  registerUf: optionalText(2),
  /** COREN | CRF | CRM in Brazil; saved as CRM elsewhere. Required in Brazil. */
  registerType: z.enum(REGISTER_TYPES).optional(),
  iamDoctor: z.boolean(),
  /** Ignored: taken from acceptNews, as the spec says. */
  receivePromotional: z.boolean().optional(),
  readAcceptTerms: z.boolean(),
  acceptNews: z.boolean(),
  /** Brazil: must be true. */
  termsConsent: z.boolean().optional(),
  region: z.enum(REGIONS).optional(),
  country: optionalText(60),
  language: optionalText(10),
  timezone: optionalText(60),
});
export type RegisterUserBody = z.infer<typeof registerUserBodySchema>;

export const registerUserResponseSchema = z.object({ hasRegistred: z.boolean() });
export type RegisterUserResponse = z.infer<typeof registerUserResponseSchema>;

// ---- 6. GET /api/users/verify?email= ------------------------------------------------------------

export const verifyEmailQuerySchema = z.object({ email: z.string().trim().max(320) });
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

/** valid: no portal user has that email yet. */
export const verifyEmailResponseSchema = z.object({ valid: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

// ---- Restricted capabilities: GET /api/speaker-training/access, GET /api/docfinder/access --------

export const accessResponseSchema = z.object({ allowed: z.literal(true) });
export type AccessResponse = z.infer<typeof accessResponseSchema>;

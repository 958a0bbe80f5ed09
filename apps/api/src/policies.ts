// Who may use which restricted capability: the one place these rules live. The web mirrors them for
// navigation, but the API enforces them (a route's preParsing hook: after authentication, before the
// body is read).
import type { UserRow } from '@portal/db';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from './errors.ts';
import { signedInUser } from './plugins/auth.ts';

type PolicyUser = Pick<UserRow, 'canAccessSpeakTraining' | 'registerType'>;

/**
 * HCP content and services: only professionals whose registration the registry confirmed (or an
 * operator did). Pending and rejected accounts reach their profile and the public pages only.
 */
export function isVerifiedProfessional(user: Pick<UserRow, 'verification'>): boolean {
  return user.verification === 'verified';
}

export const professionalNotVerified = () =>
  new AppError(403, 'PROFESSIONAL_NOT_VERIFIED', 'The professional registration is being checked');

/** onRequest hook of every signed-in route unless it allows unverified accounts (plugins/auth.ts). */
export async function requireVerifiedProfessional(request: FastifyRequest): Promise<void> {
  if (!isVerifiedProfessional(signedInUser(request))) throw professionalNotVerified();
}

/** Speaker lists and speaker training: users flagged canAcessSpeakTraining. */
export function canAccessSpeakerTraining(user: PolicyUser): boolean {
  return user.canAccessSpeakTraining;
}

/** Doctor-finder: physicians (register type CRM). */
export function canUseDoctorFinder(user: PolicyUser): boolean {
  return user.registerType === 'CRM';
}

/** Dentist (CRO) accounts are not supported: they cannot sign in. */
export function isDentist(user: PolicyUser): boolean {
  return user.registerType === 'CRO';
}

/** A preParsing hook (after the signed-in scope's authentication) answering 403 FORBIDDEN when the policy refuses. */
export function requirePolicy(policy: (user: PolicyUser) => boolean, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!policy(signedInUser(request))) throw forbidden(message);
  };
}

export const requireSpeakerTraining = requirePolicy(
  canAccessSpeakerTraining,
  'Speaker training is restricted to invited speakers',
);
export const requireDoctorFinder = requirePolicy(
  canUseDoctorFinder,
  'The doctor-finder is for physicians (CRM)',
);

// The signed-in user's own profile and preferences; the user always comes from the session.
import {
  stateOfCountrySchema,
  type UpdatePreferencesBody,
  type UpdateProfileBody,
  type UserProfile,
  type WelcomeBody,
} from '@portal/contracts';
import { getCountry, type Specialty } from '@portal/countries';
import { parseCountryPhone } from '@portal/countries/phone-numbers';
import type { Database, UserRow } from '@portal/db';
import { invalidPhone, validationFailed } from '../../errors.ts';
import { revokeAllSessions } from '../sessions/service.ts';
import { toUserProfile } from './profile.ts';
import { updateUser } from './repository.ts';

export const EMAIL_TAKEN_MESSAGE = 'This email is already used by another account';

export async function updateProfile(
  db: Database,
  user: UserRow,
  body: UpdateProfileBody,
  now: Date,
): Promise<UserProfile> {
  const country = getCountry(user.country);
  // Stored in E.164; the profile shows it in the country's national form.
  const phone = parseCountryPhone(body.phone, country);
  const errors = phone ? [] : [invalidPhone()];
  // A state is a code of the user's country's list; choosing one clears what was typed before (decision 010).
  const state = body.state === undefined ? undefined : stateOfCountrySchema(country).safeParse(body.state);
  if (state && !state.success) {
    errors.push({ path: 'state', message: state.error.issues[0]?.message ?? 'Not a state of the country' });
  }
  if (!phone || errors.length > 0) throw validationFailed(errors);
  // The spec's body carries the e-mail, but a new address must prove itself (a mailed link, with the
  // current password first: POST /api/users/email-change), so here it may only stay what it is.
  if (body.email.trim().toLowerCase() !== user.email) {
    throw validationFailed([{ path: 'email', message: EMAIL_CHANGE_ELSEWHERE_MESSAGE }]);
  }
  const updated = await updateUser(db, user.id, {
    phone: phone.e164,
    ...(state?.success ? { state: state.data, stateAsTyped: null } : {}),
    updatedAt: now,
  });
  return toUserProfile(updated);
}

export const EMAIL_CHANGE_ELSEWHERE_MESSAGE =
  'The e-mail changes only through POST /api/users/email-change, which mails a link to the new address';

/** Only the specialties of the user's country (Conosur has no hematology nor pneumology). */
/** The specialties chosen, once each, all offered in the user's country (else a 400 on the offending ones). */
function offeredPreferences(user: UserRow, chosen: readonly string[]): string[] {
  const offered: readonly Specialty[] = getCountry(user.country).specialties;
  const errors = chosen.flatMap((preference, index) =>
    offered.includes(preference as Specialty)
      ? []
      : [{ path: `preferences.${index}`, message: `'${preference}' is not offered in ${user.country}` }],
  );
  if (errors.length > 0) throw validationFailed(errors);
  return [...new Set(chosen)];
}

export async function updatePreferences(
  db: Database,
  user: UserRow,
  body: UpdatePreferencesBody,
  now: Date,
): Promise<UserProfile> {
  const preferences = offeredPreferences(user, body.preferences);
  return toUserProfile(await updateUser(db, user.id, { preferences, updatedAt: now }));
}

/**
 * The first sign-in welcome answered: the specialties chosen replace the preferences (the "for you" row
 * reads them); skipped, they stay. Either way it is not shown again; a second answer changes nothing of
 * when it was first answered.
 */
export async function answerWelcome(
  db: Database,
  user: UserRow,
  body: WelcomeBody,
  now: Date,
): Promise<UserProfile> {
  const preferences = body.preferences ? offeredPreferences(user, body.preferences) : undefined;
  return toUserProfile(
    await updateUser(db, user.id, {
      ...(preferences ? { preferences } : {}),
      welcomedAt: user.welcomedAt ?? now,
      updatedAt: now,
    }),
  );
}

/** Disabling an account ends its sessions at once and stops any new sign-in. */
export async function disableUser(db: Database, userId: string, now: Date): Promise<void> {
  await updateUser(db, userId, { disabledAt: now, updatedAt: now });
  await revokeAllSessions(db, userId, now);
}

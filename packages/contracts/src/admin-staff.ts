// Staff and role management in the operator console (issue 15, `admin` only): list the members an admin
// manages, invite one (a one-time set-password link by mail; TOTP enrolment at the first sign-in), change
// roles and countries, deactivate/reactivate, reset MFA. A member is manageable when all their countries
// are the admin's.
import { z } from 'zod';
import { staffCountrySchema, staffRoleSchema } from './admin.ts';
import { PASSWORD_MAX_LENGTH } from './identity-provider.ts';

/** The language of the invitation mail (the console's languages). */
export const staffMailLanguageSchema = z.enum(['pt-br', 'es']);
export type StaffMailLanguage = z.infer<typeof staffMailLanguageSchema>;

const rolesSchema = z
  .array(staffRoleSchema)
  .min(1)
  .max(6)
  .refine((roles) => new Set(roles).size === roles.length, 'Each role once');
const countriesSchema = z
  .array(staffCountrySchema)
  .min(1)
  .max(7)
  .refine((countries) => new Set(countries).size === countries.length, 'Each country once');

export const staffIdParamsSchema = z.object({ id: z.uuid() });

export const staffListQuerySchema = z.object({
  role: staffRoleSchema.optional(),
  country: staffCountrySchema.optional(),
  /** `true` (active only), `false` (deactivated only); all when absent. */
  active: z.enum(['true', 'false']).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  countries: z.array(staffCountrySchema),
  active: z.boolean(),
  /** False while an invited member has not set a password yet. */
  passwordSet: z.boolean(),
  /** False until the member enrolled an authenticator (again, after an MFA reset). */
  mfaEnrolled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ members: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const staffCreateSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(2).max(120),
  roles: rolesSchema,
  countries: countriesSchema,
  language: staffMailLanguageSchema,
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/** Roles and countries (either or both); the admin's own admin role cannot be removed. */
export const staffUpdateSchema = z
  .object({ roles: rolesSchema.optional(), countries: countriesSchema.optional() })
  .refine((update) => update.roles !== undefined || update.countries !== undefined, {
    message: 'Change roles or countries',
    path: ['roles'],
  });
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

/** A new set-password link for the member (e.g. the first one expired). */
export const staffInviteSchema = z.object({ language: staffMailLanguageSchema });
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** The member's own first password, through the mailed link (no session: the token is the proof). */
export const staffSetPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type StaffSetPassword = z.infer<typeof staffSetPasswordSchema>;

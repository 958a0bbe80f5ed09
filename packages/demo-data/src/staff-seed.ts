// Demo staff of the operator console (issue 15; demo data only): one member per role, every country,
// the demo password, and a fixed TOTP secret each (printed in README) so the demo and the e2e can sign
// in. Production staff enrol their own authenticator. Added once; a database that has them is left alone.
import type { CountryCode } from '@portal/countries';
import type { DatabaseHandle } from '@portal/db';
import { inArray, staff } from '@portal/db';
import { DEMO_PASSWORD } from './demo-accounts.ts';

const ALL_COUNTRIES: CountryCode[] = ['MX', 'AR', 'CL', 'CR', 'CO', 'PE', 'BR'];

export interface DemoStaffMember {
  email: string;
  name: string;
  roles: string[];
  /** Base32 TOTP secret (SHA-1, 6 digits, 30 s). */
  totpSecret: string;
}

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    email: 'editor@example.com',
    name: 'Edna Editor',
    roles: ['editor'],
    totpSecret: 'EDITORDEMOSECRETPORTALCONSOLE234',
  },
  {
    email: 'reviewer@example.com',
    name: 'Rui Reviewer',
    roles: ['reviewer'],
    totpSecret: 'REVIEWERDEMOSECRETPORTALCONSOLE2',
  },
  {
    email: 'mi@example.com',
    name: 'Marta Medical Information',
    roles: ['mi_officer'],
    totpSecret: 'MIOFFICERDEMOSECRETPORTALCONSOLE',
  },
  {
    email: 'pv@example.com',
    name: 'Paulo Pharmacovigilance',
    roles: ['pv_officer'],
    totpSecret: 'PVOFFICERDEMOSECRETPORTALCONSOLE',
  },
  {
    email: 'verifier@example.com',
    name: 'Vera Verifier',
    roles: ['verifier'],
    totpSecret: 'VERIFIERDEMOSECRETPORTALCONSOLE2',
  },
  {
    email: 'admin@example.com',
    name: 'Ana Admin',
    roles: ['admin'],
    totpSecret: 'ADMINDEMOSECRETPORTALCONSOLE2345',
  },
];

export async function seedDemoStaff(
  handle: DatabaseHandle,
  hashPassword: (password: string) => Promise<string>,
  now = new Date(),
): Promise<number> {
  const { db } = handle;
  const emails = DEMO_STAFF.map((m) => m.email);
  const existing = await db.select({ email: staff.email }).from(staff).where(inArray(staff.email, emails));
  if (existing.length === DEMO_STAFF.length) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await db
    .insert(staff)
    .values(
      DEMO_STAFF.map((member) => ({
        email: member.email,
        name: member.name,
        passwordHash,
        roles: member.roles,
        countries: ALL_COUNTRIES,
        totpSecret: member.totpSecret,
        totpEnrolledAt: now,
        demo: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return rows.length;
}

import { STAFF_ROLES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, can, coversCountry, managesMember, mayReview, sharesCountry } from './policy.ts';

describe('admin policy', () => {
  it('names only known roles', () => {
    for (const roles of Object.values(ADMIN_ACTIONS)) {
      for (const role of roles) expect(STAFF_ROLES).toContain(role);
    }
  });

  it('lets an editor write and a reviewer review, not the other way round', () => {
    expect(can({ roles: ['editor'] }, 'content.write')).toBe(true);
    expect(can({ roles: ['editor'] }, 'content.review')).toBe(false);
    expect(can({ roles: ['reviewer'] }, 'content.review')).toBe(true);
    expect(can({ roles: ['reviewer'] }, 'content.write')).toBe(false);
    expect(can({ roles: ['pv_officer'] }, 'audit.read')).toBe(false);
    expect(can({ roles: ['admin'] }, 'audit.read')).toBe(true);
    expect(can({ roles: [] }, 'content.read')).toBe(false);
  });

  it('scopes by country and refuses self-review', () => {
    expect(coversCountry({ countries: ['BR'] }, 'BR')).toBe(true);
    expect(coversCountry({ countries: ['BR'] }, 'MX')).toBe(false);
    expect(sharesCountry({ countries: ['AR'] }, ['BR', 'MX'])).toBe(false);
    expect(sharesCountry({ countries: ['AR', 'MX'] }, ['BR', 'MX'])).toBe(true);
    expect(mayReview({ id: 'a' }, 'a')).toBe(false);
    expect(mayReview({ id: 'a' }, 'b')).toBe(true);
  });
});

describe('staff management scope', () => {
  const admin = { id: 'a', countries: ['BR', 'AR'] as const };
  it('manages members whose countries are all the admin’s, never the admin', () => {
    expect(can({ roles: ['admin'] }, 'staff.manage')).toBe(true);
    expect(can({ roles: ['editor', 'reviewer'] }, 'staff.manage')).toBe(false);
    expect(managesMember(admin, { id: 'b', countries: ['BR'] })).toBe(true);
    expect(managesMember(admin, { id: 'b', countries: ['BR', 'AR'] })).toBe(true);
    expect(managesMember(admin, { id: 'b', countries: ['BR', 'MX'] })).toBe(false);
    expect(managesMember(admin, { id: 'a', countries: ['BR'] })).toBe(false);
  });
});

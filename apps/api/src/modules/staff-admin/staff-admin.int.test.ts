// Staff and role management (issue 15) on both databases: only admins; field errors; the invitation by
// mail, the member's own password and TOTP enrolment; role and country changes seen at once; the self and
// last-admin rules; deactivation refusing the member's token at once; MFA reset; country scope; audit rows.
import type { StaffList, StaffMember } from '@portal/contracts';
import { and, eq, mailOutbox, staff, staffRecoveryCodes } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import {
  consoleCaller,
  staffPasswordStep,
  staffSecret,
  staffSignIn,
  totpAt,
} from '../console-kernel/test-support.ts';
import { hashPassword } from '../passwords/service.ts';
import { bearer, seededApp, setClock, signIn } from '../users/test-support.ts';
import { updateStaffMember } from './service.ts';

const NEW_PASSWORD = 'Lua cheia sobre o Guaíba 2026';

describeEachDatabase('staff and role management', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};

  const { call, auditOf } = consoleCaller(() => app, tokens);
  const linkTokenFor = async (email: string) => {
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'staff_invite')));
    const text = mails.at(-1)?.text ?? '';
    return { count: mails.length, text, token: /\/admin\/set-password#token=([\w-]+)/.exec(text)?.[1] ?? '' };
  };
  /** A member's full token after the password and a code of the secret they just enrolled. */
  const enrolAndSignIn = async (email: string) => {
    const first = await staffPasswordStep(app, email, NEW_PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    const { token, next } = first.json() as { token: string; next: string };
    expect(next).toBe('enrol');
    const enrolment = await app.inject({
      method: 'POST',
      url: '/api/admin/session/totp/enrolment',
      headers: bearer(token),
    });
    const { secret } = enrolment.json() as { secret: string };
    const verified = await app.inject({
      method: 'POST',
      url: '/api/admin/session/totp',
      headers: bearer(token),
      payload: { code: await totpAt(secret, app.clock.now()) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { token, secret };
  };

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    // A Brazilian admin: manages members of Brazil only.
    await app.db.insert(staff).values({
      email: 'admin.br@example.com',
      name: 'Admin BR',
      passwordHash: await hashPassword('Demo-Portal-2026!'),
      roles: ['admin'],
      countries: ['BR'],
      totpSecret: staffSecret('admin@example.com'),
      totpEnrolledAt: new Date('2026-01-01T00:00:00Z'),
    });
    for (const role of ['editor', 'reviewer', 'mi', 'pv', 'verifier', 'admin'])
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
    tokens.adminBr = await staffSignIn(app, 'admin.br@example.com', staffSecret('admin@example.com'));
    tokens.doctorBr = await signIn(app, 'doctor.br@example.com');
  });

  const invite = {
    email: 'Nova.Editora@example.com',
    name: 'Nora Nova',
    roles: ['editor'],
    countries: ['BR'],
    language: 'pt-br',
  };
  let member: StaffMember;

  it('refuses every role but admin, physicians and anonymous callers', async () => {
    const someone = '00000000-0000-4000-8000-000000000000';
    for (const who of ['editor', 'reviewer', 'mi', 'pv', 'verifier']) {
      expect((await call('GET', '/api/admin/staff', who)).statusCode, who).toBe(403);
      expect((await call('POST', '/api/admin/staff', who, invite)).statusCode, who).toBe(403);
      expect((await call('PATCH', `/api/admin/staff/${someone}`, who, { roles: ['admin'] })).statusCode).toBe(
        403,
      );
      expect((await call('POST', `/api/admin/staff/${someone}/deactivate`, who)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/staff/${someone}/reset-mfa`, who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/staff', 'doctorBr')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/staff' })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/staff', 'admin')).statusCode).toBe(200);
  });

  it('answers bad input with field errors', async () => {
    const bad = await call('POST', '/api/admin/staff', 'admin', {
      ...invite,
      email: 'not-an-email',
      roles: ['owner'],
      countries: [],
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json() as { errors: { path: string }[] }).errors.map((e) => e.path.split('.')[0]);
    expect(paths).toEqual(expect.arrayContaining(['email', 'roles', 'countries']));
    const empty = await call('PATCH', '/api/admin/staff/00000000-0000-4000-8000-000000000000', 'admin', {});
    expect(empty.statusCode).toBe(400);
    // A Brazilian admin gives no Mexican country.
    expect(
      (await call('POST', '/api/admin/staff', 'adminBr', { ...invite, countries: ['BR', 'MX'] })).statusCode,
    ).toBe(403);
  });

  it('invites a member, who sets a password from the mail and enrols TOTP', async () => {
    const created = await call('POST', '/api/admin/staff', 'admin', invite);
    expect(created.statusCode, created.body).toBe(201);
    member = created.json() as StaffMember;
    expect(member).toMatchObject({
      email: 'nova.editora@example.com',
      roles: ['editor'],
      countries: ['BR'],
      active: true,
      passwordSet: false,
      mfaEnrolled: false,
    });
    const duplicate = await call('POST', '/api/admin/staff', 'admin', invite);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ errors: [{ path: 'email' }] });

    // No password yet: sign-in is refused like an unknown e-mail.
    expect((await staffPasswordStep(app, member.email, NEW_PASSWORD)).statusCode).toBe(401);
    const mail = await linkTokenFor(member.email);
    expect(mail.count).toBe(1);
    expect(mail.text).toContain('Olá, Nora Nova.');
    const setPassword = (token: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/admin/staff/password', payload: { token, password } });
    const weak = await setPassword(mail.token, 'nova.editora123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errors: [{ path: 'password' }] });
    const forged = await setPassword('x'.repeat(43), NEW_PASSWORD);
    expect(forged.json()).toMatchObject({ errors: [{ path: 'token' }] });
    expect((await setPassword(mail.token, NEW_PASSWORD)).statusCode).toBe(204);
    // Once only.
    expect((await setPassword(mail.token, NEW_PASSWORD)).statusCode).toBe(400);

    tokens.member = (await enrolAndSignIn(member.email)).token;
    const me = await call('GET', '/api/admin/me', 'member');
    expect(me.json()).toMatchObject({ roles: ['editor'], countries: ['BR'] });
  });

  it('lists by role, country and state within the admin’s countries', async () => {
    const list = async (who: string, query = '') =>
      ((await call('GET', `/api/admin/staff${query}`, who)).json() as StaffList).members.map((m) => m.email);
    expect(await list('admin', '?role=editor')).toEqual(['editor@example.com', 'nova.editora@example.com']);
    expect(await list('admin', '?role=editor&active=false')).toEqual([]);
    expect(await list('admin', '?country=BR&role=admin')).toEqual([
      'admin.br@example.com',
      'admin@example.com',
    ]);
    // The Brazilian admin sees only members working for Brazil alone (and themselves).
    expect(await list('adminBr')).toEqual(['admin.br@example.com', 'nova.editora@example.com']);
    // Members of other countries are not found for them.
    const editorId = (await app.db.select().from(staff).where(eq(staff.email, 'editor@example.com')))[0]?.id;
    expect((await call('GET', `/api/admin/staff/${editorId}`, 'adminBr')).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/staff/${editorId}/deactivate`, 'adminBr')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/staff?active=maybe', 'admin')).statusCode).toBe(400);
  });

  it('changes roles and countries, seen by the member’s next request', async () => {
    const changed = await call('PATCH', `/api/admin/staff/${member.id}`, 'admin', {
      roles: ['reviewer'],
      countries: ['BR', 'MX'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/admin/me', 'member')).json()).toMatchObject({
      roles: ['reviewer'],
      countries: ['BR', 'MX'],
    });
    expect((await call('POST', '/api/admin/content', 'member', {})).statusCode).toBe(403);
    // Now outside the Brazilian admin's countries.
    expect((await call('GET', `/api/admin/staff/${member.id}`, 'adminBr')).statusCode).toBe(404);
  });

  it('never lets an admin change, deactivate or reset themselves, nor leave no active admin', async () => {
    const adminId = ((await call('GET', '/api/admin/me', 'admin')).json() as { id: string }).id;
    const demote = await call('PATCH', `/api/admin/staff/${adminId}`, 'admin', { roles: ['editor'] });
    expect(demote.statusCode).toBe(403);
    expect((await call('POST', `/api/admin/staff/${adminId}/deactivate`, 'admin')).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/staff/${adminId}/reset-mfa`, 'admin')).statusCode).toBe(403);
    // Their own page is readable.
    expect((await call('GET', `/api/admin/staff/${adminId}`, 'admin')).statusCode).toBe(200);

    // The last active admin can only be reached by a race (the self rule covers the rest): admin.br is
    // deactivated by a concurrent request just before its own request demotes admin@, the only other one.
    const adminBrId = ((await call('GET', '/api/admin/me', 'adminBr')).json() as { id: string }).id;
    await app.db.update(staff).set({ active: false }).where(eq(staff.id, adminBrId));
    const racing = {
      db: app.db,
      now: app.clock.now(),
      staff: { id: adminBrId, email: 'admin.br@example.com', roles: ['admin'], countries: ['BR' as const] },
    };
    // (admin@ narrowed to Brazil for the moment, so admin.br may manage it.)
    const [original] = await app.db.select().from(staff).where(eq(staff.id, adminId));
    await app.db
      .update(staff)
      .set({ countries: ['BR'] })
      .where(eq(staff.id, adminId));
    await expect(updateStaffMember(racing, adminId, { roles: ['editor'] })).rejects.toThrow(
      /without an active admin/,
    );
    const [adminRow] = await app.db.select().from(staff).where(eq(staff.id, adminId));
    expect(adminRow?.roles).toEqual(['admin']);
    await app.db
      .update(staff)
      .set({ countries: original?.countries ?? [] })
      .where(eq(staff.id, adminId));
    await app.db.update(staff).set({ active: true }).where(eq(staff.id, adminBrId));
  });

  it('deactivation refuses the member’s token at once, and sign-in; reactivation lets them in again', async () => {
    expect((await call('GET', '/api/admin/me', 'member')).statusCode).toBe(200);
    const off = await call('POST', `/api/admin/staff/${member.id}/deactivate`, 'admin');
    expect(off.json()).toMatchObject({ active: false });
    expect((await call('GET', '/api/admin/me', 'member')).statusCode).toBe(401);
    expect((await staffPasswordStep(app, member.email, NEW_PASSWORD)).statusCode).toBe(401);
    const on = await call('POST', `/api/admin/staff/${member.id}/reactivate`, 'admin');
    expect(on.json()).toMatchObject({ active: true });
    // The old session stays ended; a new sign-in works.
    expect((await call('GET', '/api/admin/me', 'member')).statusCode).toBe(401);
    expect((await staffPasswordStep(app, member.email, NEW_PASSWORD)).json()).toMatchObject({
      next: 'verify',
    });
  });

  it('resets MFA: recovery codes gone, sessions ended, enrolment again at the next sign-in', async () => {
    const later = new Date(app.clock.now().getTime() + 60_000);
    setClock(app, later);
    const first = (await staffPasswordStep(app, member.email, NEW_PASSWORD)).json() as { token: string };
    expect(
      (await app.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id)))
        .length,
    ).toBe(10);
    const reset = await call('POST', `/api/admin/staff/${member.id}/reset-mfa`, 'admin');
    expect(reset.json()).toMatchObject({ mfaEnrolled: false });
    expect(
      (await app.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id)))
        .length,
    ).toBe(0);
    // The half-open session of before the reset is gone.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/session/totp',
          headers: bearer(first.token),
          payload: { code: '123456' },
        })
      ).statusCode,
    ).toBe(401);
    tokens.member = (await enrolAndSignIn(member.email)).token;
  });

  it('sends a new set-password link; the earlier one stops working', async () => {
    const before = await linkTokenFor(member.email);
    const sent = await call('POST', `/api/admin/staff/${member.id}/invite`, 'admin', { language: 'es' });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await linkTokenFor(member.email);
    expect(after.count).toBe(before.count + 1);
    expect(after.text).toContain('Hola, Nora Nova.');
  });

  it('audits every action with its before and after', async () => {
    const trail = await auditOf(member.id);
    expect(trail.map((e) => e.action).reverse()).toEqual([
      'staff.create',
      'staff.password_set',
      'totp_enrolled',
      'sign_in',
      'staff.update',
      'staff.deactivate',
      'staff.reactivate',
      'staff.reset_mfa',
      'totp_enrolled',
      'sign_in',
      'staff.invite',
    ]);
    const update = trail.find((e) => e.action === 'staff.update');
    expect(update?.changes).toEqual({
      roles: { before: ['editor'], after: ['reviewer'] },
      countries: { before: ['BR'], after: ['BR', 'MX'] },
    });
    expect(trail.find((e) => e.action === 'staff.deactivate')?.changes).toEqual({
      active: { before: true, after: false },
    });
    expect(trail.find((e) => e.action === 'staff.create')).toMatchObject({
      staffEmail: 'admin@example.com',
      changes: { roles: { before: null, after: ['editor'] } },
    });
    expect(trail.find((e) => e.action === 'staff.password_set')?.staffEmail).toBe('nova.editora@example.com');
  });
});

// The physicians' administration and the data-subject rights (issue 16) on both databases: search within
// the admin's countries, speaker training and veevaID, disabling that ends the session at once, the JSON
// export (admin and the physician's own), the deletion request, and anonymisation that leaves no
// personal data in the user's rows while the certificate stays verifiable without the name.
import type {
  AuditList,
  Certificate,
  CertificateVerification,
  DataExport,
  PhysicianDetail,
  PhysicianList,
} from '@portal/contracts';
import {
  demoUid,
  eq,
  idpAccounts,
  medicalInformationRequests,
  professionalChecks,
  sessions,
  users,
} from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { addStaffMember, callAs, staffSignIn } from '../console-kernel/test-support.ts';
import { addContent, contentFixture } from '../content/test-fixtures.ts';
import { issueCertificate } from '../training/service.ts';
import { bearer, seededApp, setClock, signedLogin, signIn } from '../users/test-support.ts';

const MX_ADMIN_SECRET = 'MXADMINSECRETPORTALCONSOLEABCDEF';

describeEachDatabase('physicians administration and data-subject rights', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const call = callAs(() => app, tokens);

  const search = async (who: string, q: string) => {
    const response = await call('GET', `/api/admin/physicians?q=${encodeURIComponent(q)}`, who);
    expect(response.statusCode).toBe(200);
    return (response.json() as PhysicianList).physicians;
  };

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    await addStaffMember(app, {
      email: 'admin.mx@example.com',
      name: 'Admin MX',
      roles: ['admin'],
      countries: ['MX'],
      totpSecret: MX_ADMIN_SECRET,
    });
    tokens.admin = await staffSignIn(app, 'admin@example.com');
    tokens.adminMx = await staffSignIn(app, 'admin.mx@example.com', MX_ADMIN_SECRET);
    tokens.verifier = await staffSignIn(app, 'verifier@example.com');
    for (const who of ['doctor.br', 'doctor.mx', 'doctor.cl']) {
      tokens[who] = await signIn(app, `${who}@example.com`);
      const [row] = await app.db
        .select()
        .from(users)
        .where(eq(users.email, `${who}@example.com`));
      ids[who] = row?.id ?? '';
    }
    // A passed course for doctor.br and doctor.mx (certificates are kept through anonymisation).
    await addContent(
      app.db,
      contentFixture('c-anon', {
        mainCluster: 'to_training',
        title: 'Curso de anonimização',
        publications: [
          { country: 'BR', approvalCode: 'BR-c-anon', publishedAt: new Date('2026-01-01T00:00:00Z') },
          { country: 'MX', approvalCode: 'MX-c-anon', publishedAt: new Date('2026-01-01T00:00:00Z') },
        ],
      }),
    );
    for (const who of ['doctor.br', 'doctor.mx'])
      await issueCertificate(app.db, ids[who] ?? '', 'c-anon', null, new Date('2026-05-20T10:00:00Z'));
  });

  describe('search and roles', () => {
    it('finds a physician by name, e-mail or register number, in the admin’s countries only', async () => {
      expect((await search('admin', 'souza oliv')).map((p) => p.email)).toEqual(['doctor.br@example.com']);
      expect((await search('admin', 'DOCTOR.BR@')).map((p) => p.email)).toEqual(['doctor.br@example.com']);
      expect((await search('admin', '123456')).map((p) => p.email)).toContain('doctor.br@example.com');
      // LIKE's wildcards are taken literally.
      expect(await search('admin', '%%')).toEqual([]);
      expect(await search('adminMx', 'souza oliv')).toEqual([]);
      expect((await search('adminMx', 'doctor')).map((p) => p.country)).toEqual(['MX']);
      expect((await call('GET', `/api/admin/physicians/${ids['doctor.br']}`, 'adminMx')).statusCode).toBe(
        404,
      );
      expect(
        (await call('GET', `/api/admin/physicians/${ids['doctor.br']}/export`, 'adminMx')).statusCode,
      ).toBe(404);
    });

    it('is for admins: a verifier gets 403, a physician token and no token 401', async () => {
      expect((await call('GET', '/api/admin/physicians?q=doctor', 'verifier')).statusCode).toBe(403);
      expect(
        (await call('GET', `/api/admin/physicians/${ids['doctor.br']}/export`, 'verifier')).statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/admin/physicians?q=doctor', 'doctor.br')).statusCode).toBe(401);
      expect(
        (await call('GET', `/api/admin/physicians/${ids['doctor.br']}/export`, 'doctor.br')).statusCode,
      ).toBe(401);
      expect(
        (await call('POST', `/api/admin/physicians/${ids['doctor.br']}/disable`, 'doctor.br')).statusCode,
      ).toBe(401);
      expect((await app.inject({ url: '/api/admin/physicians?q=doctor' })).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/physicians?q=a', 'admin')).statusCode).toBe(400);
    });
  });

  describe('account changes', () => {
    it('grants and revokes speaker training and sets the veevaID, audited', async () => {
      const url = `/api/admin/physicians/${ids['doctor.cl']}`;
      const granted = await call('PATCH', url, 'admin', {
        canAccessSpeakTraining: true,
        veevaId: 'VV-CL-77',
      });
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toMatchObject({ canAccessSpeakTraining: true, veevaId: 'VV-CL-77' });
      const profile = await app.inject({
        url: '/api/users/profile',
        headers: bearer(tokens['doctor.cl'] ?? ''),
      });
      expect(profile.json()).toMatchObject({ canAcessSpeakTraining: true, veevaID: 'VV-CL-77' });
      const revoked = await call('PATCH', url, 'admin', { canAccessSpeakTraining: false, veevaId: '' });
      expect(revoked.json()).toMatchObject({ canAccessSpeakTraining: false, veevaId: null });
      expect((await call('PATCH', url, 'admin', { veevaId: 'no spaces <b>' })).statusCode).toBe(400);
      expect((await call('PATCH', url, 'admin', {})).statusCode).toBe(400);
      const audit = (
        await call('GET', `/api/admin/audit?entityId=${ids['doctor.cl']}`, 'admin')
      ).json() as AuditList;
      expect(audit.entries.map((e) => e.action)).toEqual(['physicians.update', 'physicians.update']);
      expect(audit.entries[1]?.changes).toEqual({
        canAccessSpeakTraining: { before: false, after: true },
        veevaId: { before: 'DEMO-CL-0001', after: 'VV-CL-77' },
      });
    });

    it('disabling ends the physician’s session at once and refuses sign-in; enabling lets them back', async () => {
      const token = tokens['doctor.cl'] ?? '';
      expect((await app.inject({ url: '/api/clusters/home', headers: bearer(token) })).statusCode).toBe(200);
      const disabled = await call('POST', `/api/admin/physicians/${ids['doctor.cl']}/disable`, 'admin');
      expect(disabled.statusCode).toBe(200);
      expect((disabled.json() as PhysicianDetail).disabled).toBe(true);
      // A disabled account is still found, to be enabled again.
      expect((await search('admin', 'DOCTOR.CL@')).map((p) => p.email)).toEqual(['doctor.cl@example.com']);
      expect((await app.inject({ url: '/api/clusters/home', headers: bearer(token) })).statusCode).toBe(401);
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: signedLogin(app, demoUid('doctor.cl@example.com')),
      });
      expect(login.statusCode).toBe(403);
      const enabled = await call('POST', `/api/admin/physicians/${ids['doctor.cl']}/enable`, 'admin');
      expect((enabled.json() as PhysicianDetail).disabled).toBe(false);
      // The old session stays ended; a new sign-in (a new signature, a second later) works.
      setClock(app, new Date(app.clock.now().getTime() + 1_000));
      expect((await app.inject({ url: '/api/clusters/home', headers: bearer(token) })).statusCode).toBe(401);
      const again = await signIn(app, 'doctor.cl@example.com');
      expect((await app.inject({ url: '/api/clusters/home', headers: bearer(again) })).statusCode).toBe(200);
      const audit = (
        await call('GET', `/api/admin/audit?entityId=${ids['doctor.cl']}`, 'admin')
      ).json() as AuditList;
      expect(audit.entries.slice(0, 2).map((e) => e.action)).toEqual([
        'physicians.enable',
        'physicians.disable',
      ]);
    });
  });

  describe('data-subject rights', () => {
    it('exports a physician’s data as JSON for the admin (audited) and for the physician themself', async () => {
      const byAdmin = await call('GET', `/api/admin/physicians/${ids['doctor.br']}/export`, 'admin');
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.headers['content-disposition']).toMatch(/^attachment; filename="portal-data-/);
      const data = byAdmin.json() as DataExport;
      expect(data.account).toMatchObject({ email: 'doctor.br@example.com', firstName: 'Ana' });
      expect(data.sections.certificates?.length).toBeGreaterThan(0);
      expect(JSON.stringify(data)).not.toMatch(/tokenHash|passwordHash|idpUid/);
      const audit = (
        await call('GET', `/api/admin/audit?entityId=${ids['doctor.br']}`, 'admin')
      ).json() as AuditList;
      expect(audit.entries[0]?.action).toBe('physicians.export');

      const own = await app.inject({
        url: '/api/users/me/export',
        headers: bearer(tokens['doctor.br'] ?? ''),
      });
      expect(own.statusCode).toBe(200);
      expect((own.json() as DataExport).account.email).toBe('doctor.br@example.com');
      expect((own.json() as DataExport).sections.sessions?.length).toBeGreaterThan(0);
    });

    it('refuses a staff token and no token on the physician’s own export and deletion request', async () => {
      expect((await call('GET', '/api/users/me/export', 'admin')).statusCode).toBe(401);
      expect((await call('POST', '/api/users/me/deletion-request', 'admin')).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/users/me/export' })).statusCode).toBe(401);
    });

    it('records the physician’s deletion request once, and shows it to the admin', async () => {
      const token = tokens['doctor.mx'] ?? '';
      const none = await app.inject({ url: '/api/users/me/deletion-request', headers: bearer(token) });
      expect(none.json()).toEqual({ requestedAt: null });
      const asked = app.clock.now().toISOString();
      const first = await app.inject({
        method: 'POST',
        url: '/api/users/me/deletion-request',
        headers: bearer(token),
      });
      expect(first.json()).toEqual({ requestedAt: asked });
      setClock(app, new Date(app.clock.now().getTime() + 60_000));
      const second = await app.inject({
        method: 'POST',
        url: '/api/users/me/deletion-request',
        headers: bearer(token),
      });
      expect(second.json()).toEqual({ requestedAt: asked });
      const again = await app.inject({ url: '/api/users/me/deletion-request', headers: bearer(token) });
      expect(again.json()).toEqual({ requestedAt: asked });
      const found = await search('admin', 'doctor.mx');
      expect(found[0]).toMatchObject({ email: 'doctor.mx@example.com', deletionRequested: true });
      // The admin's work list: every account whose holder asked, and no one else.
      const workList = await call('GET', '/api/admin/physicians?deletionRequested=true', 'admin');
      expect((workList.json() as PhysicianList).physicians.map((p) => p.email)).toEqual([
        'doctor.mx@example.com',
      ]);
      expect((await call('GET', '/api/admin/physicians?deletionRequested=false', 'admin')).statusCode).toBe(
        400,
      );
    });

    it('anonymises an account: no personal data left in its rows, the certificate still verifiable', async () => {
      const id = ids['doctor.mx'] ?? '';
      const [before] = await app.db.select().from(users).where(eq(users.id, id));
      if (!before) throw new Error('doctor.mx missing');
      const certificates = (
        await app.inject({ url: '/api/training/certificates', headers: bearer(tokens['doctor.mx'] ?? '') })
      ).json() as Certificate[];
      const code = certificates[0]?.code ?? '';
      expect(code).not.toBe('');
      // A suspected adverse event and an ordinary question.
      const request = {
        userId: id,
        country: 'MX' as const,
        product: 'Cardiox',
        name: 'Alejandro Hernández López',
        email: 'doctor.mx@example.com',
        phone: '+525512345678',
        date: new Date('2026-05-01T10:00:00Z'),
        content: 'Paciente con exantema tras la segunda dosis',
        type: 'Pergunta',
      };
      await app.db.insert(medicalInformationRequests).values([
        { ...request, id: 'ae-1', adverseEventSuspected: true },
        { ...request, id: 'q-1', content: 'Dosis en insuficiencia renal' },
      ]);

      const url = `/api/admin/physicians/${id}/anonymise`;
      const wrong = await call('POST', url, 'admin', {
        confirmEmail: 'doctor.br@example.com',
        reference: 'DSR-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].path).toBe('confirmEmail');
      expect(
        (await call('POST', url, 'verifier', { confirmEmail: before.email, reference: 'DSR-1' })).statusCode,
      ).toBe(403);
      const done = await call('POST', url, 'admin', {
        confirmEmail: 'Doctor.MX@example.com',
        reference: 'DSR-2026-001',
      });
      expect(done.statusCode).toBe(200);

      // The user's row: nothing of the person.
      const [after] = await app.db.select().from(users).where(eq(users.id, id));
      if (!after) throw new Error('the anonymised row is kept');
      const personal = [
        before.email,
        before.firstName,
        'Hernández',
        before.phone,
        before.registerNumber,
        before.veevaId,
        before.idpUid,
        before.state,
      ].filter((value): value is string => typeof value === 'string' && value !== '');
      const rowText = JSON.stringify(after);
      for (const value of personal) expect(rowText).not.toContain(value);
      expect(after).toMatchObject({
        firstName: '',
        lastName: '',
        phone: null,
        registerNumber: null,
        veevaId: null,
      });
      expect(after.anonymisedAt).not.toBeNull();
      expect(after.disabledAt).not.toBeNull();
      // Records that were only the person's are gone, with the provider's account and every session.
      expect(await app.db.select().from(idpAccounts).where(eq(idpAccounts.uid, before.idpUid))).toEqual([]);
      expect(await app.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
      expect(await app.db.select().from(professionalChecks).where(eq(professionalChecks.userId, id))).toEqual(
        [],
      );
      // The adverse-event report is kept for pharmacovigilance, detached; the ordinary question is gone.
      const kept = await app.db
        .select()
        .from(medicalInformationRequests)
        .where(eq(medicalInformationRequests.product, 'Cardiox'));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ id: 'ae-1', userId: null, name: '', email: '', phone: null });
      // The certificate stays valid, without a name.
      const verification = (
        await app.inject({ url: `/api/public/certificates/${code}` })
      ).json() as CertificateVerification;
      expect(verification).toMatchObject({ valid: true, name: null, code });
      expect(verification.course).not.toBeNull();
      // The person can no longer sign in, be found, or be exported; the act is audited with its reference.
      expect(
        (await app.inject({ url: '/api/clusters/home', headers: bearer(tokens['doctor.mx'] ?? '') }))
          .statusCode,
      ).toBe(401);
      expect(await search('admin', 'doctor.mx')).toEqual([]);
      expect((await call('GET', `/api/admin/physicians/${id}/export`, 'admin')).statusCode).toBe(404);
      expect(
        (await call('POST', url, 'admin', { confirmEmail: before.email, reference: 'again' })).statusCode,
      ).toBe(404);
      const audit = (await call('GET', `/api/admin/audit?entityId=${id}`, 'admin')).json() as AuditList;
      expect(audit.entries[0]).toMatchObject({
        action: 'physicians.anonymise',
        changes: { reference: { before: null, after: 'DSR-2026-001' } },
      });
      expect(JSON.stringify(audit.entries[0])).not.toContain(before.email);
    });
  });
});

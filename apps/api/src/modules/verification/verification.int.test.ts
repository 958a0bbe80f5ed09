// The professional verification queue (issue 16) on both databases: what a verifier sees (their
// countries only, with the registry's answer), who may decide (verifiers; never a physician's token),
// rejection needs a reason and is mailed in the physician's language, and approval opens the portal to
// the physician's very next request on the session they already hold.
import type { AuditList, PendingRegistration, VerificationQueue } from '@portal/contracts';
import { and, eq, mailOutbox, professionalChecks, users } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { addStaffMember, callAs, staffSignIn } from '../console-kernel/test-support.ts';
import { bearer, seededApp, setClock, signIn } from '../users/test-support.ts';

const MX_VERIFIER_SECRET = 'MXVERIFIERSECRETPORTALCONSOLEABC';

describeEachDatabase('professional verification queue', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  let pendingBr: string;
  let pendingBrId: string;
  let pendingMxId: string;

  const call = callAs(() => app, tokens);

  const queueOf = async (who: string, status = 'pending') => {
    const response = await call('GET', `/api/admin/verification?status=${status}`, who);
    expect(response.statusCode).toBe(200);
    return (response.json() as VerificationQueue).registrations;
  };

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    // A verifier who works for Mexico only.
    await addStaffMember(app, {
      email: 'verifier.mx@example.com',
      name: 'Verónica MX',
      roles: ['verifier'],
      countries: ['MX'],
      totpSecret: MX_VERIFIER_SECRET,
    });
    // A Mexican registration the registry did not find (stored as registration stores it).
    const [mx] = await app.db
      .insert(users)
      .values({
        idpUid: 'test-pending-mx',
        email: 'pending.mx@example.com',
        firstName: 'Mariana',
        lastName: 'Pérez Soto',
        country: 'MX',
        registerType: 'CRM',
        registerNumber: '99887766',
        language: 'es-MX',
        verification: 'pending',
      })
      .returning();
    pendingMxId = mx?.id ?? '';
    await app.db.insert(professionalChecks).values({
      userId: pendingMxId,
      checkedAt: new Date('2026-05-31T10:00:00Z'),
      country: 'MX',
      registerType: 'CRM',
      registerNumber: '99887766',
      applicantName: 'Mariana Pérez Soto',
      answer: { source: 'registry', found: true, registeredName: 'Mariana Perez Ruiz' },
      outcome: 'name-mismatch',
      verification: 'pending',
    });
    tokens.verifier = await staffSignIn(app, 'verifier@example.com');
    tokens.verifierMx = await staffSignIn(app, 'verifier.mx@example.com', MX_VERIFIER_SECRET);
    tokens.admin = await staffSignIn(app, 'admin@example.com');
    tokens.editor = await staffSignIn(app, 'editor@example.com');
    pendingBr = await signIn(app, 'pending.br@example.com');
    tokens.doctorBr = await signIn(app, 'doctor.br@example.com');
    const [br] = await app.db.select().from(users).where(eq(users.email, 'pending.br@example.com'));
    pendingBrId = br?.id ?? '';
  });

  it('shows a verifier the registrations of their countries, with what was checked and the answer', async () => {
    const all = await queueOf('verifier');
    expect(all.map((r) => r.email)).toEqual(
      expect.arrayContaining(['pending.br@example.com', 'pending.mx@example.com']),
    );
    expect(all.some((r) => r.verification !== 'pending')).toBe(false);
    const mx = all.find((r) => r.id === pendingMxId) as PendingRegistration;
    expect(mx.checks[0]).toMatchObject({
      registerNumber: '99887766',
      applicantName: 'Mariana Pérez Soto',
      source: 'registry',
      found: true,
      registeredName: 'Mariana Perez Ruiz',
      outcome: 'name-mismatch',
    });
  });

  it('never shows a Mexican verifier a Brazilian registration, nor lets them decide one', async () => {
    const mxOnly = await queueOf('verifierMx');
    expect(mxOnly.map((r) => r.country)).toEqual(['MX']);
    expect(mxOnly.map((r) => r.id)).toEqual([pendingMxId]);
    expect((await call('GET', `/api/admin/verification/${pendingBrId}`, 'verifierMx')).statusCode).toBe(404);
    const decide = await call('POST', `/api/admin/verification/${pendingBrId}/decision`, 'verifierMx', {
      decision: 'approve',
    });
    expect(decide.statusCode).toBe(404);
    const [still] = await app.db.select().from(users).where(eq(users.id, pendingBrId));
    expect(still?.verification).toBe('pending');
  });

  it('leaves out a disabled or anonymised registration, as its page does', async () => {
    const gone = await app.db
      .insert(users)
      .values(
        (['disabled', 'anonymised'] as const).map((state) => ({
          idpUid: `test-${state}-mx`,
          email: `${state}.mx@example.com`,
          firstName: 'Gone',
          lastName: state,
          country: 'MX' as const,
          language: 'es-MX',
          verification: 'pending' as const,
          ...(state === 'disabled' ? { disabledAt: new Date() } : { anonymisedAt: new Date() }),
        })),
      )
      .returning();
    expect((await queueOf('verifierMx')).map((r) => r.id)).toEqual([pendingMxId]);
    for (const user of gone) {
      expect((await call('GET', `/api/admin/verification/${user.id}`, 'verifierMx')).statusCode).toBe(404);
    }
  });

  it('is for verifiers only: other roles get 403, physicians and strangers 401', async () => {
    expect((await call('GET', '/api/admin/verification', 'editor')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/verification', 'admin')).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/api/admin/verification/${pendingMxId}/decision`, 'admin', {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/verification', 'doctorBr')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/verification', pendingBr)).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/verification' })).statusCode).toBe(401);
  });

  it('needs a reason to reject, mails it in the physician’s language, and audits the decision', async () => {
    const url = `/api/admin/verification/${pendingMxId}/decision`;
    const missing = await call('POST', url, 'verifierMx', { decision: 'reject' });
    expect(missing.statusCode).toBe(400);
    expect((await call('POST', url, 'verifierMx', { decision: 'reject', reason: ' ' })).statusCode).toBe(400);
    const rejected = await call('POST', url, 'verifierMx', {
      decision: 'reject',
      reason: 'El nombre no coincide con el registro',
    });
    expect(rejected.statusCode).toBe(200);
    const body = rejected.json() as PendingRegistration;
    expect(body.verification).toBe('rejected');
    expect(body.checks[0]).toMatchObject({
      outcome: 'rejected',
      reason: 'El nombre no coincide con el registro',
      decidedBy: 'verifier.mx@example.com',
      registeredName: 'Mariana Perez Ruiz',
    });
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, 'pending.mx@example.com'),
          eq(mailOutbox.kind, 'professional_verification_rejected'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('No fue posible confirmar su registro profesional');
    expect(mails[0]?.text).toContain('Motivo: El nombre no coincide con el registro');
    // Out of the pending queue, into the rejected list; deciding the same again is a conflict.
    expect((await queueOf('verifierMx')).map((r) => r.id)).not.toContain(pendingMxId);
    expect((await queueOf('verifierMx', 'rejected')).map((r) => r.id)).toContain(pendingMxId);
    expect(
      (await call('POST', url, 'verifierMx', { decision: 'reject', reason: 'De nuevo' })).statusCode,
    ).toBe(409);
    const audit = await call('GET', `/api/admin/audit?entityId=${pendingMxId}`, 'admin');
    expect((audit.json() as AuditList).entries[0]).toMatchObject({
      staffEmail: 'verifier.mx@example.com',
      action: 'verification.reject',
      country: 'MX',
      changes: { verification: { before: 'pending', after: 'rejected' } },
    });
  });

  it('approval opens the portal to the physician’s next request on the session they hold', async () => {
    const before = await app.inject({ url: '/api/clusters/home', headers: bearer(pendingBr) });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('PROFESSIONAL_NOT_VERIFIED');
    const approved = await call('POST', `/api/admin/verification/${pendingBrId}/decision`, 'verifier', {
      decision: 'approve',
      reason: 'CRM conferido no portal do CFM',
    });
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as PendingRegistration).verification).toBe('verified');
    const after = await app.inject({ url: '/api/clusters/home', headers: bearer(pendingBr) });
    expect(after.statusCode).toBe(200);
    const profile = await app.inject({ url: '/api/users/profile', headers: bearer(pendingBr) });
    expect(profile.json().verification).toBe('verified');
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, 'pending.br@example.com'),
          eq(mailOutbox.kind, 'professional_verification_approved'),
        ),
      );
    expect(mail?.subject).toBe('Seu cadastro profissional foi aprovado');
    // The internal note is not mailed.
    expect(mail?.text).not.toContain('CFM');
    // A verified account is no longer in the queue and cannot be decided again.
    expect((await queueOf('verifier')).map((r) => r.id)).not.toContain(pendingBrId);
    expect(
      (
        await call('POST', `/api/admin/verification/${pendingBrId}/decision`, 'verifier', {
          decision: 'reject',
          reason: 'Engano',
        })
      ).statusCode,
    ).toBe(409);
    const audit = await call('GET', `/api/admin/audit?entityId=${pendingBrId}`, 'admin');
    expect((audit.json() as AuditList).entries[0]).toMatchObject({
      staffEmail: 'verifier@example.com',
      action: 'verification.approve',
    });
  });

  it('answers 400 to a malformed id or decision, before looking anything up', async () => {
    expect((await call('GET', '/api/admin/verification/not-a-uuid', 'verifier')).statusCode).toBe(400);
    expect(
      (
        await call('POST', `/api/admin/verification/${pendingMxId}/decision`, 'verifier', {
          decision: 'maybe',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/admin/verification?status=verified', 'verifier')).statusCode).toBe(400);
  });
});

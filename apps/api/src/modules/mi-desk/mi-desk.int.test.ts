// The medical-information desk and the PV hand-off (issue 16) on both databases: country scope (an MI
// officer of Mexico never sees a Brazilian request, by list or by key), role boundaries (physician tokens
// refused, MI and PV apart), the lifecycle with its due date, the answer mailed, pushed and shown to the
// physician with its PDF, the rule that a flagged request is closed only after PV's acknowledgement, and
// the audit rows of every action.
import type {
  AuditList,
  CreateMedicalRequestResponse,
  MedicalRequestList,
  MiAttachmentResponse,
  MiRequestDetail,
  MiRequestList,
} from '@portal/contracts';
import {
  and,
  eq,
  mailOutbox,
  medicalInformationRequests,
  pushOutbox,
  pushSettings,
  pushSubscriptions,
  seedDemoMedicalRequests,
  staff,
  users,
} from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { addStaffMember, callAs, staffSignIn } from '../console-kernel/test-support.ts';
import { pdfSamples } from '../media/pdf-samples.ts';
import { bearer, seededApp, setClock, signIn } from '../users/test-support.ts';

const MX_OFFICER = { email: 'mi.mx@example.com', secret: 'MXOFFICERTESTSECRETPORTALCONSOLE' };
// Monday noon in São Paulo.
const MONDAY = new Date('2026-06-01T15:00:00Z');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const question = (content: string, phone: string) => ({
  product: 'Xarelto',
  content,
  type: 'Pergunta',
  phone,
  preferredContact: 'email',
});

describeEachDatabase('medical-information desk', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  let brKey: string;
  let mxKey: string;

  const call = callAs(() => app, tokens);
  const detail = async (who: string, key: string) =>
    (await call('GET', `/api/admin/mi/requests/${key}`, who)).json() as MiRequestDetail;
  const deskList = async (who: string, query = '') =>
    ((await call('GET', `/api/admin/mi/requests${query}`, who)).json() as MiRequestList).items;
  const auditOf = async (key: string) =>
    ((await call('GET', `/api/admin/audit?entityId=${key}`, 'admin')).json() as AuditList).entries;

  /** Moves the clock (forward only: TOTP steps are never reused) and signs everyone in again. */
  async function moveTo(at: Date) {
    setClock(app, at);
    for (const role of ['mi', 'pv', 'admin', 'editor'])
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
    tokens.miMx = await staffSignIn(app, MX_OFFICER.email, MX_OFFICER.secret);
    for (const who of ['doctor.br', 'doctor.mx']) tokens[who] = await signIn(app, `${who}@example.com`);
  }

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date(MONDAY.getTime() - 600_000));
    await addStaffMember(app, {
      email: MX_OFFICER.email,
      name: 'Mónica MI México',
      roles: ['mi_officer'],
      countries: ['MX'],
      totpSecret: MX_OFFICER.secret,
    });
    await moveTo(new Date(MONDAY.getTime() - 600_000));
    setClock(app, MONDAY);
    brKey = await ask(
      'doctor.br',
      'Paciente teve efeito colateral: tontura após a dose de 20 mg.',
      '(11) 98765-4321',
    );
    mxKey = await ask('doctor.mx', '¿Cuál es la dosis en insuficiencia renal?', '33 3123 4567');
  });

  /** A physician's question through the portal's API: its desk key. */
  async function ask(who: 'doctor.br' | 'doctor.mx', content: string, phone: string): Promise<string> {
    const response = await call('POST', '/api/medicalInformation', who, question(content, phone));
    return keyOf((response.json() as CreateMedicalRequestResponse).id, `${who}@example.com`);
  }

  async function keyOf(id: string, email: string): Promise<string> {
    const [row] = await app.db
      .select({ key: medicalInformationRequests.key })
      .from(medicalInformationRequests)
      .where(and(eq(medicalInformationRequests.id, id), eq(medicalInformationRequests.email, email)));
    if (!row) throw new Error(`no request ${id}`);
    return row.key;
  }

  describe('who may use the desk', () => {
    it('refuses anonymous callers and physician tokens with 401', async () => {
      for (const url of [
        '/api/admin/mi/requests',
        `/api/admin/mi/requests/${brKey}`,
        '/api/admin/pv/cases',
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
        expect((await call('GET', url, 'doctor.br')).statusCode).toBe(401);
      }
      expect(
        (await call('POST', `/api/admin/mi/requests/${brKey}/answer`, 'doctor.br', { html: '<p>x</p>' }))
          .statusCode,
      ).toBe(401);
    });

    it('keeps MI and PV apart, and other roles out (403)', async () => {
      expect((await call('GET', '/api/admin/mi/requests', 'pv')).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/mi/requests', 'editor')).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/pv/cases', 'mi')).statusCode).toBe(403);
      expect(
        (
          await call('POST', `/api/admin/pv/cases/${brKey}/acknowledgement`, 'mi', {
            caseReference: 'BR-2026-1',
            outcome: 'case_opened',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/api/admin/mi/requests/${brKey}/status`, 'pv', { status: 'closed' })).statusCode,
      ).toBe(403);
    });

    it('never shows a Brazilian request to an MI officer of Mexico, by list or by key', async () => {
      const mine = await deskList('miMx');
      expect(mine.map((item) => item.key)).toContain(mxKey);
      expect(mine.every((item) => item.country === 'MX')).toBe(true);
      expect(mine.map((item) => item.key)).not.toContain(brKey);
      expect(await deskList('miMx', '?country=BR')).toEqual([]);
      expect((await call('GET', `/api/admin/mi/requests/${brKey}`, 'miMx')).statusCode).toBe(404);
      for (const [method, path, payload] of [
        ['PUT', 'assignee', { assigneeId: null }],
        ['POST', 'notes', { body: 'espionagem' }],
        ['POST', 'status', { status: 'in_progress' }],
        ['POST', 'answer', { html: '<p>x</p>', digest: 'a'.repeat(64) }],
        ['POST', 'answer/preview', { html: '<p>x</p>' }],
        ['POST', 'screening', { outcome: 'no_safety_information' }],
        ['PUT', 'draft', { html: '<p>x</p>' }],
        ['POST', 'adverse-event', undefined],
      ] as const) {
        const response = await call(method, `/api/admin/mi/requests/${brKey}/${path}`, 'miMx', payload);
        expect(response.statusCode, path).toBe(404);
      }
      expect((await detail('mi', brKey)).status).toBe('received');
    });

    it('answers 400 with field errors on bad input', async () => {
      const bad = await call('GET', '/api/admin/mi/requests?status=lost&due=yesterday', 'mi');
      expect(bad.statusCode).toBe(400);
      expect(await call('GET', '/api/admin/mi/requests/not-a-uuid', 'mi').then((r) => r.statusCode)).toBe(
        400,
      );
      const empty = await call('POST', `/api/admin/mi/requests/${mxKey}/answer/preview`, 'mi', {
        html: '<script>alert(1)</script>',
      });
      expect(empty.statusCode).toBe(400);
      expect((empty.json() as { errors: { path: string }[] }).errors[0]?.path).toBe('html');
      const notPdf = await app.inject({
        method: 'PUT',
        url: '/api/admin/mi/attachments',
        headers: { ...bearer(tokens.mi ?? ''), 'content-type': 'application/pdf' },
        payload: Buffer.from('<html>not a pdf</html>'),
      });
      expect(notPdf.statusCode).toBe(400);
      // A PDF that would run something in the physician's reader is refused with the reason.
      const samples = await pdfSamples();
      for (const [pdf, reason] of [
        [samples.launch, /launch action/],
        [samples.openActionScript, /JavaScript/],
        [samples.embeddedFile, /embedded file/],
      ] as const) {
        const active = await app.inject({
          method: 'PUT',
          url: '/api/admin/mi/attachments',
          headers: { ...bearer(tokens.mi ?? ''), 'content-type': 'application/pdf' },
          payload: pdf,
        });
        expect(active.statusCode).toBe(415);
        expect(active.json()).toMatchObject({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: expect.stringMatching(reason),
        });
      }
      const stranger = await call('POST', `/api/admin/mi/requests/${mxKey}/answer/preview`, 'mi', {
        html: '<p>x</p>',
        attachment: '/media/restricted/mi-answers/00000000-0000-4000-8000-000000000000.pdf',
      });
      expect(stranger.statusCode).toBe(400);
      const pvOfficer = (await app.db.select().from(staff).where(eq(staff.email, 'pv@example.com')))[0];
      const wrongRole = await call('PUT', `/api/admin/mi/requests/${mxKey}/assignee`, 'mi', {
        assigneeId: pvOfficer?.id,
      });
      expect(wrongRole.statusCode).toBe(400);
    });
  });

  describe('a request flagged as a possible adverse event', () => {
    it('arrives flagged, due in five working days, and waits in the PV queue on a 24-hour clock', async () => {
      const item = (await deskList('mi', '?ae=true')).find((i) => i.key === brKey);
      expect(item).toMatchObject({
        country: 'BR',
        status: 'received',
        adverseEvent: true,
        slaBreached: false,
      });
      // Monday 1 June in São Paulo + 5 working days = Monday 8 June, end of day (UTC-3).
      expect(item?.dueAt).toBe('2026-06-09T02:59:59.999Z');
      expect(item?.pv).toMatchObject({
        knownAt: MONDAY.toISOString(),
        deadline: '2026-06-02T15:00:00.000Z',
        flaggedBy: null,
        acknowledgedAt: null,
        late: false,
      });
      expect((await deskList('mi', '?ae=false')).map((i) => i.key)).not.toContain(brKey);
      const queue = ((await call('GET', '/api/admin/pv/cases', 'pv')).json() as MiRequestList).items;
      expect(queue.map((i) => i.key)).toContain(brKey);
      expect(queue.map((i) => i.key)).not.toContain(mxKey);
      expect((await call('GET', `/api/admin/pv/cases/${mxKey}`, 'pv')).statusCode).toBe(404);
    });

    it('is worked, answered with a PDF, mailed and pushed; closing waits for PV', async () => {
      // doctor.br wants medical-information pushes on one device.
      const [doctor] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
      if (!doctor) throw new Error('doctor.br');
      await app.db.insert(pushSettings).values({ userId: doctor.id, wanted: true });
      await app.db.insert(pushSubscriptions).values({
        userId: doctor.id,
        endpoint: 'https://fcm.googleapis.com/fcm/send/mi-desk-test',
        p256dh: 'BPcMbnWQL5GOYX',
        auth: 'auth',
        language: 'pt-br',
      });

      const officers = (await call('GET', '/api/admin/mi/officers', 'mi')).json() as {
        officers: { id: string; email: string }[];
      };
      const marta = officers.officers.find((o) => o.email === 'mi@example.com');
      expect(officers.officers.map((o) => o.email)).toContain(MX_OFFICER.email);
      const assigned = await call('PUT', `/api/admin/mi/requests/${brKey}/assignee`, 'mi', {
        assigneeId: marta?.id,
      });
      expect((assigned.json() as MiRequestDetail).assignee?.email).toBe('mi@example.com');
      expect(
        (await call('POST', `/api/admin/mi/requests/${brKey}/status`, 'mi', { status: 'closed' })).statusCode,
      ).toBe(409);
      const started = await call('POST', `/api/admin/mi/requests/${brKey}/status`, 'mi', {
        status: 'in_progress',
      });
      expect((started.json() as MiRequestDetail).status).toBe('in_progress');
      const noted = await call('POST', `/api/admin/mi/requests/${brKey}/notes`, 'mi', {
        body: 'Verificar bula, seção 4.8.',
      });
      expect((noted.json() as MiRequestDetail).notes).toMatchObject([
        { author: 'mi@example.com', body: 'Verificar bula, seção 4.8.' },
      ]);

      const upload = await app.inject({
        method: 'PUT',
        url: '/api/admin/mi/attachments',
        headers: { ...bearer(tokens.mi ?? ''), 'content-type': 'application/pdf' },
        payload: PDF,
      });
      expect(upload.statusCode).toBe(201);
      const { path } = upload.json() as MiAttachmentResponse;
      expect(path).toMatch(/^\/media\/restricted\/mi-answers\/[0-9a-f-]{36}\.pdf$/);
      // Restricted: the bare path is refused.
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(403);

      // A person screens it (issue 34), then the answer goes through the preview and its digest.
      const screened = await call('POST', `/api/admin/mi/requests/${brKey}/screening`, 'mi', {
        outcome: 'sent_to_pv',
      });
      expect((screened.json() as MiRequestDetail).screening?.outcome).toBe('sent_to_pv');
      const draft = {
        html: '<p>Tontura é descrita na <b>seção 4.8</b>.</p><img src=x onerror=alert(1)><script>alert(1)</script>',
        attachment: path,
      };
      const preview = await call('POST', `/api/admin/mi/requests/${brKey}/answer/preview`, 'mi', draft);
      const { digest } = preview.json() as { digest: string };
      const answered = await call('POST', `/api/admin/mi/requests/${brKey}/answer`, 'mi', {
        ...draft,
        digest,
      });
      expect(answered.statusCode).toBe(200);
      const done = answered.json() as MiRequestDetail;
      expect(done.status).toBe('answered');
      expect(done.answer?.html).toBe('<p>Tontura é descrita na <strong>seção 4.8</strong>.</p>');
      expect(
        (
          await call('POST', `/api/admin/mi/requests/${brKey}/answer`, 'mi', {
            html: '<p>de novo</p>',
            digest,
          })
        ).statusCode,
      ).toBe(409);

      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.kind, 'medical_information_answer'), eq(mailOutbox.to, 'doctor.br@example.com')),
        );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.html).toContain('<strong>seção 4.8</strong>');
      expect(mails[0]?.html).not.toContain('onerror');
      expect(mails[0]?.text).toContain('/medical-information');
      const pushes = await app.db.select().from(pushOutbox).where(eq(pushOutbox.kind, 'medical_information'));
      expect(pushes).toHaveLength(1);

      // Closing a flagged request needs PV's acknowledgement first (also refused by the database).
      const early = await call('POST', `/api/admin/mi/requests/${brKey}/status`, 'mi', { status: 'closed' });
      expect(early.statusCode).toBe(409);
      await expect(
        app.db
          .update(medicalInformationRequests)
          .set({ status: 'closed' })
          .where(eq(medicalInformationRequests.key, brKey)),
      ).rejects.toThrow();
    });

    it('PV records the case reference and outcome once, and then the officer closes it', async () => {
      await moveTo(new Date(MONDAY.getTime() + 3 * 3_600_000));
      const bad = await call('POST', `/api/admin/pv/cases/${brKey}/acknowledgement`, 'pv', {
        caseReference: '<x>',
        outcome: 'maybe',
      });
      expect(bad.statusCode).toBe(400);
      const ack = await call('POST', `/api/admin/pv/cases/${brKey}/acknowledgement`, 'pv', {
        caseReference: 'BR-2026-000123',
        outcome: 'case_opened',
      });
      expect(ack.statusCode).toBe(200);
      expect((ack.json() as MiRequestDetail).pv).toMatchObject({
        caseReference: 'BR-2026-000123',
        outcome: 'case_opened',
        acknowledgedBy: 'pv@example.com',
        late: false,
      });
      expect(
        (
          await call('POST', `/api/admin/pv/cases/${brKey}/acknowledgement`, 'pv', {
            caseReference: 'BR-2026-000999',
            outcome: 'not_an_adverse_event',
          })
        ).statusCode,
      ).toBe(409);
      const closed = await call('POST', `/api/admin/mi/requests/${brKey}/status`, 'mi', { status: 'closed' });
      expect(closed.statusCode).toBe(200);
      expect((closed.json() as MiRequestDetail).status).toBe('closed');
    });

    it('shows doctor.br the answer and a signed link to the PDF', async () => {
      const mine = (await call('GET', '/api/medicalInformation', 'doctor.br')).json() as MedicalRequestList;
      const request = mine.items.find((item) => item.answer);
      expect(request?.status).toBe('closed');
      expect(request?.answer?.html).toContain('<strong>seção 4.8</strong>');
      const url = request?.answer?.attachmentUrl ?? '';
      expect(url).toMatch(/^\/media\/restricted\/mi-answers\/.+\.pdf\?expires=/);
      const download = await app.inject({ method: 'GET', url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The link names no account: an opaque viewer reference, not doctor.br's id.
      const [doctor] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
      expect(doctor?.id).toBeTruthy();
      expect(url).not.toContain(doctor?.id ?? '?');
      expect(new URL(url, 'http://portal').searchParams.get('sub')).toMatch(/^[\w-]{22}$/);
      // A document link lives minutes, not hours.
      const issuedAt = app.clock.now();
      setClock(app, new Date(issuedAt.getTime() + 12 * 60_000));
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
      setClock(app, issuedAt);
      // doctor.mx's own list carries no answer of another physician.
      const theirs = (await call('GET', '/api/medicalInformation', 'doctor.mx')).json() as MedicalRequestList;
      expect(theirs.items.every((item) => item.answer === null)).toBe(true);
      // Their data export holds the answered request, without the staff who handled it.
      const exported = (await call('GET', '/api/users/me/export', 'doctor.br')).json() as {
        sections: { medicalInformationRequests: Record<string, unknown>[] };
      };
      const row = exported.sections.medicalInformationRequests.find((item) => item.answerHtml);
      expect(row?.status).toBe('closed');
      expect(row).not.toHaveProperty('answeredBy');
      expect(row).not.toHaveProperty('assigneeId');
      expect(row).not.toHaveProperty('screenedBy');
      expect(row?.protocol).toMatch(/^MI-BR-2026-\d{6}$/);
    });

    it('writes an audit row for every staff action', async () => {
      const actions = (await auditOf(brKey)).map((entry) => `${entry.action} ${entry.staffEmail}`);
      for (const expected of [
        'mi.assign mi@example.com',
        'mi.screen mi@example.com',
        'mi.start mi@example.com',
        'mi.note mi@example.com',
        'mi.answer mi@example.com',
        'pv.acknowledge pv@example.com',
        'mi.close mi@example.com',
      ])
        expect(actions).toContain(expected);
      const uploads = (
        (await call('GET', '/api/admin/audit?action=mi.attachment_upload', 'admin')).json() as AuditList
      ).entries;
      expect(uploads.length).toBeGreaterThan(0);
    });
  });

  describe('a request an officer flags', () => {
    it('enters the PV queue known from its arrival, whenever it is flagged (issue 34)', async () => {
      const flagged = await call('POST', `/api/admin/mi/requests/${mxKey}/adverse-event`, 'miMx');
      expect(flagged.statusCode).toBe(200);
      expect((flagged.json() as MiRequestDetail).pv).toMatchObject({
        knownAt: MONDAY.toISOString(),
        flaggedBy: MX_OFFICER.email,
      });
      expect((await call('POST', `/api/admin/mi/requests/${mxKey}/adverse-event`, 'miMx')).statusCode).toBe(
        409,
      );
      const queue = ((await call('GET', '/api/admin/pv/cases', 'pv')).json() as MiRequestList).items;
      expect(queue[0]?.key).toBe(mxKey);
      const audit = (await auditOf(mxKey)).map((entry) => entry.action);
      expect(audit).toContain('mi.flag_ae');
    });

    it('shows PV a late case after 24 hours, and the desk a breach after the due date', async () => {
      await moveTo(new Date(MONDAY.getTime() + 10 * 86_400_000));
      const queue = ((await call('GET', '/api/admin/pv/cases', 'pv')).json() as MiRequestList).items;
      expect(queue.find((i) => i.key === mxKey)?.pv?.late).toBe(true);
      const overdue = await deskList('miMx', '?due=overdue');
      expect(overdue.map((i) => i.key)).toContain(mxKey);
      expect(overdue.every((i) => i.slaBreached)).toBe(true);
      expect(await deskList('miMx', '?due=week')).toEqual([]);
      expect((await deskList('mi', '?status=closed')).map((i) => i.key)).toEqual([brKey]);
    });
  });

  describe('the demo requests', () => {
    it('fill the inbox and the PV queue of a fresh demo database, once', async () => {
      const now = app.clock.now();
      expect(await seedDemoMedicalRequests(app.database, now)).toBe(3);
      expect(await seedDemoMedicalRequests(app.database, now)).toBe(0);
      const all = await deskList('mi');
      const byReference = new Map(all.map((item) => [item.reference, item]));
      expect(byReference.get('demo-mi-br-1')).toMatchObject({ status: 'received', slaBreached: false });
      expect(byReference.get('demo-mi-ar-1')).toMatchObject({ status: 'in_progress', slaBreached: true });
      expect(byReference.get('demo-mi-ar-1')?.assignee?.email).toBe('mi@example.com');
      const queue = ((await call('GET', '/api/admin/pv/cases', 'pv')).json() as MiRequestList).items;
      expect(queue.find((item) => item.reference === 'demo-mi-mx-1')?.pv?.acknowledgedAt).toBeNull();
    });
  });
});

// Issue 34 on both databases: a person screens every request before it can be answered or closed (sent
// to PV puts it in PV's queue on a clock from arrival); the answer leaves only through the confirmed send
// (the preview's digest of answer and recipient); protocol numbers are unique and sequential per country
// and year, under concurrency; the audit trail is scoped to the reader's countries; and a change and its
// audit row are committed together or not at all.
import type {
  AuditList,
  CreateMedicalRequestResponse,
  MedicalRequestList,
  MiAnswerPreview,
  MiRequestDetail,
  MiRequestList,
} from '@portal/contracts';
import {
  allocateProtocol,
  and,
  contentPublications,
  eq,
  eventVersions,
  mailOutbox,
  medicalInformationRequests,
  miProtocolSequences,
  sql,
  users,
} from '@portal/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, callAs, eventDraft, MX_ADMIN, staffSignIn } from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

// Tuesday morning in São Paulo (sign-ins move the clock on a little: NOW is read after them).
const START = new Date('2026-03-10T13:00:00Z');
const MINUTE = 60_000;

describeEachDatabase('MI desk: screening, confirmed send, protocol numbers, audit scope', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = callAs(() => app, tokens);
  let asked = 0;
  let NOW = START;

  const ask = async (who: 'doctor.br' | 'doctor.mx', content: string) => {
    const response = await call('POST', '/api/medicalInformation', who, {
      product: 'Xarelto',
      content,
      type: 'Pergunta',
      preferredContact: 'email',
    });
    expect(response.statusCode).toBe(201);
    asked++;
    const created = response.json() as CreateMedicalRequestResponse;
    const [row] = await app.db
      .select({ key: medicalInformationRequests.key })
      .from(medicalInformationRequests)
      .where(
        and(
          eq(medicalInformationRequests.id, created.id),
          eq(medicalInformationRequests.email, `${who}@example.com`),
        ),
      );
    if (!row) throw new Error('not stored');
    return { key: row.key, ...created };
  };
  const detail = async (key: string) =>
    (await call('GET', `/api/admin/mi/requests/${key}`, 'mi')).json() as MiRequestDetail;
  const preview = async (key: string, html: string) => {
    const response = await call('POST', `/api/admin/mi/requests/${key}/answer/preview`, 'mi', { html });
    expect(response.statusCode).toBe(200);
    return response.json() as MiAnswerPreview;
  };
  const answerMails = async (to: string) =>
    app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'medical_information_answer'), eq(mailOutbox.to, to)));
  /** The physician's account moves to another address (as a confirmed e-mail change leaves it). */
  const moveAddress = async (from: string, to: string) => {
    await app.db.update(users).set({ email: to }).where(eq(users.email, from));
  };
  const screen = (key: string, outcome: string) =>
    call('POST', `/api/admin/mi/requests/${key}/screening`, 'mi', { outcome });

  beforeAll(async () => {
    app = await seededApp(ctx, { formRateLimitPerMinute: 1000 });
    setClock(app, START);
    await addStaffMember(app, MX_ADMIN);
    for (const role of ['mi', 'pv', 'admin', 'editor', 'reviewer'])
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
    tokens.adminMx = await staffSignIn(app, MX_ADMIN.email, MX_ADMIN.totpSecret);
    for (const who of ['doctor.br', 'doctor.mx']) tokens[who] = await signIn(app, `${who}@example.com`);
    NOW = app.clock.now();
    setClock(app, NOW);
  });

  describe('screening by a person', () => {
    it('refuses an answer, its preview and a close before the request is screened', async () => {
      const { key } = await ask('doctor.br', 'Qual a dose em insuficiência renal moderada?');
      expect((await detail(key)).screening).toBeNull();
      const early = await call('POST', `/api/admin/mi/requests/${key}/answer/preview`, 'mi', {
        html: '<p>15 mg</p>',
      });
      expect(early.statusCode).toBe(409);
      const screened = await screen(key, 'no_safety_information');
      expect(screened.statusCode).toBe(200);
      expect((screened.json() as MiRequestDetail).screening).toMatchObject({
        outcome: 'no_safety_information',
        at: NOW.toISOString(),
        by: 'mi@example.com',
      });
      // Once, whoever comes second.
      expect((await screen(key, 'sent_to_pv')).statusCode).toBe(409);
      expect((await preview(key, '<p>15 mg</p>')).recipient.email).toBe('doctor.br@example.com');
      const actions = (
        (await call('GET', `/api/admin/audit?entityId=${key}`, 'admin')).json() as AuditList
      ).entries.map((entry) => entry.action);
      expect(actions).toContain('mi.screen');
    });

    it('puts a request sent to PV in the PV queue, its clock from the arrival, and lists unscreened first', async () => {
      const first = await ask('doctor.br', 'Posso associar com AAS em paciente idoso?');
      const arrival = NOW;
      NOW = new Date(NOW.getTime() + 10 * MINUTE);
      setClock(app, NOW);
      const later = await ask('doctor.br', 'Existe apresentação de 2,5 mg?');
      await screen(later.key, 'no_safety_information');
      // Screened ten minutes after arrival: PV's 24 hours still count from the arrival.
      const sent = (await screen(first.key, 'sent_to_pv')).json() as MiRequestDetail;
      expect(sent.adverseEvent).toBe(true);
      expect(sent.pv).toMatchObject({
        knownAt: arrival.toISOString(),
        deadline: new Date(arrival.getTime() + 24 * 3_600_000).toISOString(),
        flaggedBy: 'mi@example.com',
      });
      const queue = ((await call('GET', '/api/admin/pv/cases', 'pv')).json() as MiRequestList).items;
      expect(queue.map((item) => item.key)).toContain(first.key);
      const unscreened = await ask('doctor.br', 'Qual o tempo de meia-vida?');
      const desk = ((await call('GET', '/api/admin/mi/requests', 'mi')).json() as MiRequestList).items;
      const firstScreened = desk.findIndex((item) => item.screening !== null);
      const lastUnscreened = desk.findLastIndex(
        (item) => item.screening === null && item.status === 'received',
      );
      expect(lastUnscreened).toBeLessThan(firstScreened);
      expect(desk[0]?.screening).toBeNull();
      const row = desk.find((item) => item.key === unscreened.key);
      expect(row).toMatchObject({ requester: 'Ana Souza Oliveira', excerpt: 'Qual o tempo de meia-vida?' });
    });
  });

  describe('the confirmed send', () => {
    it('sends only what was previewed, to whom it was previewed', async () => {
      const { key } = await ask('doctor.br', 'Há ajuste de dose para peso acima de 120 kg?');
      await screen(key, 'no_safety_information');
      const shown = await preview(key, '<p>Não há ajuste de dose.</p>');
      expect(shown.recipient).toEqual({ name: 'Ana Souza Oliveira', email: 'doctor.br@example.com' });
      expect(shown.html).toContain('Não há ajuste de dose.');
      expect(shown.html).toContain('Ana Souza Oliveira');
      expect(shown.html).toContain(shown.protocol ?? '-');
      expect(shown.digest).toMatch(/^[0-9a-f]{64}$/);
      const send = (body: object) => call('POST', `/api/admin/mi/requests/${key}/answer`, 'mi', body);
      // No digest: the send that skips the preview.
      expect((await send({ html: '<p>Não há ajuste de dose.</p>' })).statusCode).toBe(400);
      // A made-up digest, and the previewed digest with another answer.
      expect((await send({ html: '<p>Não há ajuste de dose.</p>', digest: 'a'.repeat(64) })).statusCode).toBe(
        409,
      );
      expect((await send({ html: '<p>Reduzir a dose.</p>', digest: shown.digest })).statusCode).toBe(409);
      // The recipient changed after the preview (the physician moved to another address).
      await moveAddress('doctor.br@example.com', 'outra.pessoa@example.com');
      expect((await send({ html: '<p>Não há ajuste de dose.</p>', digest: shown.digest })).statusCode).toBe(
        409,
      );
      await moveAddress('outra.pessoa@example.com', 'doctor.br@example.com');
      expect((await detail(key)).status).toBe('received');
      const before = (await answerMails('doctor.br@example.com')).length;
      expect((await answerMails('outra.pessoa@example.com')).length).toBe(0);
      const sent = await send({ html: '<p>Não há ajuste de dose.</p>', digest: shown.digest });
      expect(sent.statusCode).toBe(200);
      expect((sent.json() as MiRequestDetail).status).toBe('answered');
      const mails = await answerMails('doctor.br@example.com');
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)?.html).toBe(shown.html);
      expect(mails.at(-1)?.subject).toBe(shown.subject);
    });

    it('answers at the address the physician has now, not the one of the day they asked', async () => {
      const { key } = await ask('doctor.br', 'Há ajuste de dose na insuficiência hepática?');
      await screen(key, 'no_safety_information');
      // The physician left the hospital whose address they asked from, and confirmed a new one.
      await moveAddress('doctor.br@example.com', 'ana.souza@example.com');
      try {
        expect((await detail(key)).email).toBe('ana.souza@example.com');
        const shown = await preview(key, '<p>Não há ajuste.</p>');
        expect(shown.recipient.email).toBe('ana.souza@example.com');
        const sent = await call('POST', `/api/admin/mi/requests/${key}/answer`, 'mi', {
          html: '<p>Não há ajuste.</p>',
          digest: shown.digest,
        });
        expect(sent.statusCode).toBe(200);
        expect(await answerMails('ana.souza@example.com')).toHaveLength(1);
        expect(
          (await answerMails('doctor.br@example.com')).filter((mail) => mail.html === shown.html),
        ).toHaveLength(0);
      } finally {
        await moveAddress('ana.souza@example.com', 'doctor.br@example.com');
      }
    });

    it('keeps the draft as typed, while the request is open', async () => {
      const { key } = await ask('doctor.br', 'Qual o intervalo entre doses?');
      const saved = await call('PUT', `/api/admin/mi/requests/${key}/draft`, 'mi', {
        html: '<p>A cada 24 h<script>x</script></p>',
      });
      expect(saved.statusCode).toBe(200);
      expect((await detail(key)).draft).toEqual({ html: '<p>A cada 24 h</p>', savedAt: NOW.toISOString() });
    });
  });

  describe('protocol numbers', () => {
    it('are MI-<country>-<year>-<sequence>, shown to the physician, sequential per country and year', async () => {
      const br = await ask('doctor.br', 'Pergunta de numeração 1');
      expect(br.protocol).toMatch(/^MI-BR-2026-\d{6}$/);
      const mx = await ask('doctor.mx', 'Pregunta de numeración 1');
      expect(mx.protocol).toBe('MI-MX-2026-000001');
      const mine = (await call('GET', '/api/medicalInformation', 'doctor.br')).json() as MedicalRequestList;
      expect(mine.items.find((item) => item.id === br.id)?.protocol).toBe(br.protocol);
      // Brazil's count is its own: every Brazilian question of this file so far.
      expect(Number(br.protocol?.slice(-6))).toBe(asked - 1);
    });

    it('never give one number twice, however many requests arrive at once', async () => {
      const [lastBr] = await app.db
        .select({ last: miProtocolSequences.last })
        .from(miProtocolSequences)
        .where(and(eq(miProtocolSequences.country, 'BR'), eq(miProtocolSequences.year, 2026)));
      const start = Number(lastBr?.last);
      const concurrent = await Promise.all(
        Array.from({ length: 12 }, () => allocateProtocol(app.db, 'BR', NOW)),
      );
      const numbers = concurrent.map((protocol) => Number(protocol.slice(-6))).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => start + 1 + i));
      const viaApi = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          call('POST', '/api/medicalInformation', 'doctor.br', {
            product: 'Eylia',
            content: `Pergunta simultânea ${n}`,
            type: 'Pergunta',
          }),
        ),
      );
      const protocols = viaApi.map((r) => (r.json() as CreateMedicalRequestResponse).protocol);
      expect(new Set(protocols).size).toBe(4);
      // A new year starts again at 1 (the year where the country is: 31 Dec 23:30 in São Paulo is 2026).
      expect(await allocateProtocol(app.db, 'BR', new Date('2027-01-01T02:30:00Z'))).toBe(
        `MI-BR-2026-${String(start + 12 + 4 + 1).padStart(6, '0')}`,
      );
      expect(await allocateProtocol(app.db, 'BR', new Date('2027-01-01T03:30:00Z'))).toBe(
        'MI-BR-2027-000001',
      );
    });
  });

  describe('the audit trail by country', () => {
    it("shows a one-country admin their country's rows only; an admin of every country sees all", async () => {
      const br = await ask('doctor.br', 'Resposta auditada do Brasil');
      await screen(br.key, 'no_safety_information');
      const shown = await preview(br.key, '<p>Texto sigiloso da resposta brasileira</p>');
      await call('POST', `/api/admin/mi/requests/${br.key}/answer`, 'mi', {
        html: '<p>Texto sigiloso da resposta brasileira</p>',
        digest: shown.digest,
      });
      const read = async (who: string, query: string) =>
        ((await call('GET', `/api/admin/audit?${query}`, who)).json() as AuditList).entries;
      expect((await read('admin', `entityId=${br.key}`)).map((e) => e.action)).toContain('mi.answer');
      expect(await read('adminMx', `entityId=${br.key}`)).toEqual([]);
      const everything = await read('adminMx', 'limit=200');
      expect(JSON.stringify(everything)).not.toContain('Texto sigiloso');
      expect(everything.every((e) => e.country === null || e.country === 'MX')).toBe(true);
      // Rows without a country: the Mexican admin's own, never those of staff of other countries.
      expect(everything.map((e) => e.staffEmail)).toContain(MX_ADMIN.email);
      expect(everything.filter((e) => e.country === null).map((e) => e.staffEmail)).not.toContain(
        'mi@example.com',
      );
      // A Mexican request's rows are theirs.
      const mx = await ask('doctor.mx', 'Pregunta auditada de México');
      await call('POST', `/api/admin/mi/requests/${mx.key}/screening`, 'mi', {
        outcome: 'no_safety_information',
      });
      expect((await read('adminMx', `entityId=${mx.key}`)).map((e) => e.action)).toEqual(['mi.screen']);
    });
  });

  describe('a change and its audit row', () => {
    afterEach(async () => {
      await app.db.execute(sql`drop trigger if exists refuse_audit on staff_audit`);
    });

    /** Makes every audit insert of `action` fail, as a full disk or a lost connection would. */
    async function breakAudit(action: string) {
      await app.db.execute(
        sql.raw(`create or replace function refuse_audit_row() returns trigger language plpgsql as $$
          begin raise exception 'audit unavailable'; end $$`),
      );
      await app.db.execute(
        sql.raw(`create trigger refuse_audit before insert on staff_audit for each row
          when (new.action = '${action}') execute function refuse_audit_row()`),
      );
    }

    it('roll back together on the desk: no screening, no answer, no mail without their row', async () => {
      const { key } = await ask('doctor.br', 'Pergunta cuja auditoria falha');
      await breakAudit('mi.screen');
      expect((await screen(key, 'sent_to_pv')).statusCode).toBe(500);
      const afterFailedScreen = await detail(key);
      expect(afterFailedScreen.screening).toBeNull();
      expect(afterFailedScreen.adverseEvent).toBe(false);
      await app.db.execute(sql`drop trigger refuse_audit on staff_audit`);
      await screen(key, 'no_safety_information');
      const shown = await preview(key, '<p>Resposta que não sai</p>');
      await breakAudit('mi.answer');
      const before = (await answerMails('doctor.br@example.com')).length;
      const send = await call('POST', `/api/admin/mi/requests/${key}/answer`, 'mi', {
        html: '<p>Resposta que não sai</p>',
        digest: shown.digest,
      });
      expect(send.statusCode).toBe(500);
      expect((await detail(key)).status).toBe('received');
      expect((await answerMails('doctor.br@example.com')).length).toBe(before);
    });

    it('roll back together in authoring (versioned items): no event without its create row', async () => {
      await breakAudit('event.create');
      const created = await call('POST', '/api/admin/events', 'editor', eventDraft('Evento sem auditoria'));
      expect(created.statusCode).toBe(500);
      const rows = await app.db.select().from(eventVersions);
      expect(rows.some((row) => JSON.stringify(row.fields).includes('Evento sem auditoria'))).toBe(false);
    });

    it('roll back together in publishing (dated publications): not published without its row', async () => {
      const created = await call('POST', '/api/admin/content', 'editor', {
        title: 'Conteúdo sem auditoria',
        synopsis: 'Resumo',
        body: '<p>Corpo</p>',
        duration: 300,
        language: 'pt',
        specialties: ['cardiology'],
        mediaUrl: null,
        thumbnailUrl: null,
        countries: ['BR'],
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { latest: { contentId: string } }).latest.contentId;
      expect((await call('POST', `/api/admin/content/${id}/submit`, 'editor')).statusCode).toBe(200);
      const approved = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
        decision: 'approve',
        approvalCode: 'PP-BR-0034',
        expiresAt: new Date(NOW.getTime() + 90 * 86_400_000).toISOString(),
      });
      expect(approved.statusCode).toBe(200);
      await breakAudit('content.publish');
      const publish = await call('POST', `/api/admin/content/${id}/publish`, 'editor', { country: 'BR' });
      expect(publish.statusCode).toBe(500);
      const rows = await app.db
        .select()
        .from(contentPublications)
        .where(and(eq(contentPublications.contentId, id), eq(contentPublications.country, 'BR')));
      expect(rows).toHaveLength(0);
    });
  });
});

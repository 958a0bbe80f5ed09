import type { CreateMedicalRequestResponse, MedicalRequestList } from '@portal/contracts';
import { eq, mailOutbox, medicalInformationRequests } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const QUESTION = {
  product: 'Xarelto',
  name: 'Ana Souza',
  email: 'ana.souza@example.com',
  phone: '(11) 98765-4321',
  content: 'Qual a dose em insuficiência renal?',
  type: 'Pergunta',
  preferredContact: 'email',
};
/** The same question from Mexico, with a Guadalajara number. */
const MX_QUESTION = { ...QUESTION, phone: '33 3123 4567' };

describeEachDatabase('medical-information API', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const post = (who: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/medicalInformation',
      headers: bearer(tokens[who] ?? ''),
      payload,
    });
  /** The stored row of a request the API accepted (201). */
  const storedRow = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as CreateMedicalRequestResponse;
    const [row] = await app.db
      .select()
      .from(medicalInformationRequests)
      .where(eq(medicalInformationRequests.id, id));
    return row;
  };
  const list = async (who: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/medicalInformation',
      headers: bearer(tokens[who] ?? ''),
    });
    return response.json() as MedicalRequestList;
  };

  beforeAll(async () => {
    app = await seededApp(ctx);
    for (const who of ['doctor.br', 'nurse.br', 'doctor.mx'])
      tokens[who] = await signIn(app, `${who}@example.com`);
  });

  it('answers 201 with a generated id and the date of now, and queues a mail with every field', async () => {
    const before = Date.now();
    const response = await post('doctor.br', QUESTION);
    expect(response.statusCode).toBe(201);
    const body = response.json() as CreateMedicalRequestResponse;
    expect(body).toMatchObject({ status: 'received', adverseEventSuspected: false });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await app.db
      .select()
      .from(medicalInformationRequests)
      .where(eq(medicalInformationRequests.id, body.id));
    expect(row?.date.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.country).toBe('BR');
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'medical_information_request'));
    const mail = mails.find((m) => m.text.includes(body.id));
    expect(mail?.to).toBe('informacao.medica@portal.example');
    // Name and e-mail are the signed-in user's (doctor.br is Ana Souza Oliveira), not the body's.
    expect(row?.name).toBe('Ana Souza Oliveira');
    expect(row?.email).toBe('doctor.br@example.com');
    for (const value of [
      'Xarelto',
      'Ana Souza Oliveira',
      'doctor.br@example.com',
      '(11) 98765-4321',
      'Pergunta',
      'email',
    ])
      expect(mail?.text).toContain(value);
    expect(mail?.text).toContain(QUESTION.content);
  });

  it('keeps a given id and date', async () => {
    const response = await post('doctor.br', {
      ...QUESTION,
      content: 'Pergunta com referência fixa',
      id: 'req-fixed-1',
      date: '2026-01-02T03:04:05.000Z',
    });
    expect(response.statusCode).toBe(201);
    const mine = await list('doctor.br');
    expect(mine.items.find((r) => r.id === 'req-fixed-1')?.date).toBe('2026-01-02T03:04:05.000Z');
    expect((await post('doctor.br', { ...QUESTION, id: 'req-fixed-1' })).statusCode).toBe(409);
  });

  it("keeps ids unique per user only: another user's id is free, so a 409 reveals nothing", async () => {
    expect(
      (await post('doctor.br', { ...QUESTION, content: 'Referência compartilhada', id: 'shared-ref-1' }))
        .statusCode,
    ).toBe(201);
    const other = await post('doctor.mx', { ...MX_QUESTION, content: 'Otra pregunta', id: 'shared-ref-1' });
    expect(other.statusCode).toBe(201);
    expect((await list('doctor.mx')).items.filter((r) => r.id === 'shared-ref-1')).toHaveLength(1);
    expect((await list('doctor.br')).items.filter((r) => r.id === 'shared-ref-1')).toHaveLength(1);
    expect((await post('doctor.mx', { ...MX_QUESTION, id: 'shared-ref-1' })).statusCode).toBe(409);
  });

  it('takes name and e-mail from the profile, never from the body', async () => {
    const response = await post('doctor.mx', {
      ...MX_QUESTION,
      name: 'Someone Else',
      email: 'victim@example.com',
      content: 'Quem pergunta?',
    });
    const row = await storedRow(response);
    expect(row).toMatchObject({ name: 'Alejandro Hernández López', email: 'doctor.mx@example.com' });
    const { name: _name, email: _email, ...withoutIdentity } = QUESTION;
    expect((await post('doctor.mx', { ...withoutIdentity, phone: MX_QUESTION.phone })).statusCode).toBe(201);
  });

  it('answers 400 with field errors for missing content or product and oversized fields, never 500', async () => {
    const missing = await post('doctor.br', { ...QUESTION, product: '', content: '' });
    expect(missing.statusCode).toBe(400);
    const paths = (missing.json() as { errors: { path: string }[] }).errors.map((e) => e.path).sort();
    expect(paths).toEqual(['content', 'product']);
    const oversized = await post('doctor.br', { ...QUESTION, name: 'n'.repeat(101), phone: '1'.repeat(16) });
    expect(oversized.statusCode).toBe(400);
    const oversizedPaths = (oversized.json() as { errors: { path: string }[] }).errors
      .map((e) => e.path)
      .sort();
    expect(oversizedPaths).toEqual(['name', 'phone']);
    expect((await post('doctor.br', { ...QUESTION, product: 'Aspirina' })).statusCode).toBe(400);
  });

  it("refuses a phone that is not a number of the user's country, and one carrying HTML", async () => {
    for (const phone of ['<i>1</i>', '0800 123 4567', '11 15 2345-6789']) {
      const response = await post('doctor.br', { ...QUESTION, phone });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
        'phone',
      ]);
    }
  });

  it('stores HTML in any field escaped and returns it inert', async () => {
    const response = await post('doctor.br', {
      ...QUESTION,
      type: 'Artigo',
      name: '<b>Ana</b>',
      content: '<p>Título: &lt;script&gt;x&lt;/script&gt;</p><p>Autor: <img src=x onerror=alert(1)></p>',
    });
    const row = await storedRow(response);
    expect(row?.phone).toBe('+5511987654321');
    expect(row?.content).toBe(
      'Título: &lt;script&gt;x&lt;/script&gt;\nAutor: &lt;img src=x onerror=alert(1)&gt;',
    );
    const raw = (
      await app.inject({
        method: 'GET',
        url: '/api/medicalInformation',
        headers: bearer(tokens['doctor.br'] ?? ''),
      })
    ).body;
    expect(raw).not.toMatch(/<(script|img|b|p)[ >]/);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'medical_information_request'));
    const html = mails.find((m) => m.text.includes(row?.id ?? '-'))?.html ?? '';
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x');
  });

  it('flags text that suggests an adverse event, in pt and es, accents or not', async () => {
    for (const content of [
      'Paciente teve uma reação adversa grave',
      'efecto secundario tras la dosis',
      'HOSPITALIZACAO após uso',
    ]) {
      const response = await post('doctor.br', { ...QUESTION, content });
      expect((response.json() as CreateMedicalRequestResponse).adverseEventSuspected).toBe(true);
    }
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'medical_information_request'));
    expect(mails.some((m) => m.subject.startsWith('[SUSPEITA DE EVENTO ADVERSO]'))).toBe(true);
  });

  it('points the same question within a day at the first, and shows its protocol number (issue 34)', async () => {
    const first = await post('doctor.mx', {
      ...MX_QUESTION,
      content: '¿Se puede triturar el comprimido para sonda nasogástrica?',
    });
    expect(first.statusCode).toBe(201);
    const created = first.json() as CreateMedicalRequestResponse;
    expect(created).toMatchObject({ duplicate: false });
    expect(created.protocol).toMatch(/^MI-MX-\d{4}-\d{6}$/);
    const before = (await list('doctor.mx')).items.length;
    // Case, accents, spacing and punctuation aside, the same words about the same product.
    for (const content of [
      '¿Se puede triturar el comprimido para sonda nasogástrica?',
      'se puede  TRITURAR el comprimido para sonda nasogastrica',
      '<p>¿Se puede triturar el comprimido, para sonda nasogástrica?!</p>',
    ]) {
      const again = await post('doctor.mx', { ...MX_QUESTION, content });
      expect(again.statusCode, content).toBe(200);
      expect(again.json()).toMatchObject({ id: created.id, protocol: created.protocol, duplicate: true });
    }
    expect((await list('doctor.mx')).items).toHaveLength(before);
    // Another product, other words or another physician: a new request.
    const otherProduct = await post('doctor.mx', {
      ...MX_QUESTION,
      product: 'Eylia',
      content: '¿Se puede triturar el comprimido para sonda nasogástrica?',
    });
    expect(otherProduct.statusCode).toBe(201);
    const otherWords = await post('doctor.mx', {
      ...MX_QUESTION,
      content: '¿Se puede triturar el comprimido para sonda gástrica?',
    });
    expect(otherWords.statusCode).toBe(201);
    const colleague = await post('doctor.br', {
      ...QUESTION,
      content: '¿Se puede triturar el comprimido para sonda nasogástrica?',
    });
    expect(colleague.statusCode).toBe(201);
    // A day later it is a new question.
    const clock = app.clock.now;
    try {
      app.clock.now = () => new Date(Date.parse(created.receivedAt) + 24 * 3_600_000 + 1000);
      tokens['doctor.mx'] = await signIn(app, 'doctor.mx@example.com');
      const nextDay = await post('doctor.mx', {
        ...MX_QUESTION,
        content: '¿Se puede triturar el comprimido para sonda nasogástrica?',
      });
      expect(nextDay.statusCode).toBe(201);
      expect((nextDay.json() as CreateMedicalRequestResponse).protocol).not.toBe(created.protocol);
    } finally {
      app.clock.now = clock;
    }
  });

  it('answers 401 without a session', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/medicalInformation', payload: QUESTION })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/medicalInformation' })).statusCode).toBe(401);
  });

  it("lists only the user's own requests, with status", async () => {
    const created = (await (
      await post('nurse.br', { ...QUESTION, content: 'Pergunta da enfermeira' })
    ).json()) as CreateMedicalRequestResponse;
    const nurse = await list('nurse.br');
    expect(nurse.items.map((r) => r.id)).toEqual([created.id]);
    expect(nurse.items[0]?.status).toBe('received');
    const doctor = await list('doctor.br');
    expect(doctor.items.length).toBeGreaterThan(3);
    expect(doctor.items.map((r) => r.id)).not.toContain(created.id);
  });
});

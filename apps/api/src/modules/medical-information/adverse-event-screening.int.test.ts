// The adverse-event screening at the API (issue 34) on both databases: the Portuguese bleed of the issue
// and a Mexican report are flagged, stored with their reasons and reach PV's queue; the physician's own
// "a patient had a problem" answer flags whatever the text; a negated event or a general safety question
// does not; the spec's body without the answer still works.
import type { CreateMedicalRequestResponse, MiRequestList } from '@portal/contracts';
import { eq, medicalInformationRequests } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { staffSignIn } from '../console-kernel/test-support.ts';
import { bearer, seededApp, setClock, signIn } from '../users/test-support.ts';

const ISSUE_BLEED =
  'Uma paciente apresentou sangramento após iniciar o tratamento com Xarelto. Devo suspender ou reduzir a dose?';
const MEXICAN_REPORT = 'A mi paciente le salieron ronchas y moretones después de la primera pastilla.';

describeEachDatabase('adverse-event screening of medical-information requests', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};

  const ask = async (who: string, content: string, extra: object = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/medicalInformation',
      headers: bearer(tokens[who] ?? ''),
      payload: { product: 'Xarelto', content, type: 'Pergunta', preferredContact: 'email', ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as CreateMedicalRequestResponse;
    const [row] = await app.db
      .select()
      .from(medicalInformationRequests)
      .where(eq(medicalInformationRequests.id, body.id));
    if (!row) throw new Error('request not stored');
    return { body, row };
  };
  const pvQueue = async () => {
    const token = await staffSignIn(app, 'pv@example.com');
    const response = await app.inject({ method: 'GET', url: '/api/admin/pv/cases', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return (response.json() as MiRequestList).items.map((item) => item.key);
  };

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T15:00:00Z'));
    for (const who of ['doctor.br', 'doctor.mx']) tokens[who] = await signIn(app, `${who}@example.com`);
  });

  it("flags the issue's Portuguese bleed, keeps why, starts PV's clock and reaches the PV queue", async () => {
    const { body, row } = await ask('doctor.br', ISSUE_BLEED);
    expect(body.adverseEventSuspected).toBe(true);
    expect(row.adverseEventSuspected).toBe(true);
    expect(row.aeKnownAt?.toISOString()).toBe('2026-06-01T15:00:00.000Z');
    expect(row.adverseEventScreening).toEqual({
      patientProblemReported: null,
      categories: ['adverse_event'],
      ruleIds: ['ae.bleeding'],
    });
    expect(await pvQueue()).toContain(row.key);
  });

  it('flags a Mexican report written as physicians write it, and it reaches PV too', async () => {
    const { body, row } = await ask('doctor.mx', MEXICAN_REPORT);
    expect(body.adverseEventSuspected).toBe(true);
    expect(row.adverseEventScreening?.ruleIds).toEqual(expect.arrayContaining(['ae.skin', 'ae.bruising']));
    expect(await pvQueue()).toContain(row.key);
  });

  it('flags a "patient had a problem" answer whatever the text says', async () => {
    const { body, row } = await ask('doctor.br', 'Qual a conduta agora?', { patientProblemReported: true });
    expect(body.adverseEventSuspected).toBe(true);
    expect(row.aeKnownAt).not.toBeNull();
    expect(row.adverseEventScreening).toEqual({ patientProblemReported: true, categories: [], ruleIds: [] });
    expect(await pvQueue()).toContain(row.key);
  });

  it('does not flag a negated event or a general safety question, answered no or not at all', async () => {
    const quiet = [
      await ask('doctor.br', 'Minha paciente está sem efeitos colaterais, posso manter a dose?', {
        patientProblemReported: false,
      }),
      await ask('doctor.br', 'Quais eventos adversos foram mais frequentes no estudo ROCKET-AF?'),
      await ask('doctor.mx', '¿Cuál es el perfil de seguridad en embarazadas?'),
      await ask('doctor.mx', 'Mi paciente no presentó ninguna reacción, ¿puedo subir la dosis?'),
    ];
    const queue = await pvQueue();
    for (const { body, row } of quiet) {
      expect(body.adverseEventSuspected, row.content).toBe(false);
      expect(row.aeKnownAt).toBeNull();
      expect(queue).not.toContain(row.key);
    }
    expect(quiet[0]?.row.adverseEventScreening?.patientProblemReported).toBe(false);
  });

  it('answers 400 on an answer that is not yes or no', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/medicalInformation',
      headers: bearer(tokens['doctor.br'] ?? ''),
      payload: { product: 'Xarelto', content: 'Dose?', type: 'Pergunta', patientProblemReported: 'talvez' },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      'patientProblemReported',
    ]);
  });
});

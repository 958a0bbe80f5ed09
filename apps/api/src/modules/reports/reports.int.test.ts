// Reports and CSV exports of the console (issue 16, item 5) on both databases: each report and export
// within the member's countries (a member of Mexico never gets a Brazilian row), role boundaries (a
// physician's token is refused, a non-admin role too), the CSV's headers, escaping and page-by-page
// streaming, and the audit of every export.
import { type AuditList, EXPORT_COLUMNS, type ExportKind } from '@portal/contracts';
import {
  consentRecords,
  contentAccessLog,
  contentItems,
  eq,
  eventAttendance,
  events,
  examAttempts,
  medicalInformationRequests,
  staff,
  termsAcceptances,
  trainingCertificates,
  trainingTermsAcceptances,
  users,
} from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { scopedAdminTokens } from '../console-kernel/test-support.ts';
import { bearer, seededApp, setClock, signIn } from '../users/test-support.ts';
import { parseCsv } from './csv-test-support.ts';
import { startExport } from './export-service.ts';

const RANGE = 'from=2026-05-01&to=2026-05-31';
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 4, day, hour));

describeEachDatabase('console reports and CSV exports', (ctx) => {
  let app: App;
  let admin: string;
  let adminMx: string;
  let editor: string;
  let doctor: string;
  const ids: Record<string, string> = {};

  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    ({ admin, adminMx, editor } = await scopedAdminTokens(app));
    doctor = await signIn(app, 'doctor.br@example.com');

    for (const email of ['doctor.br@example.com', 'doctor.mx@example.com', 'pending.br@example.com']) {
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!row) throw new Error(email);
      ids[email] = row.id;
    }
    const br = ids['doctor.br@example.com'] as string;
    const mx = ids['doctor.mx@example.com'] as string;
    // Registrations in May: two in Brazil (one still pending), one in Mexico.
    await app.db
      .update(users)
      .set({ createdAt: at(3) })
      .where(eq(users.id, br));
    await app.db
      .update(users)
      .set({ createdAt: at(4) })
      .where(eq(users.id, ids['pending.br@example.com'] as string));
    await app.db
      .update(users)
      .set({ createdAt: at(3) })
      .where(eq(users.id, mx));
    // A physician's name that a spreadsheet would run as a formula.
    await app.db.update(users).set({ firstName: '=HYPERLINK("http://evil","x")' }).where(eq(users.id, br));

    await app.db.insert(contentItems).values([
      { id: 'pt-course', title: 'Curso de cardiologia', mainCluster: 'training', language: 'pt' },
      { id: 'es-course', title: 'Curso de cardiología', mainCluster: 'training', language: 'es' },
    ]);
    const event = (id: string, country: 'BR' | 'MX') => ({
      id,
      title: `Evento ${country}`,
      countries: [country],
      language: country === 'BR' ? 'pt' : 'es',
      startsAt: at(8),
      endsAt: at(8, 12),
      timeZone: 'America/Sao_Paulo',
      meetingRoom: id,
    });
    await app.db.insert(events).values([event('ev-br', 'BR'), event('ev-mx', 'MX')]);
    await app.db.insert(consentRecords).values([
      {
        visitorId: 'visitor-br',
        country: 'BR',
        choices: { necessary: true, analytics: true, marketing: false },
        policyVersion: '2026-01',
        createdAt: at(5),
        userAgent: 'Mozilla, "quoted"',
      },
      {
        visitorId: 'visitor-mx',
        country: 'MX',
        choices: { necessary: true, analytics: false, marketing: false },
        policyVersion: '2026-01',
        createdAt: at(5),
      },
      {
        visitorId: 'visitor-br-april',
        country: 'BR',
        choices: { necessary: true, analytics: false, marketing: false },
        policyVersion: '2026-01',
        createdAt: new Date('2026-04-30T23:59:00Z'),
      },
    ]);
    await app.db.insert(contentAccessLog).values([
      { contentId: 'pt-course', country: 'BR', via: 'signed_in', userId: br, accessedAt: at(6) },
      { contentId: 'pt-course', country: 'BR', via: 'signed_in', userId: br, accessedAt: at(6, 11) },
      {
        contentId: 'pt-course',
        country: 'BR',
        via: 'public',
        visitorName: '@visitor',
        visitorRegisterNumber: '123',
        accessedAt: at(7),
      },
      { contentId: 'es-course', country: 'MX', via: 'signed_in', userId: mx, accessedAt: at(6) },
    ]);
    await app.db.insert(eventAttendance).values([
      { eventId: 'ev-br', userId: br, joinedAt: at(8), leftAt: at(8, 11) },
      { eventId: 'ev-mx', userId: mx, joinedAt: at(8) },
    ]);
    // Courses: in Brazil one passed and one failed attempt (pass rate one in two), in Mexico one passed.
    const attempt = (userId: string, contentId: string, isPassed: boolean, hour: number) => ({
      userId,
      contentId,
      questionIds: [],
      optionOrder: {},
      startedAt: at(9, hour - 1),
      finishedAt: at(9, hour),
      totalQuestions: 5,
      minCorrectQuestions: 3,
      correctAnswers: isPassed ? 5 : 1,
      isPassed,
    });
    await app.db.insert(examAttempts).values([
      // One passed in a few seconds: flagged for review (issue 35).
      { ...attempt(br, 'pt-course', true, 10), timeSpent: 4, flaggedTooFast: true },
      attempt(br, 'pt-course', false, 9),
      attempt(mx, 'es-course', true, 10),
    ]);
    await app.db.insert(trainingCertificates).values([
      { code: 'CERT-BR-1', userId: br, contentId: 'pt-course', finishedAt: at(9), issuedAt: at(9) },
      { code: 'CERT-MX-1', userId: mx, contentId: 'es-course', finishedAt: at(9), issuedAt: at(9) },
    ]);
    await app.db.insert(trainingTermsAcceptances).values([
      { userId: br, contentId: 'pt-course', acceptedAt: at(9, 8) },
      { userId: mx, contentId: 'es-course', acceptedAt: at(9, 8) },
    ]);
    await app.db.insert(termsAcceptances).values([
      {
        contentId: 'pt-course',
        tokenHash: 'hash-br',
        name: '+Ana Souza',
        registerNumber: '12345SP',
        country: 'BR',
        acceptedAt: at(10),
      },
      {
        contentId: 'es-course',
        tokenHash: 'hash-mx',
        name: 'Juan Pérez',
        registerNumber: '998877',
        country: 'MX',
        acceptedAt: at(10),
      },
      {
        contentId: 'pt-course',
        tokenHash: 'hash-old',
        name: 'Older Record',
        registerNumber: '555',
        country: null,
        acceptedAt: at(10),
      },
    ]);
    const request = (id: string, country: 'BR' | 'MX', status: string, ae: boolean, day: number) => ({
      id,
      userId: country === 'BR' ? br : mx,
      country,
      product: 'Xarelto',
      name: 'Dr',
      email: 'x@example.com',
      date: at(day),
      content: 'Pergunta',
      type: 'Pergunta',
      status: status as 'received',
      adverseEventSuspected: ae,
      createdAt: at(day),
    });
    await app.db
      .insert(medicalInformationRequests)
      .values([
        request('r1', 'BR', 'received', true, 11),
        { ...request('r2', 'BR', 'answered', false, 12), answeredAt: at(13) },
        request('r3', 'MX', 'received', false, 12),
      ]);
  });

  describe('who may read', () => {
    const endpoints = [
      `/api/admin/reports/content-views?${RANGE}`,
      `/api/admin/reports/exams?${RANGE}`,
      `/api/admin/reports/medical-requests?${RANGE}`,
      `/api/admin/reports/registrations?${RANGE}`,
      `/api/admin/exports/event-attendance?${RANGE}`,
    ];

    it('refuses a physician token, an anonymous caller and a non-admin role', async () => {
      for (const url of endpoints) {
        expect((await get(url, doctor)).statusCode, url).toBe(401);
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        expect((await get(url, editor)).statusCode, url).toBe(403);
        expect((await get(url, admin)).statusCode, url).toBe(200);
      }
    });

    it("refuses a country outside the member's, and bad ranges with a field error", async () => {
      expect((await get(`/api/admin/reports/content-views?country=BR`, adminMx)).statusCode).toBe(403);
      expect((await get(`/api/admin/exports/consents?country=BR`, adminMx)).statusCode).toBe(403);
      const backwards = await get('/api/admin/reports/exams?from=2026-05-10&to=2026-05-01', admin);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ errors: [{ path: 'to' }] });
      const tooLong = await get('/api/admin/reports/exams?from=2024-01-01&to=2026-05-01', admin);
      expect(tooLong.statusCode).toBe(400);
      expect((await get('/api/admin/exports/passwords', admin)).statusCode).toBe(400);
      expect((await get('/api/admin/reports/exams?country=US', admin)).statusCode).toBe(400);
    });
  });

  describe('reports', () => {
    it('counts content views per day and per country, within the countries', async () => {
      const all = (await get(`/api/admin/reports/content-views?${RANGE}`, admin)).json();
      expect(all.byDay).toHaveLength(31);
      expect(all.byDay.find((d: { day: string }) => d.day === '2026-05-06')).toEqual({
        day: '2026-05-06',
        views: 3,
      });
      expect(all.byDay.find((d: { day: string }) => d.day === '2026-05-01')).toEqual({
        day: '2026-05-01',
        views: 0,
      });
      expect(all.byCountry).toEqual([
        { country: 'BR', views: 3 },
        { country: 'MX', views: 1 },
      ]);
      const mx = (await get(`/api/admin/reports/content-views?${RANGE}`, adminMx)).json();
      expect(mx.byCountry).toEqual([{ country: 'MX', views: 1 }]);
      const only = (await get(`/api/admin/reports/content-views?${RANGE}&country=BR`, admin)).json();
      expect(only.byCountry).toEqual([{ country: 'BR', views: 3 }]);
    });

    it('gives attempts, pass rate and attempts marked for review per course', async () => {
      const all = (await get(`/api/admin/reports/exams?${RANGE}`, admin)).json();
      expect(all.courses).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            contentId: 'pt-course',
            attempts: 2,
            passed: 1,
            passRate: 0.5,
            flaggedTooFast: 1,
          }),
          expect.objectContaining({ contentId: 'es-course', attempts: 1, passed: 1, flaggedTooFast: 0 }),
        ]),
      );
      const mx = (await get(`/api/admin/reports/exams?${RANGE}`, adminMx)).json();
      expect(mx.courses.map((c: { contentId: string }) => c.contentId)).toEqual(['es-course']);
    });

    it('counts medical-information requests by status, those flagged as adverse events, and the service level met', async () => {
      const all = (await get(`/api/admin/reports/medical-requests?${RANGE}`, admin)).json();
      expect(all.byStatus).toEqual([
        { status: 'answered', count: 1 },
        { status: 'received', count: 2 },
      ]);
      expect(all.adverseEventSuspected).toBe(1);
      // r2 was answered the next day; r1 and r3 are still unanswered, months after their due date.
      expect(all.sla).toEqual({ met: 1, breached: 2 });
      const mx = (await get(`/api/admin/reports/medical-requests?${RANGE}`, adminMx)).json();
      expect(mx).toMatchObject({
        byStatus: [{ status: 'received', count: 1 }],
        adverseEventSuspected: 0,
        sla: { met: 0, breached: 1 },
      });
    });

    it('counts registrations per day and by professional status', async () => {
      const all = (await get(`/api/admin/reports/registrations?${RANGE}`, admin)).json();
      expect(all.byDay.find((d: { day: string }) => d.day === '2026-05-03').registrations).toBe(2);
      expect(all.byVerification).toEqual([
        { verification: 'pending', count: 1 },
        { verification: 'verified', count: 2 },
      ]);
      const mx = (await get(`/api/admin/reports/registrations?${RANGE}`, adminMx)).json();
      expect(mx.byVerification).toEqual([{ verification: 'verified', count: 1 }]);
    });
  });

  describe('CSV exports', () => {
    const exportOf = async (kind: ExportKind, token: string, query = RANGE) => {
      const response = await get(`/api/admin/exports/${kind}?${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      const rows = parseCsv(response.body);
      expect(rows[0]).toEqual([...EXPORT_COLUMNS[kind]]);
      const column = (name: string) => EXPORT_COLUMNS[kind].indexOf(name);
      return { response, rows: rows.slice(1), column };
    };

    it('sends attendance as a CSV attachment with a byte-order mark, escaping formula-like cells', async () => {
      const { response, rows, column } = await exportOf('event-attendance', admin);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="event-attendance-all-2026-05-01-2026-05-31.csv"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.startsWith('\uFEFFjoined_at,')).toBe(true);
      expect(rows).toHaveLength(2);
      const br = rows.find((row) => row[column('country')] === 'BR');
      expect(br?.[column('name')]?.startsWith(`'=HYPERLINK(`)).toBe(true);
      expect(br?.[column('minutes')]).toBe('60');
      expect(br?.[column('event_id')]).toBe('ev-br');
      expect(br?.[column('email')]).toBe('doctor.br@example.com');
      // The raw line quotes the cell that holds quotes and a comma.
      expect(response.body).toContain(`"'=HYPERLINK(""http://evil"",""x"")`);
    });

    it('never gives a member of Mexico a Brazilian row, in any export', async () => {
      const kinds: ExportKind[] = [
        'consents',
        'terms-acceptances',
        'content-access',
        'event-attendance',
        'certificates',
      ];
      for (const kind of kinds) {
        const { rows, column } = await exportOf(kind, adminMx);
        expect(rows.length, kind).toBeGreaterThan(0);
        for (const row of rows) expect(row[column('country')], kind).toBe('MX');
      }
    });

    it('exports each kind for the dates asked, with the rows of every country for a global member', async () => {
      const consents = await exportOf('consents', admin);
      expect(consents.rows.map((r) => r[consents.column('visitor_id')]).sort()).toEqual([
        'visitor-br',
        'visitor-mx',
      ]);
      expect(consents.rows.find((r) => r[1] === 'BR')?.[consents.column('user_agent')]).toBe(
        'Mozilla, "quoted"',
      );
      const april = await exportOf('consents', admin, 'from=2026-04-30&to=2026-04-30');
      expect(april.rows.map((r) => r[april.column('visitor_id')])).toEqual(['visitor-br-april']);

      const terms = await exportOf('terms-acceptances', admin);
      const names = terms.rows.map((r) => r[terms.column('name')]);
      expect(names).toEqual(expect.arrayContaining(["'+Ana Souza", 'Juan Pérez', 'Older Record']));
      expect(terms.rows.filter((r) => r[terms.column('kind')] === 'exam_terms')).toHaveLength(2);
      // A record of unknown country goes only to members of every country, and not under one country.
      const brTerms = await exportOf('terms-acceptances', admin, `${RANGE}&country=BR`);
      expect(brTerms.rows.map((r) => r[brTerms.column('name')])).not.toContain('Older Record');

      const access = await exportOf('content-access', admin, `${RANGE}&country=BR`);
      expect(access.rows).toHaveLength(3);
      expect(access.rows.map((r) => r[access.column('name')])).toContain("'@visitor");

      const certificates = await exportOf('certificates', admin);
      expect(certificates.rows.map((r) => r[certificates.column('country')]).sort()).toEqual(['BR', 'MX']);
    });

    it('reads the file page by page, every row once', async () => {
      await app.db.insert(contentAccessLog).values(
        Array.from({ length: 7 }, (_, i) => ({
          contentId: 'pt-course',
          country: 'BR' as const,
          via: 'public',
          visitorName: `Visitor ${i}`,
          // Three share one instant: the cursor's key breaks the tie.
          accessedAt: at(20, i < 3 ? 10 : 10 + i),
        })),
      );
      const [member] = await app.db.select().from(staff).where(eq(staff.email, 'admin@example.com'));
      const staffCtx = {
        db: app.db,
        staff: {
          id: member?.id ?? '',
          email: 'admin@example.com',
          roles: ['admin'],
          countries: ['BR' as const],
        },
        now: app.clock.now(),
      };
      const file = await startExport(staffCtx, 'content-access', { from: '2026-05-20', to: '2026-05-20' }, 2);
      const chunks: string[] = [];
      for await (const chunk of file.stream) chunks.push(String(chunk));
      // The header, then one chunk per page of two.
      expect(chunks).toHaveLength(1 + 4);
      const rows = parseCsv(chunks.join('')).slice(1);
      expect(rows.map((r) => r[7]).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Visitor ${i}`));
    });

    it('audits every export with who, what and the filters', async () => {
      await exportOf('certificates', adminMx, `${RANGE}&country=MX`);
      const trail = (
        await get('/api/admin/audit?action=export&staff=admin.mx@example.com', admin)
      ).json() as AuditList;
      const entry = trail.entries.find((e) => e.entityId === 'certificates' && e.country === 'MX');
      expect(entry).toMatchObject({
        action: 'export',
        entityType: 'csv',
        staffEmail: 'admin.mx@example.com',
      });
      expect(entry?.changes).toMatchObject({
        countries: { after: ['MX'] },
        from: { after: '2026-05-01' },
        to: { after: '2026-05-31' },
      });
      // Refused exports leave no trace of an export.
      const before = trail.entries.length;
      await get(`/api/admin/exports/consents?country=BR`, adminMx);
      const after = (await get('/api/admin/audit?action=export&staff=admin.mx@example.com', admin)).json();
      expect(after.entries).toHaveLength(before);
    });
  });
});

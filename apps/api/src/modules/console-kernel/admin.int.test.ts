// The operator console's API (issue 15) on both databases: staff sign-in with TOTP, tokens that never
// cross between the console and the portal, roles per endpoint, country scope, the MLR lifecycle, the
// audit trail's immutability, and publication reaching the physician's home and search.
import type { AdminContent, AuditList, ContentHome, SearchResponse } from '@portal/contracts';
import { sql } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addStaffMember,
  callAs,
  EDITOR_REVIEWER,
  staffPasswordStep,
  staffSecret,
  staffSignIn,
  totpAt,
  withdrawFromBrazil,
} from '#test/console.ts';
import { addContent, contentFixture } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const _DAY = 86_400_000;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  ),
]);

const draft = (title: string, countries: string[] = ['BR']) => ({
  title,
  synopsis: 'Resumo <b>curto</b>',
  body: '<p>Corpo</p><script>alert(1)</script>',
  duration: 300,
  language: 'pt',
  specialties: ['cardiology'],
  mediaUrl: null,
  thumbnailUrl: null,
  countries,
});

describeEachDatabase('operator console', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  let doctorBr: string;
  let doctorMx: string;

  const call = callAs(() => app, tokens);

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    for (const role of ['editor', 'reviewer', 'mi', 'pv', 'verifier', 'admin']) {
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
    }
    doctorBr = await signIn(app, 'doctor.br@example.com');
    doctorMx = await signIn(app, 'doctor.mx@example.com');
  });

  describe('sign-in', () => {
    it('needs the second factor before anything else, and refuses a replayed or wrong code', async () => {
      const first = await staffPasswordStep(app, 'pv@example.com');
      expect(first.statusCode).toBe(200);
      const { token, next } = first.json() as { token: string; next: string };
      expect(next).toBe('verify');
      expect(token.startsWith('staff_')).toBe(true);
      expect((await call('GET', '/api/admin/content', token)).statusCode).toBe(401);
      expect((await call('POST', '/api/admin/session/totp', token, { code: '000000' })).statusCode).toBe(401);
      const code = await totpAt(staffSecret('pv@example.com'), new Date(app.clock.now().getTime() + 60_000));
      expect((await call('POST', '/api/admin/session/totp', token, { code })).statusCode).toBe(401);
      const used = await totpAt(staffSecret('pv@example.com'), app.clock.now());
      expect((await call('POST', '/api/admin/session/totp', token, { code: used })).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/content', token)).statusCode).toBe(200);
      // The same code is not accepted twice, even on another sign-in.
      const again = (await staffPasswordStep(app, 'pv@example.com')).json() as { token: string };
      expect((await call('POST', '/api/admin/session/totp', again.token, { code: used })).statusCode).toBe(
        401,
      );
      expect((await call('POST', '/api/admin/session/totp', again.token, { code: 'abc' })).statusCode).toBe(
        400,
      );
      // A completed session does not take a second factor again.
      expect((await call('POST', '/api/admin/session/totp', token, { code: used })).statusCode).toBe(403);
    });

    it('refuses a wrong password like an unknown e-mail', async () => {
      const wrong = await staffPasswordStep(app, 'editor@example.com', 'Wrong-Password-1!');
      const unknown = await staffPasswordStep(app, 'nobody@example.com', 'Wrong-Password-1!');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().message).toBe(unknown.json().message);
    });

    it('never accepts a physician token on /api/admin, nor a staff token on the portal API', async () => {
      expect((await call('GET', '/api/admin/me', doctorBr)).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/content', doctorBr)).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/me', 'editor')).statusCode).toBe(200);
      expect((await call('GET', '/api/clusters/home', 'editor')).statusCode).toBe(401);
      expect((await call('GET', '/api/search?q=cardio', 'admin')).statusCode).toBe(401);
      expect((await call('GET', '/api/clusters/home', doctorBr)).statusCode).toBe(200);
    });

    it('enrols a new member with a QR code and recovery codes, each recovery code once', async () => {
      await addStaffMember(app, {
        email: 'new.editor@example.com',
        name: 'New',
        roles: ['editor'],
        countries: ['BR'],
      });
      const first = await staffPasswordStep(app, 'new.editor@example.com');
      const { token, next } = first.json() as { token: string; next: string };
      expect(next).toBe('enrol');
      const enrolment = await call('POST', '/api/admin/session/totp/enrolment', token);
      expect(enrolment.statusCode).toBe(200);
      const { secret, qrCode, otpauthUrl } = enrolment.json() as {
        secret: string;
        qrCode: string;
        otpauthUrl: string;
      };
      expect(qrCode.startsWith('data:image/png;base64,')).toBe(true);
      expect(otpauthUrl).toContain('otpauth://totp/');
      const done = await call('POST', '/api/admin/session/totp', token, {
        code: await totpAt(secret, app.clock.now()),
      });
      expect(done.statusCode).toBe(200);
      const codes = (done.json() as { recoveryCodes: string[] }).recoveryCodes;
      expect(codes).toHaveLength(10);
      const stored = await app.db.execute(sql`select code_hash from staff_recovery_codes`);
      expect(JSON.stringify(stored)).not.toContain(codes[0]);

      const again = (await staffPasswordStep(app, 'new.editor@example.com')).json() as {
        token: string;
        next: string;
      };
      expect(again.next).toBe('verify');
      expect(
        (await call('POST', '/api/admin/session/totp', again.token, { code: codes[0] })).statusCode,
      ).toBe(200);
      const third = (await staffPasswordStep(app, 'new.editor@example.com')).json() as { token: string };
      expect(
        (await call('POST', '/api/admin/session/totp', third.token, { code: codes[0] })).statusCode,
      ).toBe(401);
    });

    it('ends a session idle for 15 minutes', async () => {
      const token = await staffSignIn(app, 'verifier@example.com');
      const start = app.clock.now();
      setClock(app, new Date(start.getTime() + 14 * 60_000));
      expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(200);
      setClock(app, new Date(start.getTime() + 30 * 60_000));
      expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
      setClock(app, start);
    });
  });

  describe('roles', () => {
    // allowed: the role may call it (any answer but 401/403); refused: 403.
    const endpoints: {
      name: string;
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      body?: object;
      allowed: string[];
    }[] = [
      {
        name: 'list content',
        method: 'GET',
        url: '/api/admin/content',
        allowed: ['editor', 'reviewer', 'mi', 'pv', 'verifier', 'admin'],
      },
      {
        name: 'create content',
        method: 'POST',
        url: '/api/admin/content',
        body: { title: 'x' },
        allowed: ['editor'],
      },
      { name: 'submit', method: 'POST', url: '/api/admin/content/none-here/submit', allowed: ['editor'] },
      {
        name: 'review',
        method: 'POST',
        url: '/api/admin/content/none-here/review',
        body: { decision: 'reject', comment: 'no good' },
        allowed: ['reviewer'],
      },
      {
        name: 'publish',
        method: 'POST',
        url: '/api/admin/content/none-here/publish',
        body: { country: 'BR' },
        allowed: ['editor', 'admin'],
      },
      {
        name: 'withdraw',
        method: 'POST',
        url: '/api/admin/content/none-here/withdraw',
        body: { country: 'BR' },
        allowed: ['editor', 'admin'],
      },
      { name: 'upload', method: 'PUT', url: '/api/admin/media', allowed: ['editor'] },
      { name: 'audit', method: 'GET', url: '/api/admin/audit', allowed: ['admin'] },
    ];
    for (const endpoint of endpoints) {
      it(`${endpoint.name}: ${endpoint.allowed.join(', ')} only`, async () => {
        for (const role of ['editor', 'reviewer', 'mi', 'pv', 'verifier', 'admin']) {
          const response = await call(endpoint.method, endpoint.url, role, endpoint.body);
          const allowed = endpoint.allowed.includes(role);
          expect(response.statusCode, `${role} ${endpoint.name}`).not.toBe(401);
          if (allowed) expect(response.statusCode, `${role} ${endpoint.name}`).not.toBe(403);
          else expect(response.statusCode, `${role} ${endpoint.name}`).toBe(403);
        }
      });
    }
  });

  describe('lifecycle', () => {
    let id: string;
    const live = async (who: string, query: string) => {
      const home = (await call('GET', '/api/clusters/home?count=50', who)).json() as ContentHome;
      const onHome = home.clusters.some((c) => c.items.some((i) => i.id === id));
      const search = (
        await call('GET', `/api/search?q=${encodeURIComponent(query)}`, who)
      ).json() as SearchResponse;
      const inSearch = JSON.stringify(search).includes(id);
      return { onHome, inSearch };
    };

    it('drafts with an uploaded thumbnail, submits, is rejected with a comment, then approved', async () => {
      const upload = await app.inject({
        method: 'PUT',
        url: '/api/admin/media',
        headers: { ...bearer(tokens.editor as string), 'content-type': 'application/octet-stream' },
        payload: PNG,
      });
      expect(upload.statusCode).toBe(201);
      const thumbnailUrl = (upload.json() as { url: string }).url;
      const svg = await app.inject({
        method: 'PUT',
        url: '/api/admin/media',
        headers: { ...bearer(tokens.editor as string), 'content-type': 'image/png' },
        payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      });
      expect(svg.statusCode).toBe(415);
      expect((await app.inject({ url: thumbnailUrl })).statusCode).toBe(200);

      const created = await call('POST', '/api/admin/content', 'editor', {
        ...draft('Zebrafish cardiologia avançada'),
        thumbnailUrl,
      });
      expect(created.statusCode).toBe(201);
      id = (created.json() as AdminContent).latest.contentId;
      expect(
        (await call('POST', '/api/admin/content', 'editor', draft('Outside', ['BR', 'XX']))).statusCode,
      ).toBe(400);

      // Nothing to decide before submission; nothing published before approval.
      expect(
        (
          await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
            decision: 'reject',
            comment: 'Não',
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (await call('POST', `/api/admin/content/${id}/publish`, 'editor', { country: 'BR' })).statusCode,
      ).toBe(409);
      expect((await call('POST', `/api/admin/content/${id}/submit`, 'editor')).statusCode).toBe(200);
      expect(
        (await call('PUT', `/api/admin/content/${id}`, 'editor', draft('Changed in review'))).statusCode,
      ).toBe(409);

      expect(
        (await call('POST', `/api/admin/content/${id}/review`, 'reviewer', { decision: 'reject' }))
          .statusCode,
      ).toBe(400);
      const rejected = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
        decision: 'reject',
        comment: 'Falta a referência',
      });
      expect((rejected.json() as AdminContent).latest).toMatchObject({
        status: 'rejected',
        reviewComment: 'Falta a referência',
      });

      await call('PUT', `/api/admin/content/${id}`, 'editor', {
        ...draft('Zebrafish cardiologia avançada'),
        thumbnailUrl,
      });
      await call('POST', `/api/admin/content/${id}/submit`, 'editor');
      const noCode = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
        decision: 'approve',
        expiresAt: new Date(Date.parse('2026-09-01T00:00:00Z')).toISOString(),
      });
      expect(noCode.statusCode).toBe(400);
      const noExpiry = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
        decision: 'approve',
        approvalCode: 'PP-BR-0001',
      });
      expect(noExpiry.statusCode).toBe(400);
      const past = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
        decision: 'approve',
        approvalCode: 'PP-BR-0001',
        expiresAt: '2026-01-01T00:00:00Z',
      });
      expect(past.statusCode).toBe(400);
      const approved = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
        decision: 'approve',
        approvalCode: 'PP-BR-0001',
        expiresAt: '2026-09-01T00:00:00Z',
      });
      expect(approved.statusCode).toBe(200);
      expect((approved.json() as AdminContent).latest).toMatchObject({
        status: 'approved',
        approvalCode: 'PP-BR-0001',
        reviewerEmail: 'reviewer@example.com',
      });
    });

    it('publishes for one country: doctor.br sees it on the home and in search, doctor.mx does not', async () => {
      expect(await live(doctorBr, 'zebrafish')).toEqual({ onHome: false, inSearch: false });
      // Brazil's novelties already hold two items.
      await addContent(
        app.db,
        ...['old-news-1', 'old-news-2'].map((key, position) =>
          contentFixture(key, {
            publications: [{ country: 'BR', approvalCode: `BR-${key}`, publishedAt: new Date('2020-01-01') }],
            clusters: [{ id: 'novelty', position }],
          }),
        ),
      );
      const published = await call('POST', `/api/admin/content/${id}/publish`, 'editor', { country: 'BR' });
      expect(published.statusCode).toBe(200);
      expect((published.json() as AdminContent).publications).toEqual([
        expect.objectContaining({
          country: 'BR',
          approvalCode: 'PP-BR-0001',
          expiresAt: '2026-09-01T00:00:00.000Z',
        }),
      ]);
      expect(await live(doctorBr, 'zebrafish')).toEqual({ onHome: true, inSearch: true });
      expect(await live(doctorMx, 'zebrafish')).toEqual({ onHome: false, inSearch: false });
      // Every publication is news: first in the country's novelties, whatever the row held before.
      const novelties = (await call('GET', '/api/clusters/novelty', doctorBr)).json() as {
        items: { id: string }[];
      };
      expect(novelties.items.length).toBeGreaterThan(1);
      expect(novelties.items[0]?.id).toBe(id);
      // Not authored for MX: cannot be published there.
      expect(
        (await call('POST', `/api/admin/content/${id}/publish`, 'editor', { country: 'MX' })).statusCode,
      ).toBe(400);
      const item = await call('GET', `/api/contents/${id}`, doctorBr);
      expect(item.body).not.toContain('<script>');
    });

    it('editing approved content starts a new version; physicians keep the published one', async () => {
      const edited = await call('PUT', `/api/admin/content/${id}`, 'editor', draft('Zebrafish versão dois'));
      expect((edited.json() as AdminContent).latest).toMatchObject({ version: 2, status: 'draft' });
      const home = JSON.stringify((await call('GET', '/api/clusters/home?count=50', doctorBr)).json());
      expect(home).toContain('Zebrafish cardiologia avançada');
      expect(home).not.toContain('Zebrafish versão dois');
    });

    it('previews the latest version as a physician of a country would read it', async () => {
      const preview = await call('GET', `/api/admin/content/${id}/preview?country=BR`, 'pv');
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ version: 2, title: 'Zebrafish versão dois', country: 'BR' });
      expect(preview.body).not.toContain('<script>');
      expect((await call('GET', `/api/admin/content/${id}/preview?country=MX`, 'pv')).statusCode).toBe(400);
    });

    it('a reviewer cannot approve their own work', async () => {
      await addStaffMember(app, EDITOR_REVIEWER);
      const both = await staffSignIn(app, EDITOR_REVIEWER.email, EDITOR_REVIEWER.totpSecret);
      const own = (
        (await call('POST', '/api/admin/content', both, draft('Own work item'))).json() as AdminContent
      ).latest.contentId;
      await call('POST', `/api/admin/content/${own}/submit`, both);
      const decision = { decision: 'approve', approvalCode: 'PP-1', expiresAt: '2026-12-01T00:00:00Z' };
      expect((await call('POST', `/api/admin/content/${own}/review`, both, decision)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/content/${own}/review`, 'reviewer', decision)).statusCode).toBe(
        200,
      );
    });

    it('keeps a member to their countries', async () => {
      await addStaffMember(app, {
        email: 'ar.editor@example.com',
        name: 'AR',
        roles: ['editor'],
        countries: ['AR'],
        totpSecret: 'ARGENTINAEDITORSECRETPORTALCONSO',
      });
      const ar = await staffSignIn(app, 'ar.editor@example.com', 'ARGENTINAEDITORSECRETPORTALCONSO');
      const list = (await call('GET', '/api/admin/content', ar)).json() as { items: AdminContent[] };
      expect(list.items.some((i) => i.latest.contentId === id)).toBe(false);
      expect((await call('GET', `/api/admin/content/${id}`, ar)).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/content', ar, draft('Brazil item'))).statusCode).toBe(403);
      expect(
        (await call('POST', `/api/admin/content/${id}/withdraw`, ar, { country: 'BR' })).statusCode,
      ).toBe(404);
    });

    it('the approval expiry unpublishes it', async () => {
      const now = app.clock.now();
      setClock(app, new Date('2026-09-01T00:00:01Z'));
      // The physicians' sessions would have ended by then: sign in again at the later time.
      const later = await signIn(app, 'doctor.br@example.com');
      expect(await live(later, 'zebrafish')).toEqual({ onHome: false, inSearch: false });
      setClock(app, now);
    });

    it('withdrawal removes it at once and every process hears of it', async () => {
      // The sign-in at the later instant may have ended the earlier session: sign in again.
      doctorBr = await signIn(app, 'doctor.br@example.com');
      expect(await live(doctorBr, 'zebrafish')).toEqual({ onHome: true, inSearch: true });
      await withdrawFromBrazil(
        app,
        call,
        `/api/admin/content/${id}/withdraw`,
        'content_publications',
        async () => {
          expect(await live(doctorBr, 'zebrafish')).toEqual({ onHome: false, inSearch: false });
        },
      );
    });

    it('audits every action with before/after, and no one can alter the trail', async () => {
      const trail = (await call('GET', `/api/admin/audit?entityId=${id}`, 'admin')).json() as AuditList;
      const actions = trail.entries.map((e) => e.action).reverse();
      expect(actions).toEqual([
        'content.create',
        'content.submit',
        'content.reject',
        'content.edit',
        'content.submit',
        'content.approve',
        'content.publish',
        'content.edit',
        'content.withdraw',
      ]);
      const reject = trail.entries.find((e) => e.action === 'content.reject');
      expect(reject?.staffEmail).toBe('reviewer@example.com');
      expect(reject?.changes.status).toEqual({ before: 'in_review', after: 'rejected' });
      const edit = trail.entries.find((e) => e.action === 'content.edit');
      expect(edit?.changes.title).toEqual({
        before: 'Zebrafish cardiologia avançada',
        after: 'Zebrafish versão dois',
      });
      const signIns = (
        await call('GET', '/api/admin/audit?action=sign_in&staff=editor@example.com', 'admin')
      ).json() as AuditList;
      expect(signIns.entries.length).toBeGreaterThan(0);
      const failed = (
        await call('GET', '/api/admin/audit?action=sign_in_failed', 'admin')
      ).json() as AuditList;
      expect(failed.entries.length).toBeGreaterThan(0);

      await expect(app.db.execute(sql`update staff_audit set action = 'x'`)).rejects.toThrow();
      await expect(app.db.execute(sql`delete from staff_audit`)).rejects.toThrow();
      await expect(app.db.execute(sql`truncate staff_audit`)).rejects.toThrow();
      const after = (await call('GET', `/api/admin/audit?entityId=${id}`, 'admin')).json() as AuditList;
      expect(after.entries).toHaveLength(trail.entries.length);
    });
  });
});

// Console authoring of events and public links (issue 15 item 6, decision 019) on both databases: roles
// and country scope per endpoint, the MLR lifecycle of events, publication reaching the physician's
// /api/events at once, public links that open, are listed with who opened them, and stop when revoked;
// an audit row for every action.
import type {
  AdminEvent,
  AuditList,
  ContentLink,
  EventList,
  IssuedLink,
  LinkDetail,
} from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, consoleCaller, eventDraft, staffSecret, staffSignIn } from '#test/console.ts';
import { addContent, contentFixture } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const DAY = 86_400_000;

describeEachDatabase('console authoring: events and public links', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};

  const { call, auditOf } = consoleCaller(() => app, tokens);

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    // A Mexican editor: same roles, one country.
    await addStaffMember(app, {
      email: 'editor.mx@example.com',
      name: 'Editor MX',
      roles: ['editor'],
      countries: ['MX'],
      totpSecret: staffSecret('editor@example.com'),
    });
    for (const role of ['editor', 'reviewer', 'mi', 'verifier', 'admin']) {
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
    }
    tokens.editorMx = await staffSignIn(app, 'editor.mx@example.com', staffSecret('editor@example.com'));
    tokens.doctorBr = await signIn(app, 'doctor.br@example.com');
    tokens.doctorMx = await signIn(app, 'doctor.mx@example.com');
  });

  describe('events', () => {
    it('refuses physicians, anonymous callers and roles without the action', async () => {
      expect((await call('GET', '/api/admin/events', 'doctorBr')).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/admin/events' })).statusCode).toBe(401);
      expect((await call('POST', '/api/admin/events', 'doctorBr', eventDraft('Evento'))).statusCode).toBe(
        401,
      );
      expect((await call('POST', '/api/admin/events', 'reviewer', eventDraft('Evento'))).statusCode).toBe(
        403,
      );
      expect((await call('POST', '/api/admin/events', 'admin', eventDraft('Evento'))).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/events', 'mi', eventDraft('Evento'))).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/events', 'verifier')).statusCode).toBe(200);
    });

    it('validates the draft with field errors', async () => {
      const bad = await call('POST', '/api/admin/events', 'editor', {
        ...eventDraft('Evento'),
        endsLocal: '2026-07-10T18:00',
        timeZone: 'Mars/Olympus',
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toMatch(/endsLocal|timeZone/);
      const zoom = await call('POST', '/api/admin/events', 'editor', {
        ...eventDraft('Evento'),
        meetingProvider: 'zoom',
      });
      expect(zoom.statusCode).toBe(400);
      expect(JSON.stringify(zoom.json())).toContain('meetingRoom');
    });

    it('an editor of Mexico cannot author, publish or even see an event of Brazil', async () => {
      expect(
        (await call('POST', '/api/admin/events', 'editorMx', eventDraft('Para o Brasil'))).statusCode,
      ).toBe(403);
      const created = await call('POST', '/api/admin/events', 'editor', eventDraft('Só Brasil'));
      const id = (created.json() as AdminEvent).latest.eventId;
      expect((await call('GET', `/api/admin/events/${id}`, 'editorMx')).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/admin/events/${id}`, 'editorMx', eventDraft('Xis México', ['MX'])))
          .statusCode,
      ).toBe(404);
      const list = (await call('GET', '/api/admin/events', 'editorMx')).json() as { items: AdminEvent[] };
      expect(list.items.map((e) => e.latest.eventId)).not.toContain(id);
    });

    it('carries the event picture and speaker photos to /api/events, refusing other addresses', async () => {
      const bad = await call('POST', '/api/admin/events', 'editor', {
        ...eventDraft('Com imagem'),
        imageUrl: 'http://insecure.example.com/a.png',
        speakers: [{ name: 'Dra. Ana Ribeiro', photoUrl: '/media/../secret.png' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toMatch(/imageUrl/);
      expect(JSON.stringify(bad.json())).toMatch(/photoUrl/);

      const created = await call('POST', '/api/admin/events', 'editor', {
        ...eventDraft('Com imagem'),
        imageUrl: '/media/uploads/event.png',
        speakers: [
          { name: 'Dra. Ana Ribeiro', title: 'Pneumologista', photoUrl: '/media/uploads/ana.png' },
          { name: 'Dr. Sem Foto' },
        ],
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as AdminEvent).latest.eventId;
      expect((created.json() as AdminEvent).latest.imageUrl).toBe('/media/uploads/event.png');
      await call('POST', `/api/admin/events/${id}/submit`, 'editor');
      await call('POST', `/api/admin/events/${id}/review`, 'reviewer', {
        decision: 'approve',
        approvalCode: 'EV-IMG-1',
      });
      expect(
        (await call('POST', `/api/admin/events/${id}/publish`, 'editor', { country: 'BR' })).statusCode,
      ).toBe(200);
      const detail = (await call('GET', `/api/events/${id}`, 'doctorBr')).json() as {
        imageUrl: string | null;
        speakers: { name: string; photoUrl?: string }[];
      };
      expect(detail.imageUrl).toBe('/media/uploads/event.png');
      expect(detail.speakers).toEqual([
        { name: 'Dra. Ana Ribeiro', title: 'Pneumologista', photoUrl: '/media/uploads/ana.png' },
        { name: 'Dr. Sem Foto' },
      ]);
    });

    it('goes draft -> review -> approved -> published per country, reaching /api/events at once', async () => {
      const created = await call(
        'POST',
        '/api/admin/events',
        'editor',
        eventDraft('Insuficiência cardíaca', ['BR', 'MX']),
      );
      expect(created.statusCode).toBe(201);
      const event = created.json() as AdminEvent;
      const id = event.latest.eventId;
      expect(event.latest.status).toBe('draft');
      expect(event.latest.startsAt).toBe('2026-07-10T22:00:00.000Z');
      expect(event.latest.startsLocal).toBe('2026-07-10T19:00');
      expect(event.latest.meetingRoom).toMatch(/^portal-[0-9a-f]{32}$/);
      const room = event.latest.meetingRoom;

      // Not reviewable before submission; nothing to publish before approval.
      expect(
        (await call('POST', `/api/admin/events/${id}/publish`, 'editor', { country: 'BR' })).statusCode,
      ).toBe(409);
      expect((await call('POST', `/api/admin/events/${id}/submit`, 'reviewer')).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/events/${id}/submit`, 'editor')).statusCode).toBe(200);
      expect((await call('PUT', `/api/admin/events/${id}`, 'editor', eventDraft('Mudou'))).statusCode).toBe(
        409,
      );
      expect(
        (
          await call('POST', `/api/admin/events/${id}/review`, 'editor', {
            decision: 'approve',
            approvalCode: 'EV-1',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('POST', `/api/admin/events/${id}/review`, 'reviewer', {
            decision: 'reject',
            comment: '',
          })
        ).statusCode,
      ).toBe(400);
      const rejected = await call('POST', `/api/admin/events/${id}/review`, 'reviewer', {
        decision: 'reject',
        comment: 'Falta o CRM do palestrante.',
      });
      expect((rejected.json() as AdminEvent).latest.status).toBe('rejected');
      await call('POST', `/api/admin/events/${id}/submit`, 'editor');
      const approved = await call('POST', `/api/admin/events/${id}/review`, 'reviewer', {
        decision: 'approve',
        approvalCode: 'EV-BR-0001',
      });
      expect((approved.json() as AdminEvent).latest.status).toBe('approved');

      const upcomingIds = async (who: string) =>
        ((await call('GET', '/api/events', who)).json() as EventList).upcoming.map((e) => e.id);
      expect(await upcomingIds('doctorBr')).not.toContain(id);

      // The Mexican editor cannot publish it in Brazil; the reviewer has no publish action.
      expect(
        (await call('POST', `/api/admin/events/${id}/publish`, 'editorMx', { country: 'BR' })).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/api/admin/events/${id}/publish`, 'reviewer', { country: 'BR' })).statusCode,
      ).toBe(403);
      const published = await call('POST', `/api/admin/events/${id}/publish`, 'editor', { country: 'BR' });
      expect(published.statusCode).toBe(200);
      expect((published.json() as AdminEvent).publishedCountries).toEqual(['BR']);
      expect(await upcomingIds('doctorBr')).toContain(id);
      expect(await upcomingIds('doctorMx')).not.toContain(id);
      const detail = (await call('GET', `/api/events/${id}`, 'doctorBr')).json() as {
        description: string;
        timeZone: string;
        speakers: { name: string }[];
      };
      expect(detail.description).not.toContain('<script');
      expect(detail.timeZone).toBe('America/Sao_Paulo');
      expect(detail.speakers[0]?.name).toBe('Dra. Ana Ribeiro');

      // The Mexican editor shares Mexico with the event: publishes it there; Brazil stays.
      const mx = await call('POST', `/api/admin/events/${id}/publish`, 'editorMx', { country: 'MX' });
      expect(mx.statusCode).toBe(200);
      expect((mx.json() as AdminEvent).publishedCountries.sort()).toEqual(['BR', 'MX']);
      expect(await upcomingIds('doctorMx')).toContain(id);

      // Editing the approved event starts version 2; physicians keep version 1, the room stays.
      const edited = await call('PUT', `/api/admin/events/${id}`, 'editor', {
        ...eventDraft('Insuficiência cardíaca (gravação)', ['BR', 'MX']),
        recordingUrl: 'https://videos.example.com/ic.mp4',
      });
      const v2 = (edited.json() as AdminEvent).latest;
      expect([v2.version, v2.status, v2.meetingRoom]).toEqual([2, 'draft', room]);
      const live = (await call('GET', `/api/events/${id}`, 'doctorBr')).json() as { title: string };
      expect(live.title).toBe('Insuficiência cardíaca');

      // Withdrawn from Brazil: gone there at once, still in Mexico.
      expect(
        (await call('POST', `/api/admin/events/${id}/withdraw`, 'editorMx', { country: 'BR' })).statusCode,
      ).toBe(403);
      const withdrawn = await call('POST', `/api/admin/events/${id}/withdraw`, 'editor', { country: 'BR' });
      expect((withdrawn.json() as AdminEvent).publishedCountries).toEqual(['MX']);
      expect(await upcomingIds('doctorBr')).not.toContain(id);
      expect((await call('GET', `/api/events/${id}`, 'doctorBr')).statusCode).toBe(404);
      expect(await upcomingIds('doctorMx')).toContain(id);
      expect(
        (await call('POST', `/api/admin/events/${id}/withdraw`, 'editor', { country: 'BR' })).statusCode,
      ).toBe(409);

      const trail = await auditOf(id);
      expect(trail.map((e) => e.action).reverse()).toEqual([
        'event.create',
        'event.submit',
        'event.reject',
        'event.submit',
        'event.approve',
        'event.publish',
        'event.publish',
        'event.edit',
        'event.withdraw',
      ]);
      const approval = trail.find((e) => e.action === 'event.approve');
      expect(approval?.staffEmail).toBe('reviewer@example.com');
      expect(approval?.changes.approvalCode).toEqual({ before: null, after: 'EV-BR-0001' });
      expect(trail.find((e) => e.action === 'event.withdraw')?.country).toBe('BR');
    });
  });

  describe('public links', () => {
    let contentId: string;
    const visitor = { name: 'Paulo Mendes Costa', registerNumber: '246.810-MG' };

    const open = async (issued: IssuedLink) => {
      const url = new URL(`http://portal${issued.path}`);
      const token = url.searchParams.get('token') as string;
      const vidKey = url.searchParams.get('vidKey') as string;
      const accepted = await app.inject({
        method: 'POST',
        url: '/api/public/acceptTerms',
        payload: { contentId, vidKey, token, ...visitor },
      });
      const read = await app.inject({
        method: 'GET',
        url: `/api/public/contents/${contentId}`,
        query: { token, vidKey, ...visitor },
      });
      return { accepted: accepted.statusCode, read: read.statusCode };
    };

    beforeAll(async () => {
      await addContent(
        app.db,
        contentFixture('link-item', {
          publications: [
            { country: 'BR', approvalCode: 'BR-LINK', publishedAt: new Date('2026-05-01T00:00:00Z') },
          ],
        }),
      );
      const candidates = await call('GET', '/api/admin/links/candidates?country=BR', 'editor');
      expect(candidates.statusCode).toBe(200);
      const first = (candidates.json() as { items: { id: string }[] }).items[0];
      if (!first) throw new Error('no published item in Brazil');
      contentId = first.id;
    });

    it('refuses physicians, roles without the action and countries not of the member', async () => {
      const body = {
        contentId,
        country: 'BR',
        expiresAt: new Date(app.clock.now().getTime() + 7 * DAY).toISOString(),
      };
      expect((await call('POST', '/api/admin/links', 'doctorBr', body)).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/links', 'doctorBr')).statusCode).toBe(401);
      expect((await call('POST', '/api/admin/links', 'reviewer', body)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/links', 'verifier')).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/links', 'editorMx', body)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/links/candidates?country=BR', 'editorMx')).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/admin/links', 'editor', { ...body, expiresAt: '2020-01-01T00:00:00Z' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('POST', '/api/admin/links', 'editor', { ...body, contentId: 'no-such-item' })).statusCode,
      ).toBe(400);
    });

    it('issues a link that opens the item, lists who opened it, and stops opening once revoked', async () => {
      const expiresAt = new Date(app.clock.now().getTime() + 7 * DAY).toISOString();
      const issued = await call('POST', '/api/admin/links', 'editor', {
        contentId,
        country: 'BR',
        expiresAt,
        note: 'Congresso SBC',
      });
      expect(issued.statusCode).toBe(201);
      const answer = issued.json() as IssuedLink;
      expect(answer.path).toMatch(
        new RegExp(`^/aceite-teste/${contentId}\\?token=[\\w-]+&vidKey=[0-9a-f]+$`),
      );
      expect(answer.link).toMatchObject({ status: 'live', opens: 0, issuedByEmail: 'editor@example.com' });
      const linkId = answer.link.id;

      expect(await open(answer)).toEqual({ accepted: 201, read: 200 });
      const detail = (await call('GET', `/api/admin/links/${linkId}`, 'editor')).json() as LinkDetail;
      expect(detail.link.opens).toBe(1);
      expect(detail.opens[0]).toMatchObject({ name: 'Paulo Mendes Costa', registerNumber: '246810MG' });
      // The Mexican editor does not see Brazil's links.
      expect((await call('GET', `/api/admin/links/${linkId}`, 'editorMx')).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/links/${linkId}/revoke`, 'editorMx')).statusCode).toBe(404);
      const mine = (await call('GET', '/api/admin/links', 'editorMx')).json() as { links: ContentLink[] };
      expect(mine.links.map((l) => l.id)).not.toContain(linkId);

      const revoked = await call('POST', `/api/admin/links/${linkId}/revoke`, 'admin');
      expect(revoked.statusCode).toBe(200);
      expect((revoked.json() as ContentLink).status).toBe('revoked');
      expect((await call('POST', `/api/admin/links/${linkId}/revoke`, 'admin')).statusCode).toBe(409);
      expect(await open(answer)).toEqual({ accepted: 401, read: 401 });

      const trail = (await auditOf(contentId)).filter((e) => e.action.startsWith('link.'));
      expect(trail.map((e) => [e.action, e.staffEmail, e.country])).toEqual([
        ['link.revoke', 'admin@example.com', 'BR'],
        ['link.issue', 'editor@example.com', 'BR'],
      ]);
    });

    it('stops opening at its expiry', async () => {
      const issued = (
        await call('POST', '/api/admin/links', 'editor', {
          contentId,
          country: 'BR',
          expiresAt: new Date(app.clock.now().getTime() + DAY).toISOString(),
        })
      ).json() as IssuedLink;
      expect((await open(issued)).read).toBe(200);
      setClock(app, new Date(app.clock.now().getTime() + 2 * DAY));
      expect((await open(issued)).read).toBe(401);
      // Two days on, the console session has long gone idle: sign in again.
      tokens.editor = await staffSignIn(app, 'editor@example.com');
      const list = (await call('GET', `/api/admin/links?contentId=${contentId}`, 'editor')).json() as {
        links: ContentLink[];
      };
      expect(list.links.find((l) => l.id === issued.link.id)?.status).toBe('expired');
    });
  });

  describe('home rows', () => {
    const published = (countries: CountryCode[]) =>
      countries.map((country) => ({
        country,
        approvalCode: `AC-${country}`,
        publishedAt: new Date('2026-05-01T00:00:00Z'),
      }));
    const rowOf = async (who: string) => {
      const response = await call('GET', '/api/clusters/exclusive', who);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: { id: string }[] }).items
        .map((i) => i.id)
        .filter((id) => id.startsWith('row-'));
    };

    beforeAll(async () => {
      await addContent(
        app.db,
        contentFixture('row-1', {
          publications: published(['BR']),
          clusters: [{ id: 'exclusive', position: 0 }],
        }),
        contentFixture('row-2', {
          publications: published(['BR']),
          clusters: [{ id: 'exclusive', position: 1 }],
        }),
        contentFixture('row-3', {
          publications: published(['BR', 'MX']),
          clusters: [{ id: 'exclusive', position: 2 }],
        }),
        contentFixture('row-4', { publications: published(['BR']) }),
        contentFixture('row-5', {
          publications: published(['MX']),
          clusters: [{ id: 'exclusive', position: 3 }],
        }),
      );
      for (const role of ['editor', 'reviewer', 'admin'])
        tokens[role] = await staffSignIn(app, `${role}@example.com`);
      tokens.editorMx = await staffSignIn(app, 'editor.mx@example.com', staffSecret('editor@example.com'));
      tokens.doctorBr = await signIn(app, 'doctor.br@example.com');
      tokens.doctorMx = await signIn(app, 'doctor.mx@example.com');
    });

    it('refuses physicians, roles without the action and countries not of the member', async () => {
      expect((await call('GET', '/api/admin/clusters/exclusive?country=BR', 'doctorBr')).statusCode).toBe(
        401,
      );
      expect((await call('GET', '/api/admin/clusters/exclusive?country=BR', 'reviewer')).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/api/admin/clusters/exclusive?country=BR', 'editorMx')).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/api/admin/clusters/explore?country=BR', 'editor')).statusCode).toBe(400);
      const order = { country: 'BR', contentIds: ['row-3', 'row-1', 'row-2'] };
      expect((await call('PUT', '/api/admin/clusters/exclusive/order', 'editorMx', order)).statusCode).toBe(
        403,
      );
    });

    it('orders, adds and removes per country, and physicians see it at once', async () => {
      expect(await rowOf('doctorBr')).toEqual(['row-1', 'row-2', 'row-3']);
      expect(await rowOf('doctorMx')).toEqual(['row-3', 'row-5']);
      const members = (await call('GET', '/api/admin/clusters/exclusive?country=BR', 'editor')).json() as {
        items: { id: string }[];
      };
      expect(members.items.map((i) => i.id).filter((id) => id.startsWith('row-'))).toEqual([
        'row-1',
        'row-2',
        'row-3',
      ]);

      const brIds = members.items.map((i) => i.id);
      const reordered = ['row-3', ...brIds.filter((id) => id !== 'row-3')];
      const put = await call('PUT', '/api/admin/clusters/exclusive/order', 'editor', {
        country: 'BR',
        contentIds: reordered,
      });
      expect(put.statusCode).toBe(200);
      expect(await rowOf('doctorBr')).toEqual(['row-3', 'row-1', 'row-2']);
      // Mexico's own order is kept (row-3 still before row-5).
      expect(await rowOf('doctorMx')).toEqual(['row-3', 'row-5']);
      // An order that is not the row's current set is refused.
      expect(
        (
          await call('PUT', '/api/admin/clusters/exclusive/order', 'editor', {
            country: 'BR',
            contentIds: ['row-1'],
          })
        ).statusCode,
      ).toBe(409);

      expect(
        (
          await call('POST', '/api/admin/clusters/exclusive/items', 'editor', {
            country: 'BR',
            contentId: 'row-5',
          })
        ).statusCode,
      ).toBe(400);
      const added = await call('POST', '/api/admin/clusters/exclusive/items', 'editor', {
        country: 'BR',
        contentId: 'row-4',
      });
      expect(added.statusCode).toBe(200);
      // An added item comes first: the home shows a row's first page, so the end may be out of sight.
      expect(await rowOf('doctorBr')).toEqual(['row-4', 'row-3', 'row-1', 'row-2']);

      // row-3 is published in Brazil too: the Mexican editor takes it out of Mexico's row only.
      const removeRow3 = { country: 'MX', contentId: 'row-3' };
      expect(
        (await call('POST', '/api/admin/clusters/exclusive/items/remove', 'editorMx', removeRow3)).statusCode,
      ).toBe(200);
      expect(
        (await call('POST', '/api/admin/clusters/exclusive/items/remove', 'editorMx', removeRow3)).statusCode,
      ).toBe(409);
      expect(await rowOf('doctorBr')).toEqual(['row-4', 'row-3', 'row-1', 'row-2']);
      expect(await rowOf('doctorMx')).toEqual(['row-5']);

      const trail = ((await call('GET', '/api/admin/audit?entityId=exclusive', 'admin')).json() as AuditList)
        .entries;
      expect(trail.map((e) => [e.action, e.staffEmail, e.country])).toEqual([
        ['cluster.change', 'editor.mx@example.com', 'MX'],
        ['cluster.change', 'editor@example.com', 'BR'],
        ['cluster.change', 'editor@example.com', 'BR'],
      ]);
    });

    it('orders items shared by two countries per country: Brazil’s order never moves Mexico’s', async () => {
      await addContent(
        app.db,
        ...['shared-a', 'shared-b', 'shared-c'].map((id, position) =>
          contentFixture(id, {
            publications: published(['BR', 'MX']),
            clusters: [{ id: 'top10', position: 100 + position }],
          }),
        ),
      );
      const topOf = async (who: string) =>
        ((await call('GET', '/api/clusters/top10?count=50', who)).json() as { items: { id: string }[] }).items
          .map((i) => i.id)
          .filter((id) => id.startsWith('shared-'));
      expect(await topOf('doctorBr')).toEqual(['shared-a', 'shared-b', 'shared-c']);
      expect(await topOf('doctorMx')).toEqual(['shared-a', 'shared-b', 'shared-c']);

      const brIds = (
        (await call('GET', '/api/admin/clusters/top10?country=BR', 'editor')).json() as {
          items: { id: string }[];
        }
      ).items.map((i) => i.id);
      const swapped = brIds.map((id) =>
        id === 'shared-a' ? 'shared-c' : id === 'shared-c' ? 'shared-a' : id,
      );
      const put = await call('PUT', '/api/admin/clusters/top10/order', 'editor', {
        country: 'BR',
        contentIds: swapped,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(await topOf('doctorBr')).toEqual(['shared-c', 'shared-b', 'shared-a']);
      expect(await topOf('doctorMx')).toEqual(['shared-a', 'shared-b', 'shared-c']);
      // And the console's view of Mexico's row is Mexico's order.
      const mx = (
        (await call('GET', '/api/admin/clusters/top10?country=MX', 'editorMx')).json() as {
          items: { id: string }[];
        }
      ).items
        .map((i) => i.id)
        .filter((id) => id.startsWith('shared-'));
      expect(mx).toEqual(['shared-a', 'shared-b', 'shared-c']);
    });
  });
});

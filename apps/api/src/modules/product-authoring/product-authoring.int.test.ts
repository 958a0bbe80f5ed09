// Console product authoring (issue 15 item 6, decision 022) on both databases: roles and country scope
// per endpoint, the MLR rules (code and expiry to approve, a comment to reject, never one's own work),
// publication per country from a date reaching the physician's products list and product page at once,
// a new version leaving physicians on the published one, withdrawal, the approval's expiry (controlled
// clock), the `portal_catalogue` notification, and an audit row for every action.
import type { AdminProduct, Cluster, Product } from '@portal/contracts';
import { products } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addStaffMember,
  consoleCaller,
  EDITOR_REVIEWER,
  staffSignIn,
  withdrawFromBrazil,
} from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { catalogueChanged } from '../content/service.ts';

const START = new Date('2026-06-01T12:00:00Z');
const EXPIRY = '2026-09-01T00:00:00Z';

const draft = (name: string, countries: string[] = ['BR']) => ({
  name,
  description: '<p>Comprimidos revestidos</p><script>alert(1)</script>',
  medicineInsert: 'https://example.com/bula.pdf',
  thumbnailUrl: '/media/produto.png',
  countries,
});
const approve = { decision: 'approve', approvalCode: 'BR-PROD-0001', expiresAt: EXPIRY };

describeEachDatabase('console product authoring', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const { call, auditOf } = consoleCaller(() => app, tokens);

  /** What a physician sees: the ids of the products row, and whether the product page opens. */
  async function seen(doctor: string, id: string) {
    const list = (
      await app.inject({ url: '/api/clusters/products?count=50', headers: bearer(doctor) })
    ).json() as Cluster;
    const page = await app.inject({ url: `/api/products/${id}`, headers: bearer(doctor) });
    return {
      listed: list.items.some((item) => item.id === id),
      page: page.statusCode,
      name: page.statusCode === 200 ? (page.json() as Product).name : null,
    };
  }

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, START);
    await addStaffMember(app, {
      email: 'editor.mx@example.com',
      name: 'Editor MX',
      roles: ['editor'],
      countries: ['MX'],
      totpSecret: 'MEXICOEDITORDEMOSECRETPORTALCONS',
    });
    await addStaffMember(app, EDITOR_REVIEWER);
    for (const role of ['editor', 'reviewer', 'mi', 'pv', 'verifier', 'admin']) {
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
    }
    tokens.editorMx = await staffSignIn(app, 'editor.mx@example.com', 'MEXICOEDITORDEMOSECRETPORTALCONS');
    tokens.both = await staffSignIn(app, EDITOR_REVIEWER.email, EDITOR_REVIEWER.totpSecret);
    tokens.doctorBr = await signIn(app, 'doctor.br@example.com');
    tokens.doctorMx = await signIn(app, 'doctor.mx@example.com');
  });

  describe('roles and scope', () => {
    it('refuses physicians, anonymous callers and roles without the action', async () => {
      expect((await app.inject({ url: '/api/admin/products' })).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/products', 'doctorBr')).statusCode).toBe(401);
      for (const role of ['reviewer', 'admin', 'mi', 'pv', 'verifier'])
        expect((await call('POST', '/api/admin/products', role, draft('Produto'))).statusCode).toBe(403);
      for (const role of ['editor', 'reviewer', 'mi', 'pv', 'verifier', 'admin'])
        expect((await call('GET', '/api/admin/products', role)).statusCode).toBe(200);
      const id = (
        (await call('POST', '/api/admin/products', 'editor', draft('Papel'))).json() as AdminProduct
      ).latest.productId;
      // Only editors submit; only reviewers decide; only editors and admins publish.
      expect((await call('POST', `/api/admin/products/${id}/submit`, 'reviewer')).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/products/${id}/submit`, 'editor')).statusCode).toBe(200);
      expect((await call('POST', `/api/admin/products/${id}/review`, 'editor', approve)).statusCode).toBe(
        403,
      );
      expect((await call('POST', `/api/admin/products/${id}/review`, 'admin', approve)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/products/${id}/review`, 'reviewer', approve)).statusCode).toBe(
        200,
      );
      const publish = { country: 'BR' };
      for (const role of ['reviewer', 'mi', 'pv', 'verifier'])
        expect((await call('POST', `/api/admin/products/${id}/publish`, role, publish)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/products/${id}/publish`, 'admin', publish)).statusCode).toBe(
        200,
      );
      expect((await call('POST', `/api/admin/products/${id}/withdraw`, 'admin', publish)).statusCode).toBe(
        200,
      );
    });

    it('validates the draft with field errors', async () => {
      const bad = await call('POST', '/api/admin/products', 'editor', {
        ...draft('X'),
        medicineInsert: 'javascript:alert(1)',
        countries: [],
      });
      expect(bad.statusCode).toBe(400);
      const body = JSON.stringify(bad.json());
      expect(body).toContain('name');
      expect(body).toContain('medicineInsert');
      expect(body).toContain('countries');
    });

    it('an editor of Mexico cannot author, see or publish a product of Brazil', async () => {
      expect((await call('POST', '/api/admin/products', 'editorMx', draft('Para o Brasil'))).statusCode).toBe(
        403,
      );
      const id = (
        (await call('POST', '/api/admin/products', 'editor', draft('Só Brasil'))).json() as AdminProduct
      ).latest.productId;
      expect((await call('GET', `/api/admin/products/${id}`, 'editorMx')).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/admin/products/${id}`, 'editorMx', draft('Mx', ['MX']))).statusCode,
      ).toBe(404);
      const list = (await call('GET', '/api/admin/products', 'editorMx')).json() as { items: AdminProduct[] };
      expect(list.items.map((p) => p.latest.productId)).not.toContain(id);
      expect(
        (await call('POST', `/api/admin/products/${id}/withdraw`, 'editorMx', { country: 'BR' })).statusCode,
      ).toBe(404);
    });
  });

  describe('lifecycle', () => {
    let id: string;

    it('approval needs a code and a future expiry, rejection a comment, and never the author', async () => {
      const created = await call('POST', '/api/admin/products', 'both', draft('Cardiozen', ['BR', 'MX']));
      // The member with both roles works for Brazil only.
      expect(created.statusCode).toBe(403);
      const mine = await call('POST', '/api/admin/products', 'both', draft('Cardiozen'));
      expect(mine.statusCode).toBe(201);
      id = (mine.json() as AdminProduct).latest.productId;
      expect(id).toMatch(/^cardiozen-[0-9a-f]{6}$/);
      expect((await call('POST', `/api/admin/products/${id}/review`, 'reviewer', approve)).statusCode).toBe(
        409,
      );
      expect((await call('POST', `/api/admin/products/${id}/submit`, 'both')).statusCode).toBe(200);
      expect((await call('PUT', `/api/admin/products/${id}`, 'editor', draft('Em revisão'))).statusCode).toBe(
        409,
      );
      expect((await call('POST', `/api/admin/products/${id}/review`, 'both', approve)).statusCode).toBe(403);
      const review = (body: object) => call('POST', `/api/admin/products/${id}/review`, 'reviewer', body);
      expect((await review({ decision: 'approve', approvalCode: 'BR-1' })).statusCode).toBe(400);
      expect((await review({ ...approve, expiresAt: '2026-01-01T00:00:00Z' })).statusCode).toBe(400);
      expect((await review({ decision: 'reject' })).statusCode).toBe(400);
      const rejected = await review({ decision: 'reject', comment: 'Falta a bula atualizada' });
      expect((rejected.json() as AdminProduct).latest).toMatchObject({
        status: 'rejected',
        reviewComment: 'Falta a bula atualizada',
      });
      expect(
        (await call('POST', `/api/admin/products/${id}/publish`, 'editor', { country: 'BR' })).statusCode,
      ).toBe(409);
      await call('PUT', `/api/admin/products/${id}`, 'editor', draft('Cardiozen', ['BR', 'MX']));
      await call('POST', `/api/admin/products/${id}/submit`, 'editor');
      const approved = (await review(approve)).json() as AdminProduct;
      expect(approved.latest).toMatchObject({
        status: 'approved',
        version: 1,
        approvalCode: 'BR-PROD-0001',
        approvalExpiresAt: '2026-09-01T00:00:00.000Z',
        reviewerEmail: 'reviewer@example.com',
      });
    });

    it('previews the sanitised description', async () => {
      const preview = await call('GET', `/api/admin/products/${id}/preview?country=BR`, 'mi');
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({
        name: 'Cardiozen',
        descriptionHtml: '<p>Comprimidos revestidos</p>',
        approvalCode: 'BR-PROD-0001',
      });
      expect((await call('GET', `/api/admin/products/${id}/preview?country=AR`, 'mi')).statusCode).toBe(400);
    });

    it('publishes per country: a doctor of Brazil sees it, a doctor of Mexico does not', async () => {
      expect(await seen(tokens.doctorBr!, id)).toMatchObject({ listed: false, page: 404 });
      const published = await call('POST', `/api/admin/products/${id}/publish`, 'editor', { country: 'BR' });
      expect(published.statusCode).toBe(200);
      expect((published.json() as AdminProduct).publications).toEqual([
        {
          country: 'BR',
          approvalCode: 'BR-PROD-0001',
          publishedAt: app.clock.now().toISOString(),
          expiresAt: '2026-09-01T00:00:00.000Z',
        },
      ]);
      expect(await seen(tokens.doctorBr!, id)).toEqual({ listed: true, page: 200, name: 'Cardiozen' });
      expect(await seen(tokens.doctorMx!, id)).toMatchObject({ listed: false, page: 404 });
      const page = (
        await app.inject({ url: `/api/products/${id}`, headers: bearer(tokens.doctorBr!) })
      ).json() as Product;
      expect(page.description).toBe('<p>Comprimidos revestidos</p>');
      expect(page.medicineInsert).toBe('https://example.com/bula.pdf');
      expect(page.thumbnail.some((t) => t.url === '/media/produto.png')).toBe(true);
      // A seeded product (no publication window) is still listed beside it.
      await app.db.insert(products).values({ id: 'seeded-product', name: 'Seeded', countries: ['BR'] });
      // What every process does on the seed's `portal_catalogue` notification (asynchronous on PostgreSQL).
      catalogueChanged(app.db);
      expect(await seen(tokens.doctorBr!, 'seeded-product')).toMatchObject({ listed: true, page: 200 });
    });

    it('a new version leaves physicians on the published one until it is published', async () => {
      const edited = await call(
        'PUT',
        `/api/admin/products/${id}`,
        'editor',
        draft('Cardiozen XR', ['BR', 'MX']),
      );
      expect((edited.json() as AdminProduct).latest).toMatchObject({ version: 2, status: 'draft' });
      expect(await seen(tokens.doctorBr!, id)).toEqual({ listed: true, page: 200, name: 'Cardiozen' });
      // Nothing approved in v2 yet: publishing republishes version 1.
      await call('POST', `/api/admin/products/${id}/submit`, 'editor');
      await call('POST', `/api/admin/products/${id}/review`, 'reviewer', {
        ...approve,
        approvalCode: 'BR-PROD-0002',
      });
      await call('POST', `/api/admin/products/${id}/publish`, 'editor', { country: 'BR' });
      expect(await seen(tokens.doctorBr!, id)).toEqual({ listed: true, page: 200, name: 'Cardiozen XR' });
    });

    it('a version no longer authored for a country takes the product out of it when published', async () => {
      const other = (
        (
          await call('POST', '/api/admin/products', 'editor', draft('Dois países', ['BR', 'MX']))
        ).json() as AdminProduct
      ).latest.productId;
      await call('POST', `/api/admin/products/${other}/submit`, 'editor');
      await call('POST', `/api/admin/products/${other}/review`, 'reviewer', approve);
      await call('POST', `/api/admin/products/${other}/publish`, 'editor', { country: 'BR' });
      await call('POST', `/api/admin/products/${other}/publish`, 'editor', { country: 'MX' });
      expect(await seen(tokens.doctorMx!, other)).toMatchObject({ listed: true });
      await call('PUT', `/api/admin/products/${other}`, 'editor', draft('Só Brasil agora', ['BR']));
      await call('POST', `/api/admin/products/${other}/submit`, 'editor');
      await call('POST', `/api/admin/products/${other}/review`, 'reviewer', approve);
      const republished = await call('POST', `/api/admin/products/${other}/publish`, 'editor', {
        country: 'BR',
      });
      expect((republished.json() as AdminProduct).publications.map((p) => p.country)).toEqual(['BR']);
      expect(await seen(tokens.doctorMx!, other)).toMatchObject({ listed: false, page: 404 });
      expect(await seen(tokens.doctorBr!, other)).toMatchObject({ listed: true, name: 'Só Brasil agora' });
    });

    it('publishing from a later date shows it only from then', async () => {
      const from = new Date(app.clock.now().getTime() + 86_400_000).toISOString();
      const r = await call('POST', `/api/admin/products/${id}/publish`, 'editor', { country: 'MX', from });
      expect(r.statusCode).toBe(200);
      expect(await seen(tokens.doctorMx!, id)).toMatchObject({ listed: false, page: 404 });
      const now = app.clock.now();
      setClock(app, new Date(Date.parse(from) + 1000));
      const later = await signIn(app, 'doctor.mx@example.com');
      expect(await seen(later, id)).toMatchObject({ listed: true, page: 200 });
      setClock(app, now);
    });

    it('withdrawal removes it at once and every process hears of it', async () => {
      tokens.doctorBr = await signIn(app, 'doctor.br@example.com');
      expect(await seen(tokens.doctorBr, id)).toMatchObject({ listed: true });
      await withdrawFromBrazil(
        app,
        call,
        `/api/admin/products/${id}/withdraw`,
        'product_publications',
        async (withdrawn) => {
          expect((withdrawn.json() as AdminProduct).publications.map((p) => p.country)).toEqual(['MX']);
          expect(await seen(tokens.doctorBr!, id)).toMatchObject({ listed: false, page: 404 });
        },
      );
    });

    it('the approval expiry unpublishes it (controlled clock)', async () => {
      setClock(app, new Date('2026-09-01T00:00:01Z'));
      // Sessions would have ended by then: sign in again at the later time.
      const doctor = await signIn(app, 'doctor.mx@example.com');
      expect(await seen(doctor, id)).toMatchObject({ listed: false, page: 404 });
      tokens.admin = await staffSignIn(app, 'admin@example.com');
      const again = await call('POST', `/api/admin/products/${id}/publish`, 'admin', { country: 'MX' });
      expect(again.statusCode).toBe(409);
    });

    it('audits every action with its before and after', async () => {
      const entries = await auditOf(id);
      expect(entries.map((e) => e.action).reverse()).toEqual([
        'product.create',
        'product.submit',
        'product.reject',
        'product.edit',
        'product.submit',
        'product.approve',
        'product.publish',
        'product.edit',
        'product.submit',
        'product.approve',
        'product.publish',
        'product.publish',
        'product.withdraw',
      ]);
      const approval = entries.find((e) => e.action === 'product.approve');
      expect(approval?.changes.approvalCode).toEqual({ before: null, after: 'BR-PROD-0002' });
      const withdrawal = entries[0];
      expect(withdrawal).toMatchObject({ country: 'BR', staffEmail: 'admin@example.com' });
      expect(entries.find((e) => e.action === 'product.reject')?.changes.reviewComment).toEqual({
        before: null,
        after: 'Falta a bula atualizada',
      });
    });
  });
});

// Event and product descriptions written in the console's rich-text editor (issue 36 item 4) on both
// databases: what the editor sends is HTML, and physicians read it through the same allowlist as
// content bodies (sanitizeContentHtml, on publish and in the preview). Script, handlers and target are
// dropped; headings, bold, italic, lists and links (given their rel) survive.
import type { AdminEvent, AdminProduct, Product } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleCaller, eventDraft, staffSignIn } from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

/** What the editor's toolbar writes, with what a pasted or crafted body could add. */
const WRITTEN =
  '<h2>Programa</h2>' +
  '<p><strong>Casos reais</strong> e <em>perguntas</em>: ' +
  '<a href="https://diretrizes.example/has" target="_blank" onclick="alert(1)">diretriz</a></p>' +
  '<ul><li>Arritmias</li><li>Insuficiência cardíaca</li></ul>' +
  '<ol><li>Abertura</li></ol>' +
  '<script>alert(2)</script><p onclick="alert(3)" style="color:red">Fim</p>';

/** The same after the allowlist. */
const READ =
  '<h2>Programa</h2>' +
  '<p><strong>Casos reais</strong> e <em>perguntas</em>: ' +
  '<a href="https://diretrizes.example/has" rel="noopener noreferrer">diretriz</a></p>' +
  '<ul><li>Arritmias</li><li>Insuficiência cardíaca</li></ul>' +
  '<ol><li>Abertura</li></ol>' +
  '<p>Fim</p>';

describeEachDatabase('rich-text descriptions of events and products', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const { call } = consoleCaller(() => app, tokens);

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    tokens.editor = await staffSignIn(app, 'editor@example.com');
    tokens.reviewer = await staffSignIn(app, 'reviewer@example.com');
    tokens.doctorBr = await signIn(app, 'doctor.br@example.com');
  });

  describe('an event', () => {
    it('reaches the physician with its markup kept and its script and handlers dropped', async () => {
      const created = await call('POST', '/api/admin/events', 'editor', {
        ...eventDraft('Arritmias na prática'),
        description: WRITTEN,
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as AdminEvent).latest.eventId;
      expect((await call('POST', `/api/admin/events/${id}/submit`, 'editor')).statusCode).toBe(200);
      const review = { decision: 'approve', approvalCode: 'EV-BR-RICH-1' };
      expect((await call('POST', `/api/admin/events/${id}/review`, 'reviewer', review)).statusCode).toBe(200);
      const published = await call('POST', `/api/admin/events/${id}/publish`, 'editor', { country: 'BR' });
      expect(published.statusCode).toBe(200);

      const event = await call('GET', `/api/events/${id}`, 'doctorBr');
      expect(event.statusCode).toBe(200);
      expect((event.json() as { description: string }).description).toBe(READ);
    });
  });

  describe('a product', () => {
    it('is previewed and published with its markup kept and its script and handlers dropped', async () => {
      const created = await call('POST', '/api/admin/products', 'editor', {
        name: 'Cardiozen XR',
        description: WRITTEN,
        medicineInsert: null,
        thumbnailUrl: null,
        countries: ['BR'],
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as AdminProduct).latest.productId;
      expect((await call('POST', `/api/admin/products/${id}/submit`, 'editor')).statusCode).toBe(200);
      const review = {
        decision: 'approve',
        approvalCode: 'BR-PROD-RICH-1',
        expiresAt: '2026-09-01T00:00:00Z',
      };
      expect((await call('POST', `/api/admin/products/${id}/review`, 'reviewer', review)).statusCode).toBe(
        200,
      );

      const preview = await call('GET', `/api/admin/products/${id}/preview?country=BR`, 'editor');
      expect(preview.statusCode).toBe(200);
      expect((preview.json() as { descriptionHtml: string }).descriptionHtml).toBe(READ);

      const published = await call('POST', `/api/admin/products/${id}/publish`, 'editor', { country: 'BR' });
      expect(published.statusCode).toBe(200);
      const page = await call('GET', `/api/products/${id}`, 'doctorBr');
      expect(page.statusCode).toBe(200);
      expect((page.json() as Product).description).toBe(READ);
    });
  });
});

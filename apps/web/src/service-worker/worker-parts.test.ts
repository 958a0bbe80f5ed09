import { dictionaries } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { offlinePage } from './offline-page.ts';
import { notificationOptions, parsePush } from './push-payload.ts';

describe('push payloads', () => {
  it('reads the server’s JSON into the notification', () => {
    const push = parsePush(
      JSON.stringify({ title: 'T', body: 'B', url: '/eventos/x', tag: 'e', lang: 'es' }),
    );
    expect(push).toEqual({ title: 'T', body: 'B', url: '/eventos/x', tag: 'e', lang: 'es' });
    expect(push && notificationOptions(push)).toMatchObject({
      body: 'B',
      icon: '/icons/icon-192.png',
      tag: 'e',
      lang: 'es',
      data: { url: '/eventos/x' },
    });
  });

  it.each([null, '', 'not json', '{"body":"no title"}', '[1]'])('ignores %j', (data) => {
    expect(parsePush(data)).toBeNull();
  });
});

describe('offline page', () => {
  it('speaks the page’s language, links back, and allows only its own style', async () => {
    const response = await offlinePage('es-MX', '/eventos?x="1"');
    expect(response.status).toBe(503);
    const html = await response.text();
    const texts = dictionaries['es-MX'].push.offline;
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain(`<h1>${texts.title}</h1>`);
    expect(html).toContain('href="/eventos?x=&#34;1&#34;"');
    expect(html).not.toContain('<script');
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(response.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('never links off the portal', async () => {
    const html = await (await offlinePage('pt-br', '//evil.example/')).text();
    expect(html).toContain(`<html lang="pt-BR">`);
    expect(html).toContain(dictionaries['pt-br'].push.offline.title);
    expect(html).toContain('href="/"');
    expect(html).not.toContain('evil.example');
  });
});

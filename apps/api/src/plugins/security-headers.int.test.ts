import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../app.ts';

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describeEachDatabase('security headers', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it.each(['/healthz', '/api/public/countries', '/api/unknown'])('sends a strict CSP on %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets only the configured Jitsi server load its script and frame (live events)', async () => {
    const other = await ctx.buildApp({ meeting: { jitsiDomain: 'meet.example.org', zoomSdkKey: undefined } });
    const csp = directives(
      String((await other.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']),
    );
    expect(csp.get('script-src')).toContain('https://meet.example.org');
    expect(csp.get('frame-src')).toContain('https://meet.example.org');
    expect(csp.get('script-src')).not.toContain('https://meet.jit.si');
    expect(csp.get('script-src')).not.toContain('https://source.zoom.us');
  });

  it('lets the web call a doctor-finder API on its own origin, and no other', async () => {
    expect(
      directives(
        String((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']),
      ).get('connect-src'),
    ).toEqual([
      "'self'",
      'https://www.google-analytics.com',
      'https://*.cookielaw.org',
      'https://*.gigya.com',
    ]);
    const other = await ctx.buildApp({ docfinderApiUrl: 'https://docfinder.example.com/v1' });
    const csp = directives(
      String((await other.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']),
    );
    expect(csp.get('connect-src')).toContain('https://docfinder.example.com');
  });

  it('sends the other hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

import { DEFAULT_HOST_MAP } from '@portal/countries';
import { describe, expect, it } from 'vitest';
import { publicBaseUrl } from './links.ts';

const config = {
  publicUrl: undefined,
  hostMap: { ...DEFAULT_HOST_MAP, 'portal.example.com': 'BR' as const },
  port: 3000,
};

describe('publicBaseUrl (where mailed links point)', () => {
  it('prefers PUBLIC_URL, without a trailing slash', () => {
    const base = publicBaseUrl(
      { ...config, publicUrl: 'https://hcp.example.com/' },
      {
        protocol: 'http',
        host: 'mx.localhost:3200',
      },
    );
    expect(base).toBe('https://hcp.example.com');
  });

  it('else uses the host the user came in on when the portal serves it', () => {
    expect(publicBaseUrl(config, { protocol: 'http', host: 'mx.localhost:3200' })).toBe(
      'http://mx.localhost:3200',
    );
    expect(publicBaseUrl(config, { protocol: 'https', host: 'portal.example.com' })).toBe(
      'https://portal.example.com',
    );
    expect(publicBaseUrl(config, { protocol: 'http', host: 'localhost:5173' })).toBe('http://localhost:5173');
  });

  it('never points a link at a forged host', () => {
    for (const host of [
      'evil.example',
      'mx.localhost:@evil.example',
      'mx.localhost:3200/@evil.example',
      'evil.example#mx.localhost',
    ]) {
      expect(publicBaseUrl(config, { protocol: 'http', host })).toBe('http://localhost:3000');
    }
  });
});

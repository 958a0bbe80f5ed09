import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('uses the defaults when the server injected nothing', () => {
    const config = parseConfig(null);
    expect(config).toMatchObject({
      brand: 'bayer',
      brandLabel: 'Bayer',
      hostMap: {},
      countryCode: null,
      docfinderApiUrl: '/docfinder-api',
    });
  });

  it('reads the injected values and normalises host map entries', () => {
    const config = parseConfig(
      JSON.stringify({
        brand: 'acme',
        brandLabel: 'Acme',
        production: true,
        hostMap: { 'Portal.Example.MX': 'mx', 'bad.example': 'ZZ' },
        countryCode: 'mx',
        docfinderApiUrl: 'https://docfinder.example.com/v1',
      }),
    );
    expect(config).toEqual({
      brand: 'acme',
      brandLabel: 'Acme',
      production: true,
      hostMap: { 'portal.example.mx': 'MX' },
      countryCode: 'MX',
      docfinderApiUrl: 'https://docfinder.example.com/v1',
      docfinderBannerVideo: null,
    });
  });

  it('takes a banner video only with a Vimeo-shaped id, and its hash only when hexadecimal', () => {
    const banner = (value: unknown) =>
      parseConfig(JSON.stringify({ docfinderBannerVideo: value })).docfinderBannerVideo;
    expect(banner({ id: '76979871', token: '8272103f6e' })).toEqual({ id: '76979871', token: '8272103f6e' });
    expect(banner({ id: '76979871' })).toEqual({ id: '76979871', token: null });
    expect(banner({ id: '76979871', token: '"><script>' })).toEqual({ id: '76979871', token: null });
    for (const bad of [null, 'x', { id: '../evil' }, { id: 76979871 }, { token: '8272103f6e' }]) {
      expect(banner(bad)).toBeNull();
    }
  });

  it('keeps the default doctor-finder address for anything but a same-origin path or an http(s) URL', () => {
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'docfinder', 42, '']) {
      expect(parseConfig(JSON.stringify({ docfinderApiUrl: bad })).docfinderApiUrl).toBe('/docfinder-api');
    }
    expect(parseConfig(JSON.stringify({ docfinderApiUrl: '/df' })).docfinderApiUrl).toBe('/df');
  });

  it('survives invalid JSON', () => {
    expect(parseConfig('{').brandLabel).toBe('Bayer');
  });
});

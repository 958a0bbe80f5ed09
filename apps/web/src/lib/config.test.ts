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
    });
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

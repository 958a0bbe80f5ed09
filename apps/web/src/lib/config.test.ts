import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('uses the defaults when the server injected nothing', () => {
    const config = parseConfig(null);
    expect(config).toMatchObject({ brand: 'bayer', brandLabel: 'Bayer', hostMap: {}, countryCode: null });
  });

  it('reads the injected values and normalises host map entries', () => {
    const config = parseConfig(
      JSON.stringify({
        brand: 'acme',
        brandLabel: 'Acme',
        production: true,
        hostMap: { 'Portal.Example.MX': 'mx', 'bad.example': 'ZZ' },
        countryCode: 'mx',
      }),
    );
    expect(config).toEqual({
      brand: 'acme',
      brandLabel: 'Acme',
      production: true,
      hostMap: { 'portal.example.mx': 'MX' },
      countryCode: 'MX',
    });
  });

  it('survives invalid JSON', () => {
    expect(parseConfig('{').brandLabel).toBe('Bayer');
  });
});

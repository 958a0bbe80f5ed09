import { describe, expect, it } from 'vitest';
import { countrySwitchHref, resolveActiveCountry } from './country.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { memoryStorage } from './test-storage.ts';

describe('resolveActiveCountry', () => {
  it('takes the country from the host when nothing is stored', () => {
    const storage = memoryStorage();
    const { country, cleanedSearch } = resolveActiveCountry({
      host: 'mx.localhost:3000',
      search: '',
      storage,
      hostMap: {},
    });
    expect(country.code).toBe('MX');
    expect(country.pageLanguage).toBe('es-MX');
    expect(cleanedSearch).toBeNull();
    expect(storage.dump()).toEqual({});
  });

  it('falls back to Brazil for an unknown host', () => {
    const { country } = resolveActiveCountry({
      host: '127.0.0.1:3000',
      search: '',
      storage: memoryStorage(),
      hostMap: {},
    });
    expect(country.code).toBe('BR');
  });

  it('uses the configured host map', () => {
    const { country } = resolveActiveCountry({
      host: 'portal.example.cl',
      search: '',
      storage: memoryStorage(),
      hostMap: { 'portal.example.cl': 'CL' },
    });
    expect(country.code).toBe('CL');
  });

  it('stores ?loc= in any case, wins over the host, and removes only loc from the query', () => {
    const storage = memoryStorage();
    const first = resolveActiveCountry({
      host: 'br.localhost',
      search: '?a=1&loc=pE&b=2',
      storage,
      hostMap: {},
    });
    expect(first.country.code).toBe('PE');
    expect(first.cleanedSearch).toBe('?a=1&b=2');
    expect(storage.getItem(STORAGE_KEYS.countryOverride)).toBe('PE');

    // Later visits without the parameter keep the stored override.
    const later = resolveActiveCountry({ host: 'br.localhost', search: '', storage, hostMap: {} });
    expect(later.country.code).toBe('PE');
  });

  it('ignores an unknown ?loc= value but still removes it from the address', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.countryOverride]: 'AR' });
    const { country, cleanedSearch } = resolveActiveCountry({
      host: 'mx.localhost',
      search: '?loc=zz',
      storage,
      hostMap: {},
    });
    expect(country.code).toBe('AR');
    expect(cleanedSearch).toBe('');
    expect(storage.getItem(STORAGE_KEYS.countryOverride)).toBe('AR');
  });

  it('ignores a corrupted stored override', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.countryOverride]: 'XX' });
    const { country } = resolveActiveCountry({ host: 'co.localhost', search: '', storage, hostMap: {} });
    expect(country.code).toBe('CO');
  });
});

describe('countrySwitchHref', () => {
  it('keeps the page and adds the lower-case code', () => {
    expect(countrySwitchHref('/imprint', 'MX')).toBe('/imprint?loc=mx');
  });
});

import { describe, expect, it } from 'vitest';
import { analyticsContainerForHost, COUNTRIES } from '../registry.ts';
import { COUNTRY_CODES } from '../types.ts';
import { consentScriptKey, DEFAULT_ANALYTICS_CONTAINER } from './analytics.ts';

/** Spec section 9: Peru's container also measures this Brazil-domain development host. */
const PERU_SHARED_DEV_HOST = 'dev.universomedico.com.br';

describe('analyticsContainerForHost', () => {
  it.each(COUNTRY_CODES)("uses %s's container on its production hosts", (code) => {
    const production = COUNTRIES[code].analyticsHosts.filter((host) => host !== PERU_SHARED_DEV_HOST);
    expect(production.length).toBeGreaterThan(0);
    for (const host of production) {
      expect(host).toMatch(code === 'BR' ? /universomedico\.com\.br$/ : /^(www\.)?docuniverse\./);
      expect(analyticsContainerForHost(host)).toBe(COUNTRIES[code].analyticsContainer);
      expect(analyticsContainerForHost(`${host.toUpperCase()}:443`)).toBe(COUNTRIES[code].analyticsContainer);
    }
  });

  it('uses the default container on development and unknown hosts', () => {
    for (const host of [
      'localhost:3000',
      'br.localhost',
      'mx.localhost:5173',
      '127.0.0.1',
      'example.org',
      '',
    ]) {
      expect(analyticsContainerForHost(host)).toBe(DEFAULT_ANALYTICS_CONTAINER);
    }
    expect(analyticsContainerForHost(null)).toBe(DEFAULT_ANALYTICS_CONTAINER);
  });

  it("gives the Brazil-domain development host Peru's container", () => {
    expect(analyticsContainerForHost(PERU_SHARED_DEV_HOST)).toBe(COUNTRIES.PE.analyticsContainer);
    expect(analyticsContainerForHost(PERU_SHARED_DEV_HOST)).not.toBe(COUNTRIES.BR.analyticsContainer);
  });

  it('keeps the default container apart from every country container', () => {
    for (const code of COUNTRY_CODES)
      expect(COUNTRIES[code].analyticsContainer).not.toBe(DEFAULT_ANALYTICS_CONTAINER);
  });
});

describe('consentScriptKey', () => {
  it('is null without a consent key (the portal banner is used)', () => {
    expect(consentScriptKey(COUNTRIES.BR, true)).toBeNull();
    expect(consentScriptKey({ consentKey: null }, false)).toBeNull();
  });

  it('adds the test suffix outside production', () => {
    const country = { consentKey: '0190-abc' };
    expect(consentScriptKey(country, true)).toBe('0190-abc');
    expect(consentScriptKey(country, false)).toBe('0190-abc-test');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST_MAP, parseHostMap, resolveCountry } from '../registry.ts';
import { normalizeHost } from './host.ts';

describe('resolveCountry', () => {
  it.each([
    ['br.localhost', 'BR'],
    ['mx.localhost', 'MX'],
    ['ar.localhost', 'AR'],
    ['cl.localhost', 'CL'],
    ['cr.localhost', 'CR'],
    ['co.localhost', 'CO'],
    ['pe.localhost', 'PE'],
  ])('maps %s to %s on any port and in any case', (host, code) => {
    expect(resolveCountry({ host })).toBe(code);
    expect(resolveCountry({ host: `${host}:3000` })).toBe(code);
    expect(resolveCountry({ host: `${host.toUpperCase()}:5173` })).toBe(code);
  });

  it('falls back to Brazil for unknown or missing hosts', () => {
    expect(resolveCountry({ host: 'localhost:3000' })).toBe('BR');
    expect(resolveCountry({ host: 'us.localhost' })).toBe('BR');
    expect(resolveCountry({ host: '' })).toBe('BR');
    expect(resolveCountry({})).toBe('BR');
  });

  it('lets a valid override win over the host, in any case', () => {
    expect(resolveCountry({ host: 'br.localhost', override: 'mx' })).toBe('MX');
    expect(resolveCountry({ host: 'mx.localhost', override: 'Pe' })).toBe('PE');
  });

  it('ignores an invalid override', () => {
    expect(resolveCountry({ host: 'cl.localhost', override: 'xx' })).toBe('CL');
    expect(resolveCountry({ host: 'cl.localhost', override: '' })).toBe('CL');
    expect(resolveCountry({ host: 'cl.localhost', override: null })).toBe('CL');
  });

  it('merges a configured map over the default one', () => {
    const hostMap = { 'portal.example.com': 'CO', 'mx.localhost': 'AR' } as const;
    expect(resolveCountry({ host: 'Portal.Example.com:8443', hostMap })).toBe('CO');
    expect(resolveCountry({ host: 'mx.localhost', hostMap })).toBe('AR');
    expect(resolveCountry({ host: 'pe.localhost', hostMap })).toBe('PE');
  });

  it('keeps the default map to the seven dev hosts', () => {
    expect(Object.keys(DEFAULT_HOST_MAP)).toHaveLength(7);
  });
});

describe('normalizeHost', () => {
  it('strips port, case and trailing dot', () => {
    expect(normalizeHost('MX.localhost:3000')).toBe('mx.localhost');
    expect(normalizeHost('www.docuniverse.cl.')).toBe('www.docuniverse.cl');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
});

describe('parseHostMap', () => {
  it('parses host=CC pairs, ignoring blanks and case', () => {
    expect(parseHostMap(' portal.example.com=co, ,mx.example.com:8080 = MX,')).toEqual({
      'portal.example.com': 'CO',
      'mx.example.com': 'MX',
    });
  });

  it('returns an empty map for empty text', () => {
    expect(parseHostMap('')).toEqual({});
    expect(parseHostMap(' , ')).toEqual({});
  });

  it('throws on an invalid code or entry', () => {
    expect(() => parseHostMap('a.example=US')).toThrow(/US/);
    expect(() => parseHostMap('a.example')).toThrow();
    expect(() => parseHostMap('=BR')).toThrow();
    expect(() => parseHostMap('a=BR=MX')).toThrow();
  });
});

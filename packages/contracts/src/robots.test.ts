import { describe, expect, it } from 'vitest';
import { indexablePage, isNoIndexPath } from './robots.ts';

describe('which pages search engines may index', () => {
  it('indexes the public pages at either language’s address, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/signin',
      '/cadastro',
      '/termos-de-uso',
      '/condiciones-de-uso/',
      '/Buscador-Medico',
    ])
      expect(isNoIndexPath(path), path).toBe(false);
    expect(indexablePage('/politica-de-privacidad')).toEqual({ kind: 'page', page: 'privacy' });
  });

  it('names a doctor-finder profile by its slug', () => {
    expect(indexablePage('/buscador-medico/dra-ana-souza-sp-123456')).toEqual({
      kind: 'profile',
      slug: 'dra-ana-souza-sp-123456',
    });
    expect(indexablePage('/buscador-medico/a/b')).toBeNull();
  });

  it('keeps signed-in routes, token links, the doctor-finder’s own area and es-co out', () => {
    for (const path of [
      '/home',
      '/cursos-online/1',
      '/aceite-teste/x',
      '/docfinder',
      '/es-co',
      '/certificados/verificar/ABC',
    ])
      expect(isNoIndexPath(path), path).toBe(true);
  });
});

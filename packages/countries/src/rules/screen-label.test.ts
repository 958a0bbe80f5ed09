import { describe, expect, it } from 'vitest';
import { SCREEN_VIEW_DELAY_MS, screenLabelForPath, TOAST_DURATION_MS } from './screen-label.ts';

describe('screenLabelForPath', () => {
  it.each([
    ['/home', 'home'],
    ['/', 'home'],
    ['', 'home'],
    ['/novidades', 'novidades'],
    ['/novedades', 'novidades'],
    ['/somente-no-UM', 'somente-no-UM'],
    ['/solo-en-docuniverse', 'somente-no-UM'],
    ['/solo-en-UM', 'somente-no-UM'],
    ['/busca', 'busca'],
    ['/busqueda', 'busca'],
    ['/productos', 'produtos'],
    ['/preferencias-usuario', 'filtrar-especialidades'],
    ['/editar-perfil', 'editar-registro'],
    ['/eventos', 'online-events'],
  ])('maps %j to %s', (path, label) => {
    expect(screenLabelForPath(path)).toBe(label);
  });

  it.each([
    'feed',
    'medical-information',
    'speaker-training',
    'cursos-online',
    'condiciones-de-uso',
    'imprint',
    'politica-de-privacidad',
    'docfinder',
    'buscador-medico',
  ])('maps /%s to itself', (name) => {
    expect(screenLabelForPath(`/${name}`)).toBe(name);
  });

  it('matches on the first path segment', () => {
    expect(screenLabelForPath('/novidades/123')).toBe('novidades');
    expect(screenLabelForPath('/solo-en-docuniverse/9/12')).toBe('somente-no-UM');
    expect(screenLabelForPath('/eventos/5/participar')).toBe('online-events');
    expect(screenLabelForPath('/docfinder/cadastro')).toBe('docfinder');
  });

  it('ignores query and hash', () => {
    expect(screenLabelForPath('/busqueda?q=x')).toBe('busca');
    expect(screenLabelForPath('/?loc=mx')).toBe('home');
    expect(screenLabelForPath('/feed#top')).toBe('feed');
  });

  it('uses the first segment of any other path', () => {
    expect(screenLabelForPath('/certificados')).toBe('certificados');
    expect(screenLabelForPath('/aceite-teste/42')).toBe('aceite-teste');
  });

  it('is case sensitive like the spec paths', () => {
    expect(screenLabelForPath('/somente-no-um')).toBe('somente-no-um');
  });
});

describe('timing constants', () => {
  it('pushes screen_view after 2500 ms and shows toasts for 2000 ms', () => {
    expect(SCREEN_VIEW_DELAY_MS).toBe(2500);
    expect(TOAST_DURATION_MS).toBe(2000);
  });
});

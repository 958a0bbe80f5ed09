import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes, lazyInOwnTask } from './router.tsx';

function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

const lists = [
  'novidades',
  'novedades',
  'somente-no-UM',
  'solo-en-docuniverse',
  'solo-en-UM',
  'conteudos',
  'contenidos',
  'productos',
  'feed',
  'salvos',
  'guardados',
];

/** Every path the portal answers on: those of spec section 2, and the certificate code form. */
const EXPECTED = [
  '/',
  '/signin',
  '/signin/social',
  '/cadastro',
  '/esqueci-senha',
  '/olvide-contrasena',
  '/redefinir-senha',
  '/restablecer-contrasena',
  '/verificar-email',
  '/confirmar-email',
  '/docfinder/login',
  '/termos-de-uso',
  '/condiciones-de-uso',
  '/politica-de-privacidade',
  '/politica-de-privacidad',
  '/imprint',
  '/aceite-teste',
  '/aceite-teste/:id',
  '/buscador-medico',
  '/buscador-medico/:id',
  '/es-co',
  '/certificados/verificar',
  '/certificados/verificar/:code',
  '/home',
  '/cadastro-em-analise',
  ...lists.flatMap((list) => [`/${list}`, `/${list}/:id`, `/${list}/:idCapa/:id`]),
  '/cursos-online',
  '/cursos-online/:id',
  '/cursos-online/:idCapa/:id',
  '/cursos-online/:id/mas-info',
  '/cursos-online/:id/examen',
  '/certificados',
  '/eventos',
  '/eventos/:id',
  '/eventos/:id/participar',
  '/eventos/:id/unirse',
  '/medical-information',
  ...['busca', 'busqueda'].flatMap((base) => [`/${base}`, `/${base}/:id`, `/${base}/:idCapa/:id`]),
  '/preferencias-usuario',
  '/editar-registro',
  '/bayer-speakers',
  '/speaker-training',
  '/bayer-speakers/:id',
  '/bayer-speakers/:idCapa/:id',
  '/docfinder',
  '/docfinder/cadastro',
  '/docfinder/cadastro-endereco',
  '/docfinder/editar-endereco/:id',
  '*',
];

describe('the route table', () => {
  const routes = appRoutes();

  it('answers on exactly the portal paths, each once', () => {
    const actual = routePaths(routes);
    // The root layout's own '/' and the landing (index route) both stand for '/'.
    expect([...new Set(actual)].sort()).toEqual([...new Set(EXPECTED)].sort());
    expect(actual.filter((path) => path !== '/')).toHaveLength(new Set(EXPECTED).size - 1);
  });

  it.each([
    ['/cursos-online/c1/examen', '/cursos-online/:id/examen'],
    ['/cursos-online/c1/l2', '/cursos-online/:idCapa/:id'],
    ['/eventos/e1/unirse', '/eventos/:id/unirse'],
    ['/productos/p1', '/productos/:id'],
    ['/bayer-speakers/s1', '/bayer-speakers/:id'],
    ['/speaker-training/s1', '*'],
    ['/nowhere', '*'],
  ])('sends %s to %s', (url, pattern) => {
    const matched = matchRoutes(routes, url) ?? [];
    expect(matched.at(-1)?.route.path).toBe(pattern);
  });
});

/** A screen as a route module exports it. */
function Screen() {
  return null;
}

/** Calls a route's lazy screen as the router does. */
function loadScreen(route: RouteObject | undefined): Promise<unknown> {
  if (typeof route?.lazy !== 'function') throw new Error('the route has no lazy screen');
  return (route.lazy as () => Promise<unknown>)();
}

describe('lazyInOwnTask', () => {
  it('asks for every screen, nested ones too, in a task of its own and resolves with what it loaded', async () => {
    const load = vi.fn(async () => ({ Component: Screen }));
    const [root] = lazyInOwnTask([{ path: '/', lazy: load, children: [{ path: 'a', lazy: load }] }]);
    const nested = root?.children?.[0];
    const pending = [root, nested].map(loadScreen);
    // Nothing is imported in the task that asked (the router's first navigation).
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    for (const result of await Promise.all(pending)) expect(result).toHaveProperty('Component');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps routes without a lazy screen as they are', () => {
    expect(lazyInOwnTask([{ path: '/x', Component: Screen }])).toEqual([{ path: '/x', Component: Screen }]);
  });
});

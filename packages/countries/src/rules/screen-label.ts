/** Delay between a visit and its screen_view event. */
export const SCREEN_VIEW_DELAY_MS = 2500;
export const TOAST_DURATION_MS = 2000;

// First path segment -> screen label, where the two differ (spec section 2).
const RENAMED: Readonly<Record<string, string>> = {
  '': 'home',
  home: 'home',
  novidades: 'novidades',
  novedades: 'novidades',
  'somente-no-UM': 'somente-no-UM',
  'solo-en-docuniverse': 'somente-no-UM',
  'solo-en-UM': 'somente-no-UM',
  busca: 'busca',
  busqueda: 'busca',
  productos: 'produtos',
  'preferencias-usuario': 'filtrar-especialidades',
  'editar-perfil': 'editar-registro',
  eventos: 'online-events',
};

/** '/novidades/123?x=1' -> 'novidades'; paths without a rename keep their first segment. */
export function screenLabelForPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return RENAMED[first] ?? first;
}

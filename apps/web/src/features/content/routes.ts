// The content feature's route entries (all signed-in, all lazy): every list alias with its details at
// `/{list}/:id` and `/{list}/:idCapa/:id`; `/productos/:id` is the product screen. The speaker list is
// routed by the app under its capability guard, with the same screens.
import type { RouteObject } from 'react-router';
import { type ListId, listRoutePaths } from './lib/lists.ts';

export const contentHome = () => import('./routes/home.tsx');
export const contentList = () => import('./routes/cluster-list.tsx');
export const contentDetail = () => import('./routes/content-detail.tsx');
const productDetail = () => import('./routes/product-detail.tsx');

const ROUTED_LISTS: readonly ListId[] = ['novelty', 'exclusive', 'contents', 'products', 'feed', 'saved'];

export function contentRoutes(brand: string): RouteObject[] {
  return ROUTED_LISTS.flatMap((list) =>
    listRoutePaths(list, brand).flatMap((path): RouteObject[] => [
      { path, lazy: contentList },
      { path: `${path}/:id`, lazy: list === 'products' ? productDetail : contentDetail },
      { path: `${path}/:idCapa/:id`, lazy: contentDetail },
    ]),
  );
}

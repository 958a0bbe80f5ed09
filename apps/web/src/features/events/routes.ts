// The events feature's route entries (signed in), all lazy.
import type { RouteObject } from 'react-router';
import { EVENTS_PATHS } from './lib/paths.ts';

const live = () => import('./routes/event-live.tsx');

export function eventsRoutes(): RouteObject[] {
  const list = EVENTS_PATHS.list;
  return [
    { path: list, lazy: () => import('./routes/event-list.tsx') },
    { path: `${list}/:id`, lazy: () => import('./routes/event-detail.tsx') },
    { path: `${list}/:id/participar`, lazy: live },
    { path: `${list}/:id/unirse`, lazy: live },
  ];
}

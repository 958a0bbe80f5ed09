// The server's own server-state cache for one rendered page (entry-server.tsx), given to the query layout
// through context; in the browser it stays null and the layout uses the app-wide cache. A module of its
// own so the landing's first load takes no react-query code with it (only the type).
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export const ServerQueryClient = createContext<QueryClient | null>(null);

/** The id of the JSON block with the queries the server answered, read by query-client.ts. */
export const SERVER_DATA_ID = 'portal-data';

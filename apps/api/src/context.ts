// What a service call works with, shared by the HTTP plugins that build it and the services that take it:
// a service never imports an HTTP plugin (biome.json, docs/decisions/006).
import type { Database, UserRow } from '@portal/db';
import type { StaffPrincipal } from './modules/console-kernel/policy.ts';

/** A signed-in physician's call: the database, the session's user and the app's time. */
export interface SignedInContext {
  db: Database;
  user: UserRow;
  now: Date;
}

/** A console call: the database, the signed-in staff member and the request's clock. */
export interface StaffContext {
  db: Database;
  staff: StaffPrincipal & { email: string };
  now: Date;
}

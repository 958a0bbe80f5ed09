// What every console service is called with: the database, the signed-in member and the request's clock.
import type { Database } from '@portal/db';
import type { StaffPrincipal } from './policy.ts';

export interface StaffContext {
  db: Database;
  staff: StaffPrincipal & { email: string };
  now: Date;
}

export const actorOf = (ctx: StaffContext) => ({ id: ctx.staff.id, email: ctx.staff.email });

/**
 * Runs `work` with the context's database as one transaction: a change and its audit row (written through
 * the context's `db`) are committed together or not at all (issue 34). Caches keyed by the database are
 * told after it returns, with the outer context's `db`.
 */
export function inTransaction<C extends StaffContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

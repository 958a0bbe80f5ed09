// Who did it, for the audit trail: the signed-in member of a console call (context.ts).
import type { StaffContext } from '../../context.ts';

export const actorOf = (ctx: StaffContext) => ({ id: ctx.staff.id, email: ctx.staff.email });

/**
 * Runs `work` with the context's database as one transaction: a change and its audit row (written through
 * the context's `db`) are committed together or not at all (issue 34). Caches keyed by the database are
 * told after it returns, with the outer context's `db`.
 */
export function inTransaction<C extends StaffContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

// What every console service is called with: the database, the signed-in member and the request's clock.
import type { Database } from '@portal/db';
import type { StaffPrincipal } from './policy.ts';

export interface StaffContext {
  db: Database;
  staff: StaffPrincipal & { email: string };
  now: Date;
}

export const actorOf = (ctx: StaffContext) => ({ id: ctx.staff.id, email: ctx.staff.email });

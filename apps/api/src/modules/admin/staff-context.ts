// Who did it, for the audit trail: the signed-in member of a console call (context.ts).
import type { StaffContext } from '../../context.ts';

export const actorOf = (ctx: StaffContext) => ({ id: ctx.staff.id, email: ctx.staff.email });

// Doctor-number check against the licensed-professional registry (spec section 7, call 7).
import { z } from 'zod';
import { REGISTER_TYPES } from './users.ts';

export const checkCrmQuerySchema = z.object({
  registerNumber: z.string().trim().min(1).max(30),
  /** Outside Brazil the type is always CRM, whatever is sent. */
  registerType: z.enum(REGISTER_TYPES),
  /** Brazil: the issuing state (UF), optional (spec call 7: without it, any state); ignored elsewhere. */
  registerUf: z.string().trim().max(2).optional(),
});
export type CheckCrmQuery = z.infer<typeof checkCrmQuerySchema>;

/** valid: the number is in the registry; name: whose it is, only to the signed-in owner of the registration. */
export const checkCrmResponseSchema = z.object({
  valid: z.boolean(),
  name: z.string().optional(),
});
export type CheckCrmResponse = z.infer<typeof checkCrmResponseSchema>;

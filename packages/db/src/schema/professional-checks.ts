import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { countryCode, generatedId, instant } from './columns.ts';
import { userId } from './users.ts';

/** What the registry answered (null name: the number was not found). */
export interface RegistryAnswer {
  /** 'registry' (the licensed-professionals table) or 'authenticator' (ValidarCRMComPreCadastroComEmail). */
  source: string;
  found: boolean;
  registeredName: string | null;
}

/**
 * Every check of a user's professional registration against the registry, kept for the operators who
 * resolve pending accounts: what was checked, when, what the registry answered and what was decided.
 */
export const professionalChecks = pgTable(
  'professional_checks',
  {
    id: generatedId(),
    userId: userId(),
    checkedAt: instant('checked_at').notNull().defaultNow(),
    country: countryCode(),
    registerType: text('register_type').notNull(),
    registerNumber: text('register_number').notNull(),
    registerUf: varchar('register_uf', { length: 2 }),
    /** The applicant's name as registered with the portal. */
    applicantName: text('applicant_name').notNull(),
    answer: jsonb('answer').$type<RegistryAnswer>().notNull(),
    /** 'match', 'not-found' or 'name-mismatch'; an operator's decision: 'approved' or 'rejected'. */
    outcome: text('outcome').notNull(),
    /** The verification the check led to. */
    verification: text('verification').notNull(),
    /** An operator's decision (outcome 'approved' or 'rejected'): the reason they gave. */
    reason: text('reason'),
    /** The staff e-mail of the operator who decided; null for an automatic check. */
    decidedBy: text('decided_by'),
  },
  (table) => [index('professional_checks_user_idx').on(table.userId, table.checkedAt)],
);

export type ProfessionalCheckRow = typeof professionalChecks.$inferSelect;
export type NewProfessionalCheckRow = typeof professionalChecks.$inferInsert;

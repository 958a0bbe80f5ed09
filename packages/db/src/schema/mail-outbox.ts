import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { counter, createdAt, dueAt, generatedId, instant } from './columns.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Durable outbox: mail is written here in the same step as the change that causes it, then relayed. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: generatedId(),
    /** What the mail is for, e.g. 'email_verification', 'password_reset', 'article_request'. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: counter('attempts'),
    nextAttemptAt: dueAt(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMailRow = typeof mailOutbox.$inferInsert;

import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { contentItems } from './content.ts';

/**
 * The physician responsible for a course (its accreditation or scientific lead), printed with their
 * signature on the course's certificates. Set in the console's course page; one per course.
 */
export const courseCertificateSigners = pgTable('course_certificate_signers', {
  contentId: text('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** "Coordenador científico, CRM 123456/SP": printed under the name. */
  role: text('role').notNull(),
  /** A PNG under /media (uploaded in the console); null: the name and role only. */
  signatureUrl: text('signature_url'),
  updatedAt: updatedAt(),
});

export type CourseCertificateSignerRow = typeof courseCertificateSigners.$inferSelect;

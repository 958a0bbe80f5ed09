// Mail operations (issue 16, item 6): the outbox in production, failed and retrying mail with its last
// error, and resending a failed mail (audited). Bodies are never shown: a mail may carry a single-use link
// meant for its recipient only. A member sees mail to physicians of their countries; mail to other
// addresses (the medical team's mailbox, say) only when they work for every country.
import {
  MAIL_OPS_STATUSES,
  type MailOpsList,
  type MailOpsQuery,
  type MailOpsStatus,
} from '@portal/contracts';
import { COUNTRY_CODES } from '@portal/countries';
import type { StaffContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordMemberAudit } from '../console-kernel/index.ts';
import { notifyMailQueued } from '../mail/service.ts';
import * as repo from './repository.ts';

function scopeOf(ctx: StaffContext): repo.MailScope {
  return {
    countries: [...ctx.staff.countries],
    includeUnknownCountry: COUNTRY_CODES.every((code) => ctx.staff.countries.includes(code)),
  };
}

export async function listOutbox(ctx: StaffContext, query: MailOpsQuery): Promise<MailOpsList> {
  const scope = scopeOf(ctx);
  const [rows, counted] = await Promise.all([
    repo.listMail(ctx.db, scope, query.status, query.limit),
    repo.countMailByStatus(ctx.db, scope),
  ]);
  const counts = Object.fromEntries(MAIL_OPS_STATUSES.map((status) => [status, 0])) as Record<
    MailOpsStatus,
    number
  >;
  for (const row of counted) counts[row.status] = row.count;
  return {
    entries: rows.map((row) => ({
      ...row,
      nextAttemptAt:
        row.status === 'queued' || row.status === 'retrying' ? row.nextAttemptAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      country: row.country ?? null,
    })),
    counts,
  };
}

/** Re-queues a failed mail once; the relay sends it at once (it is woken) with a fresh set of attempts. */
export async function resendMail(ctx: StaffContext, id: string): Promise<void> {
  const mail = await repo.findMailInScope(ctx.db, scopeOf(ctx), id);
  if (!mail) throw notFound('No such mail in your countries');
  // The re-queue and its audit row in one transaction; the relay is woken once it is committed.
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.requeueFailedMail(tx, id, ctx.now))) {
      throw conflict('Only a failed mail can be sent again');
    }
    await recordMemberAudit(tx, ctx, {
      action: 'mail.resend',
      entityType: 'mail',
      entityId: id,
      country: mail.country ?? null,
      changes: {
        status: { before: 'failed', after: 'pending' },
        lastError: { before: mail.lastError, after: null },
        kind: { before: null, after: mail.kind },
      },
    });
  });
  notifyMailQueued();
}

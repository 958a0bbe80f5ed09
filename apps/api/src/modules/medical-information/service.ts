// Medical-information requests (call 16): stored escaped with a status, flagged as a possible adverse
// event by the screening (issue 34) or the physician's own answer, and mailed to the medical team through
// the durable outbox in the same transaction.
import { randomUUID } from 'node:crypto';
import type {
  CreateMedicalRequestBody,
  CreateMedicalRequestResponse,
  MedicalRequestList,
} from '@portal/contracts';
import { getCountry } from '@portal/countries';
import { parseCountryPhone } from '@portal/countries/phone-numbers';
import type { Database, MedicalInformationRequestRow, UserRow } from '@portal/db';
import { conflict, invalidPhone, validationFailed } from '../../errors.ts';
import { mailLanguage, notifyMailQueued, queueMedicalRequestMail } from '../mail/service.ts';
import type { MediaSigner } from '../media/service.ts';
import { sanitizeAnswerHtml } from '../mi-desk/service.ts';
import { DUPLICATE_WINDOW_MS, firstSameQuestion } from './duplicate-question.ts';
import {
  allocateProtocol,
  hasRequestId,
  insertRequest,
  lockUserRequests,
  recentRequestsOf,
  requestsOf,
} from './repository.ts';
import { toEscapedText } from './sanitise.ts';
import { screenForAdverseEvent } from './screening/screen.ts';

export interface MedicalInformationContext {
  db: Database;
  user: UserRow;
  now: Date;
  medicalInformationEmail: string;
  media: MediaSigner;
}

export const DUPLICATE_REQUEST = 'DUPLICATE_REQUEST';

export async function createRequest(
  ctx: MedicalInformationContext,
  body: CreateMedicalRequestBody,
): Promise<CreateMedicalRequestResponse> {
  const id = body.id || randomUUID();
  const inert = (value: string | undefined) => toEscapedText(value ?? '');
  const content = inert(body.content);
  // A possible adverse event when the physician says a patient had a problem, or the text suggests one.
  const screening = screenForAdverseEvent(content);
  const adverseEventSuspected = body.patientProblemReported === true || screening.suspected;
  // A phone to call back on is the user's country's, stored in E.164 like the profile's.
  const phone = body.phone?.trim() ? parseCountryPhone(body.phone, getCountry(ctx.user.country)) : null;
  if (body.phone?.trim() && !phone) throw validationFailed([invalidPhone()]);
  const result = await ctx.db.transaction(async (tx) => {
    await lockUserRequests(tx, ctx.user.id);
    // The same question again within a day is pointed at the first (a reused id stays a 409 below).
    if (!body.id || !(await hasRequestId(tx, ctx.user.id, body.id))) {
      const since = new Date(ctx.now.getTime() - DUPLICATE_WINDOW_MS);
      const earlier = await recentRequestsOf(tx, ctx.user.id, body.product, since);
      const first = firstSameQuestion(earlier, { product: body.product, content }, ctx.now);
      if (first) return { row: first, duplicate: true };
    }
    const stored = await insertRequest(tx, {
      id,
      userId: ctx.user.id,
      country: ctx.user.country,
      product: body.product,
      // Who asks is the signed-in user: name and e-mail come from the profile, whatever the body says.
      name: inert(`${ctx.user.firstName} ${ctx.user.lastName}`.trim()),
      email: ctx.user.email,
      phone: phone?.e164 ?? null,
      date: body.date ? new Date(body.date) : ctx.now,
      content,
      type: body.type,
      preferredContact: body.preferredContact || null,
      status: 'received',
      adverseEventSuspected,
      adverseEventScreening: {
        patientProblemReported: body.patientProblemReported ?? null,
        categories: screening.categories,
        ruleIds: [...new Set(screening.matches.map((match) => match.ruleId))],
      },
      // The day the company learnt of a possible adverse event starts PV's 24-hour clock (issue 16).
      aeKnownAt: adverseEventSuspected ? ctx.now : null,
      // Arrival on the app's clock: the desk's due date counts from it.
      createdAt: ctx.now,
      // Taken in this transaction: a refused request gives its number back.
      protocol: await allocateProtocol(tx, ctx.user.country, ctx.now),
    });
    // Unique per user only: another user's id never collides, so the 409 reveals nothing about others.
    if (!stored) throw conflict(DUPLICATE_REQUEST);
    const lang = mailLanguage(null, getCountry(stored.country).language);
    await queueMedicalRequestMail(tx, ctx.medicalInformationEmail, lang, stored);
    return { row: stored, duplicate: false };
  });
  const { row, duplicate } = result;
  if (!duplicate) notifyMailQueued();
  return {
    id: row.id,
    status: row.status,
    adverseEventSuspected: row.adverseEventSuspected,
    protocol: row.protocol,
    receivedAt: row.createdAt.toISOString(),
    duplicate,
  };
}

/** The desk's answer once sent: sanitised again on read, its PDF as a link signed for this user. */
function answerOf(ctx: MedicalInformationContext, row: MedicalInformationRequestRow) {
  if (!row.answerHtml || !row.answeredAt || (row.status !== 'answered' && row.status !== 'closed'))
    return null;
  return {
    html: sanitizeAnswerHtml(row.answerHtml),
    answeredAt: row.answeredAt.toISOString(),
    attachmentUrl: row.answerAttachment ? ctx.media.sign(row.answerAttachment, ctx.user.id, ctx.now) : null,
  };
}

const toView = (ctx: MedicalInformationContext, row: MedicalInformationRequestRow) => ({
  id: row.id,
  protocol: row.protocol,
  product: row.product,
  type: row.type,
  content: row.content,
  date: row.date.toISOString(),
  preferredContact: row.preferredContact,
  status: row.status,
  adverseEventSuspected: row.adverseEventSuspected,
  answer: answerOf(ctx, row),
});

export async function listRequests(ctx: MedicalInformationContext): Promise<MedicalRequestList> {
  return { items: (await requestsOf(ctx.db, ctx.user.id)).map((row) => toView(ctx, row)) };
}

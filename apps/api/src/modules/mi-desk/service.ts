// The medical-information desk (issue 16, docs/decisions/016). An MI officer works the requests of their
// countries: received -> in_progress -> answered -> closed, with a due date from the country's service
// level, assignment, internal notes and the answer (sanitised HTML, an optional PDF), mailed to the
// physician and pushed to their devices. A request flagged as a possible adverse event (from its text,
// or by an officer) goes to PV (pv-service.ts) and cannot be closed before PV acknowledged it.
// A request of a country the member does not work for is "not found", by list or by key.
import { createHash, randomUUID } from 'node:crypto';
import type {
  MiAnswerBody,
  MiAnswerPreview,
  MiAnswerPreviewBody,
  MiAssign,
  MiAttachmentResponse,
  MiDraftSaved,
  MiOfficerList,
  MiRequestDetail,
  MiRequestList,
  MiRequestQuery,
  MiRequestSummary,
  MiScreeningBody,
  MiStatusChange,
  PvOutcome,
} from '@portal/contracts';
import { getCountry } from '@portal/countries';
import type { AuditChange, Database, MedicalInformationRequestRow, MedicalRequestStatus } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { badRequest, conflict, notFound, validationFailed } from '../../errors.ts';
import { changedFields, coversCountry, recordMemberAudit } from '../console-kernel/index.ts';
import {
  mailLanguage,
  medicalAnswerContent,
  notifyMailQueued,
  queueMedicalAnswerMail,
} from '../mail/service.ts';
import { checkPdf } from '../media/pdf-scan-service.ts';
import type { MediaSigner } from '../media/service.ts';
import type { MediaStore } from '../media/store.ts';
import { notifyMedicalAnswer } from '../push/service.ts';
import { answerText, sanitizeAnswerHtml } from './answer-html.ts';

export type { ServiceLevels };
export { sanitizeAnswerHtml };

import * as repo from './repository.ts';
import { dueDate, PV_CLOCK_MS, type ServiceLevels, slaBreached } from './sla.ts';

/** How many of `requests` were (or are being) answered within their country's service level, and how many not. */
export function slaStanding(
  requests: readonly {
    createdAt: Date;
    country: MedicalInformationRequestRow['country'];
    answeredAt: Date | null;
  }[],
  levels: ServiceLevels,
  now: Date,
): { met: number; breached: number } {
  let breached = 0;
  for (const request of requests) {
    if (slaBreached(dueDate(request.createdAt, request.country, levels), request.answeredAt, now)) breached++;
  }
  return { met: requests.length - breached, breached };
}

export interface DeskContext extends StaffContext {
  levels: ServiceLevels;
  media: MediaSigner;
  mediaStore: MediaStore;
  /** Origin of the portal links in mails. */
  portalOrigin: string;
}

const ENTITY = 'mi_request';
const MB = 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 20 * MB;
const ATTACHMENT_PREFIX = 'restricted/mi-answers/';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The request if the member works for its country; otherwise it does not exist for them. */
export async function requestInScope(ctx: StaffContext, key: string): Promise<MedicalInformationRequestRow> {
  const row = await repo.findRequest(ctx.db, key);
  if (!row || !coversCountry(ctx.staff, row.country)) throw notFound('No such request');
  return row;
}

function staffIdsOf(row: MedicalInformationRequestRow): string[] {
  return [row.assigneeId, row.aeFlaggedBy, row.pvAcknowledgedBy, row.answeredBy, row.screenedBy].filter(
    (id): id is string => id !== null,
  );
}

const EXCERPT_MAX = 120;

/** The question's first line, cut at a word near EXCERPT_MAX characters (the desk list's subject). */
export function excerptOf(content: string): string {
  const first =
    content
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  if (first.length <= EXCERPT_MAX) return first;
  const cut = first.slice(0, EXCERPT_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function summaryOf(
  ctx: DeskContext,
  row: MedicalInformationRequestRow,
  names: Map<string, repo.StaffName>,
): MiRequestSummary {
  const due = dueDate(row.createdAt, row.country, ctx.levels);
  const assignee = row.assigneeId ? (names.get(row.assigneeId) ?? null) : null;
  const knownAt = row.aeKnownAt ?? row.createdAt;
  const deadline = new Date(knownAt.getTime() + PV_CLOCK_MS);
  return {
    key: row.key,
    reference: row.id,
    protocol: row.protocol,
    excerpt: excerptOf(row.content),
    screening:
      row.screening && row.screenedAt
        ? {
            outcome: row.screening as MiScreeningBody['outcome'],
            at: row.screenedAt.toISOString(),
            by: row.screenedBy ? (names.get(row.screenedBy)?.email ?? null) : null,
          }
        : null,
    country: row.country,
    product: row.product,
    type: row.type,
    status: row.status,
    requester: row.name,
    receivedAt: row.createdAt.toISOString(),
    dueAt: due.toISOString(),
    slaBreached: slaBreached(due, row.answeredAt, ctx.now),
    assignee,
    adverseEvent: row.adverseEventSuspected,
    pv: row.adverseEventSuspected
      ? {
          knownAt: knownAt.toISOString(),
          deadline: deadline.toISOString(),
          flaggedBy: row.aeFlaggedBy ? (names.get(row.aeFlaggedBy)?.email ?? null) : null,
          caseReference: row.pvCaseReference,
          outcome: row.pvOutcome as PvOutcome | null,
          acknowledgedAt: iso(row.pvAcknowledgedAt),
          acknowledgedBy: row.pvAcknowledgedBy ? (names.get(row.pvAcknowledgedBy)?.email ?? null) : null,
          late: !row.pvAcknowledgedAt && ctx.now.getTime() > deadline.getTime(),
        }
      : null,
  };
}

export async function summariesOf(
  ctx: DeskContext,
  rows: MedicalInformationRequestRow[],
): Promise<MiRequestSummary[]> {
  const names = await repo.staffNames(ctx.db, rows.flatMap(staffIdsOf));
  return rows.map((row) => summaryOf(ctx, row, names));
}

/**
 * Where the physician is reached now. A signed-in request stores the address of the day it was asked; the
 * physician may have moved to a new one since (the old one may be a former employer's), and the answer
 * speaks of a patient. An anonymised request keeps none.
 */
function addressNow(row: MedicalInformationRequestRow, requester: { email: string } | null): string {
  return row.email ? (requester?.email ?? row.email) : row.email;
}

export async function detailOf(
  ctx: DeskContext,
  row: MedicalInformationRequestRow,
): Promise<MiRequestDetail> {
  const [names, notes, requester] = await Promise.all([
    repo.staffNames(ctx.db, staffIdsOf(row)),
    repo.notesOf(ctx.db, row.key),
    repo.requester(ctx.db, row.userId),
  ]);
  return {
    ...summaryOf(ctx, row, names),
    content: row.content,
    email: addressNow(row, requester),
    phone: row.phone,
    preferredContact: row.preferredContact,
    closedAt: iso(row.closedAt),
    notes: notes.map((note) => ({ ...note, at: note.at.toISOString() })),
    answer:
      row.answerHtml && row.answeredAt
        ? {
            html: sanitizeAnswerHtml(row.answerHtml),
            answeredAt: row.answeredAt.toISOString(),
            answeredBy: row.answeredBy ? (names.get(row.answeredBy)?.email ?? null) : null,
            attachmentUrl: row.answerAttachment
              ? ctx.media.sign(row.answerAttachment, ctx.staff.id, ctx.now)
              : null,
          }
        : null,
    draft:
      row.draftHtml !== null && row.draftSavedAt
        ? { html: row.draftHtml, savedAt: row.draftSavedAt.toISOString() }
        : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN: readonly MedicalRequestStatus[] = ['received', 'in_progress'];

function matchesDue(summary: MiRequestSummary, due: MiRequestQuery['due'], now: Date): boolean {
  if (!due) return true;
  if (!OPEN.includes(summary.status)) return false;
  const left = new Date(summary.dueAt).getTime() - now.getTime();
  if (due === 'overdue') return left < 0;
  return left >= 0 && left <= (due === 'today' ? DAY_MS : 7 * DAY_MS);
}

/**
 * Requests awaiting a person's safety screening first (oldest first: PV's clock runs from arrival), then
 * open ones soonest due first; then answered and closed ones, newest first.
 */
function deskOrder(a: MiRequestSummary, b: MiRequestSummary): number {
  const unscreenedA = a.screening === null && OPEN.includes(a.status);
  const unscreenedB = b.screening === null && OPEN.includes(b.status);
  if (unscreenedA !== unscreenedB) return unscreenedA ? -1 : 1;
  if (unscreenedA) return a.receivedAt.localeCompare(b.receivedAt);
  const openA = OPEN.includes(a.status);
  const openB = OPEN.includes(b.status);
  if (openA !== openB) return openA ? -1 : 1;
  if (openA) return a.dueAt.localeCompare(b.dueAt);
  return b.receivedAt.localeCompare(a.receivedAt);
}

export async function listDesk(ctx: DeskContext, query: MiRequestQuery): Promise<MiRequestList> {
  const rows = await repo.listRequests(ctx.db, ctx.staff.countries, {
    status: query.status,
    product: query.product,
    country: query.country,
    adverseEvent: query.ae === undefined ? undefined : query.ae === 'true',
  });
  const items = (await summariesOf(ctx, rows)).filter((item) => matchesDue(item, query.due, ctx.now));
  return { items: items.sort(deskOrder) };
}

export async function getDesk(ctx: DeskContext, key: string): Promise<MiRequestDetail> {
  return detailOf(ctx, await requestInScope(ctx, key));
}

export async function listOfficers(ctx: StaffContext): Promise<MiOfficerList> {
  const officers = await repo.staffWithRole(ctx.db, 'mi_officer', ctx.staff.countries);
  return { officers: officers.map(({ id, name, email }) => ({ id, name, email })) };
}

/** Writes a change only if the request is still as the service saw it; 409 when someone came first. */
async function update(
  db: Database,
  row: MedicalInformationRequestRow,
  patch: repo.RequestPatch,
): Promise<MedicalInformationRequestRow> {
  const updated = await repo.updateRequest(db, row.key, row.status, patch);
  if (!updated) throw conflict('The request changed meanwhile: reload it');
  return updated;
}

/** The change and its audit row in one transaction: neither is written without the other. */
function updateAudited(
  ctx: DeskContext,
  row: MedicalInformationRequestRow,
  patch: repo.RequestPatch,
  action: string,
  changesOf: (updated: MedicalInformationRequestRow) => Record<string, AuditChange>,
): Promise<MedicalInformationRequestRow> {
  return ctx.db.transaction(async (tx) => {
    const updated = await update(tx, row, patch);
    await audit(tx, ctx, row, action, changesOf(updated));
    return updated;
  });
}

async function audit(
  db: Database,
  ctx: StaffContext,
  row: MedicalInformationRequestRow,
  action: string,
  changes: Record<string, AuditChange>,
) {
  await recordMemberAudit(db, ctx, {
    action,
    entityType: ENTITY,
    entityId: row.key,
    country: row.country,
    changes,
  });
}

export async function assign(ctx: DeskContext, key: string, body: MiAssign): Promise<MiRequestDetail> {
  const row = await requestInScope(ctx, key);
  if (row.status === 'closed') throw conflict('The request is closed');
  if (body.assigneeId) {
    const officers = await repo.staffWithRole(ctx.db, 'mi_officer', [row.country]);
    if (!officers.some((officer) => officer.id === body.assigneeId))
      throw validationFailed([
        { path: 'assigneeId', message: "Not a medical-information officer of the request's country" },
      ]);
  }
  const names = await repo.staffNames(
    ctx.db,
    [row.assigneeId, body.assigneeId].filter((id) => id !== null),
  );
  const emailOf = (id: string | null) => (id ? (names.get(id)?.email ?? id) : null);
  const updated = await updateAudited(ctx, row, { assigneeId: body.assigneeId }, 'mi.assign', () => ({
    assignee: { before: emailOf(row.assigneeId), after: emailOf(body.assigneeId) },
  }));
  return detailOf(ctx, updated);
}

export async function addNote(ctx: DeskContext, key: string, body: string): Promise<MiRequestDetail> {
  const row = await requestInScope(ctx, key);
  await ctx.db.transaction(async (tx) => {
    const id = await repo.insertNote(tx, row.key, ctx.staff.id, body, ctx.now);
    await audit(tx, ctx, row, 'mi.note', { note: { before: null, after: { id, body } } });
  });
  return detailOf(ctx, row);
}

export async function changeStatus(
  ctx: DeskContext,
  key: string,
  { status }: MiStatusChange,
): Promise<MiRequestDetail> {
  const row = await requestInScope(ctx, key);
  let patch: repo.RequestPatch;
  if (status === 'in_progress') {
    if (row.status !== 'received') throw conflict('Only a received request can be started');
    // Starting work on an unassigned request takes it.
    patch = { status, assigneeId: row.assigneeId ?? ctx.staff.id };
  } else {
    if (!row.screenedAt) throw conflict(NOT_SCREENED);
    if (row.status !== 'answered') throw conflict('Answer the request before closing it');
    if (row.adverseEventSuspected && !row.pvAcknowledgedAt)
      throw conflict('Pharmacovigilance has not acknowledged this possible adverse event yet');
    patch = { status, closedAt: ctx.now };
  }
  const updated = await updateAudited(
    ctx,
    row,
    patch,
    status === 'closed' ? 'mi.close' : 'mi.start',
    (after) =>
      changedFields(
        { status: row.status, assigneeId: row.assigneeId, closedAt: iso(row.closedAt) },
        { status: after.status, assigneeId: after.assigneeId, closedAt: iso(after.closedAt) },
      ),
  );
  return detailOf(ctx, updated);
}

/**
 * An officer flags a request the text check missed: it goes to PV. PV's 24-hour clock runs from the
 * request's arrival (issue 34): the company knew of it then, whenever a person read it.
 */
export async function flagAdverseEvent(ctx: DeskContext, key: string): Promise<MiRequestDetail> {
  const row = await requestInScope(ctx, key);
  if (row.adverseEventSuspected) throw conflict('The request is flagged already');
  if (row.status === 'closed') throw conflict('The request is closed');
  const updated = await updateAudited(
    ctx,
    row,
    { adverseEventSuspected: true, aeKnownAt: row.createdAt, aeFlaggedBy: ctx.staff.id },
    'mi.flag_ae',
    () => ({
      adverseEventSuspected: { before: false, after: true },
      aeKnownAt: { before: null, after: row.createdAt.toISOString() },
    }),
  );
  return detailOf(ctx, updated);
}

const NOT_SCREENED = 'Screen the request for safety information before answering or closing it';

/**
 * A person's safety screening (issue 34), recorded once with who and when: "no safety information", or
 * "sent to PV", which puts the request in PV's queue like a flagged one. The PV clock stays at the
 * arrival whatever the screening says; a request flagged from its text stays flagged.
 */
export async function screen(ctx: DeskContext, key: string, body: MiScreeningBody): Promise<MiRequestDetail> {
  const row = await requestInScope(ctx, key);
  if (row.screenedAt) throw conflict('The request was screened already');
  const patch: repo.RequestPatch = {
    screening: body.outcome,
    screenedAt: ctx.now,
    screenedBy: ctx.staff.id,
  };
  const toPv = body.outcome === 'sent_to_pv' && !row.adverseEventSuspected;
  if (toPv)
    Object.assign(patch, {
      adverseEventSuspected: true,
      aeKnownAt: row.createdAt,
      aeFlaggedBy: ctx.staff.id,
    });
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await repo.screenOnce(tx, row.key, patch);
    if (!changed) throw conflict('The request was screened already');
    await audit(tx, ctx, row, 'mi.screen', {
      screening: { before: null, after: body.outcome },
      screenedAt: { before: null, after: ctx.now.toISOString() },
      ...(toPv ? { adverseEventSuspected: { before: false, after: true } } : {}),
    });
    return changed;
  });
  return detailOf(ctx, updated);
}

/** The answer as typed, saved as the officer goes (no audit row: nothing reaches anyone until sent). */
export async function saveDraft(ctx: DeskContext, key: string, html: string): Promise<MiDraftSaved> {
  const row = await requestInScope(ctx, key);
  if (!OPEN.includes(row.status)) throw conflict('The request is answered already');
  const saved = await repo.saveDraft(ctx.db, row.key, sanitizeAnswerHtml(html), ctx.now);
  if (!saved) throw conflict('The request is answered already');
  return { savedAt: ctx.now.toISOString() };
}

/** A PDF for an answer: the type from the bytes, into the restricted part of the media store. */
export async function uploadAttachment(ctx: DeskContext, bytes: Buffer): Promise<MiAttachmentResponse> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw badRequest('Only PDF files are accepted (judged by their content)');
  if (bytes.length > ATTACHMENT_MAX_BYTES)
    throw badRequest(`The file is over ${ATTACHMENT_MAX_BYTES / MB} MB`);
  // Physicians open it: no scripts, launch actions or embedded files (415 with the reason).
  await checkPdf(bytes);
  const path = `${ATTACHMENT_PREFIX}${randomUUID()}.pdf`;
  await ctx.mediaStore.put(path, bytes);
  const url = `/media/${path}`;
  await recordMemberAudit(ctx.db, ctx, {
    action: 'mi.attachment_upload',
    entityType: 'media',
    entityId: url,
    changes: { size: { before: null, after: bytes.length } },
  });
  return { path: url, url: ctx.media.sign(url, ctx.staff.id, ctx.now) };
}

/** The mail the physician would receive for this answer, and the digest that seals it with its recipient. */
async function renderAnswer(ctx: DeskContext, row: MedicalInformationRequestRow, body: MiAnswerPreviewBody) {
  const html = sanitizeAnswerHtml(body.html);
  const text = answerText(html);
  if (!text) throw validationFailed([{ path: 'html', message: 'The answer is empty' }]);
  if (body.attachment && !(await ctx.mediaStore.stat(body.attachment.slice('/media/'.length))))
    throw validationFailed([{ path: 'attachment', message: 'No such uploaded file' }]);
  if (!OPEN.includes(row.status)) throw conflict('The request is answered already');
  if (!row.screenedAt) throw conflict(NOT_SCREENED);
  const requester = await repo.requester(ctx.db, row.userId);
  const lang = mailLanguage(requester?.language ?? null, getCountry(row.country).language);
  const input = {
    reference: row.protocol ?? row.id,
    product: row.product,
    name: row.name,
    answerHtml: html,
    answerText: text,
    hasAttachment: body.attachment !== null,
    link: `${ctx.portalOrigin}/medical-information`,
  };
  const mail = medicalAnswerContent(lang, input);
  const recipient = { name: row.name, email: addressNow(row, requester) };
  const digest = createHash('sha256')
    .update(JSON.stringify([row.key, recipient, lang, mail.subject, mail.html, body.attachment]))
    .digest('hex');
  return { html, lang, input, mail, recipient, digest };
}

/**
 * The first step of sending (issue 34): exactly what the physician will receive, with their name and
 * e-mail, and a digest the send must quote. The previewed answer is kept as the draft.
 */
export async function previewAnswer(
  ctx: DeskContext,
  key: string,
  body: MiAnswerPreviewBody,
): Promise<MiAnswerPreview> {
  const row = await requestInScope(ctx, key);
  const rendered = await renderAnswer(ctx, row, body);
  await repo.saveDraft(ctx.db, row.key, rendered.html, ctx.now);
  return {
    recipient: rendered.recipient,
    protocol: row.protocol,
    subject: rendered.mail.subject,
    html: rendered.mail.html,
    attachment: body.attachment,
    digest: rendered.digest,
  };
}

/**
 * The answer, sent only as previewed: the digest must match the answer and recipient rendered now, so a
 * changed draft, attachment or recipient (or a send that skipped the preview) is refused. Stored, mailed
 * to the physician through the outbox and audited in one transaction, then pushed to their devices.
 */
export async function answer(ctx: DeskContext, key: string, body: MiAnswerBody): Promise<MiRequestDetail> {
  const row = await requestInScope(ctx, key);
  const { html, lang, input, digest, recipient } = await renderAnswer(ctx, row, body);
  if (digest !== body.digest)
    throw conflict('The answer or its recipient changed since the preview: preview it again');
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await repo.updateRequest(tx, row.key, row.status, {
      status: 'answered',
      answerHtml: html,
      answerAttachment: body.attachment,
      answeredAt: ctx.now,
      answeredBy: ctx.staff.id,
      assigneeId: row.assigneeId ?? ctx.staff.id,
      draftHtml: null,
      draftSavedAt: null,
    });
    if (!changed) throw conflict('The request changed meanwhile: reload it');
    // An anonymised requester (data-subject rights) has no address left: the answer is only stored.
    if (recipient.email) await queueMedicalAnswerMail(tx, recipient.email, lang, input);
    await audit(tx, ctx, row, 'mi.answer', {
      status: { before: row.status, after: 'answered' },
      answer: { before: null, after: html },
      attachment: { before: null, after: body.attachment },
      recipient: { before: null, after: recipient.email },
    });
    return changed;
  });
  notifyMailQueued();
  if (row.userId) await notifyMedicalAnswer(ctx.db, { id: row.userId, country: row.country }, row.id);
  return detailOf(ctx, updated);
}

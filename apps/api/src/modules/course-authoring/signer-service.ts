// The course's certificate signer (issue 35): the accrediting or responsible physician whose name, role
// and signature the course's certificates print. Editors of every country of the course set it; the
// signature must be a PNG already in the media store. Audited as `course.certificate.edit`.
import type { CourseCertificate, CourseCertificateSigner } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { validationFailed } from '../../errors.ts';
import { changedFields, recordMemberAudit } from '../console-kernel/index.ts';
import type { MediaStore } from '../media/store.ts';
import { assertCoversCourse, courseInScope } from './service.ts';
import * as repo from './signer-repository.ts';

const view = (row: Awaited<ReturnType<typeof repo.signerOf>>): CourseCertificateSigner | null =>
  row ? { name: row.name, role: row.role, signatureUrl: row.signatureUrl } : null;

export async function getCertificateSigner(ctx: StaffContext, id: string): Promise<CourseCertificate> {
  await courseInScope(ctx, id);
  return { signer: view(await repo.signerOf(ctx.db, id)) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function saveCertificateSigner(
  ctx: StaffContext,
  store: MediaStore,
  id: string,
  signer: CourseCertificateSigner,
): Promise<CourseCertificate> {
  assertCoversCourse(ctx, await courseInScope(ctx, id));
  if (signer.signatureUrl && !(await isPng(store, signer.signatureUrl)))
    throw validationFailed([{ path: 'signatureUrl', message: 'No PNG image at this address' }]);
  const before = view(await repo.signerOf(ctx.db, id));
  await repo.saveSigner(ctx.db, { contentId: id, ...signer, at: ctx.now });
  await recordMemberAudit(ctx.db, ctx, {
    action: 'course.certificate.edit',
    entityType: 'course',
    entityId: id,
    changes: changedFields(before ?? {}, signer),
  });
  return { signer };
}

async function isPng(store: MediaStore, url: string): Promise<boolean> {
  const path = url.slice('/media/'.length);
  if (!(await store.stat(path))) return false;
  for await (const chunk of store.createReadStream(path, { start: 0, end: 7 }))
    return Buffer.from(chunk).subarray(0, 8).equals(PNG_SIGNATURE);
  return false;
}

/** What a certificate prints of the course's signer (training reads it through this service). */
export async function certificateSignerOf(db: Database, contentId: string) {
  return view(await repo.signerOf(db, contentId));
}

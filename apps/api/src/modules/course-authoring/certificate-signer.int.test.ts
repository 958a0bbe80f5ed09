// A course's certificate signer (issue 35) on both databases: editors of the course's countries set the
// responsible physician's name, role and signature (a PNG in the media store), with field errors for bad
// input; the certificate PDF then prints them, with the holder's accented name in embedded whole fonts,
// the logo, the verification code and its URL.
import type { CourseCertificate } from '@portal/contracts';
import { eq, users } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { signaturePng } from '../../../../../packages/db/src/signature-png.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { consoleCaller, staffSignIn } from '../console-kernel/test-support.ts';
import { addContent, contentFixture } from '../content/test-fixtures.ts';
import { FILES } from '../content-authoring/test-support.ts';
import { forgetUser } from '../sessions/cache.ts';
import { pdfFonts, pdfImagesDrawn, pdfText } from '../training/pdf-reader.testing.ts';
import { issueCertificate } from '../training/service.ts';
import { bearer, seededApp, setClock, signIn } from '../users/test-support.ts';

const COURSE = 'signer-course';
const SIGNATURE = '/media/tests/signatures/helena.png';
const signer = {
  name: 'Dra. Helena Araújo Muñoz',
  role: 'Coordenadora científica · CRM 54321/SP',
  signatureUrl: SIGNATURE,
};

describeEachDatabase('certificate signer of a course', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const { call, auditOf } = consoleCaller(() => app, tokens);
  const url = `/api/admin/courses/${COURSE}/certificate`;

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date());
    await addContent(app.db, contentFixture(COURSE, { mainCluster: 'to_training', title: 'Saúde cardíaca' }));
    await app.mediaStore.put(SIGNATURE.slice('/media/'.length), signaturePng(signer.name));
    await app.mediaStore.put('tests/signatures/not-a-png.png', FILES.jpeg);
    for (const role of ['editor', 'reviewer', 'admin'])
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
  });

  it('starts without a signer; editors set it, others may only read it', async () => {
    expect((await call('GET', url, 'reviewer')).json()).toEqual({ signer: null });
    expect((await call('PUT', url, 'reviewer', signer)).statusCode).toBe(403);
    expect((await call('PUT', url, 'admin', signer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url, payload: signer })).statusCode).toBe(401);
    const saved = await call('PUT', url, 'editor', signer);
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', url, 'reviewer')).json<CourseCertificate>()).toEqual({ signer });
    const [entry] = await auditOf(COURSE);
    expect(entry?.action).toBe('course.certificate.edit');
    expect((await call('GET', '/api/admin/courses/no-such-course/certificate', 'editor')).statusCode).toBe(
      404,
    );
  });

  it('answers 400 with the field for a short name, a signature that is not a PNG, or no file', async () => {
    const fieldOf = async (body: object) => {
      const response = await call('PUT', url, 'editor', { ...signer, ...body });
      expect(response.statusCode).toBe(400);
      return (response.json() as { errors?: { path: string }[] }).errors?.map((e) => e.path);
    };
    expect(await fieldOf({ name: 'X' })).toContain('name');
    expect(await fieldOf({ signatureUrl: '/media/tests/signatures/helena.jpg' })).toContain('signatureUrl');
    expect(await fieldOf({ signatureUrl: '/media/tests/signatures/none.png' })).toContain('signatureUrl');
    expect(await fieldOf({ signatureUrl: '/media/tests/signatures/not-a-png.png' })).toContain(
      'signatureUrl',
    );
    expect(await fieldOf({ signatureUrl: '/media/../etc/passwd.png' })).toContain('signatureUrl');
  });

  it('prints the signer, the signature image and the accented holder name in embedded whole fonts', async () => {
    expect((await call('PUT', url, 'editor', signer)).statusCode).toBe(200);
    const [doctor] = await app.db
      .update(users)
      .set({ firstName: 'Conceição', lastName: 'Ñúñez Gonçalves' })
      .where(eq(users.email, 'doctor.br@example.com'))
      .returning();
    await forgetUser(app.db, doctor?.id);
    const code = await issueCertificate(
      app.db,
      doctor?.id ?? '',
      COURSE,
      null,
      new Date('2026-03-04T15:00:00Z'),
    );
    const token = await signIn(app, 'doctor.br@example.com');
    const pdf = await app.inject({ url: `/api/training/certificates/${code}/pdf`, headers: bearer(token) });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('Conceição Ñúñez Gonçalves');
    expect(text).toContain('Saúde cardíaca');
    expect(text).toContain(`${signer.name}\n${signer.role}`);
    expect(text).toContain(code);
    expect(text).toContain(`/certificados/verificar/${code}`);
    expect(await pdfImagesDrawn(pdf.rawPayload)).toHaveLength(1);
    const fonts = await pdfFonts(pdf.rawPayload);
    expect(fonts.length).toBeGreaterThanOrEqual(4);
    expect(fonts.every((font) => !font.subset && font.fileBytes > 100_000)).toBe(true);
  });
});

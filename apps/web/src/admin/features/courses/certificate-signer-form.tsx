// The course's certificate signer (issue 35): the responsible physician's name, role and signature image
// (a PNG uploaded to the media store), printed on every certificate of the course. Editors write it;
// other roles read it.
import type { CourseCertificate, CourseCertificateSigner } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ConsoleForm } from '../../components/console-form.tsx';
import { Feedback, useFeedback } from '../../components/feedback.tsx';
import { InputField } from '../../components/fields.tsx';
import { MediaUploadField } from '../../components/media-upload-field.tsx';
import { Section } from '../../components/section.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { certificateQuery, saveCertificateSigner } from './api.ts';

type Errors = Partial<Record<keyof CourseCertificateSigner, string>>;

export function CertificateSignerSection({ courseId, canWrite }: { courseId: string; canWrite: boolean }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const current = useQuery(certificateQuery(courseId));
  const feedback = useFeedback();
  const [draft, setDraft] = useState<CourseCertificateSigner>({ name: '', role: '', signatureUrl: null });
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const signer = current.data?.signer;
  useEffect(() => {
    if (signer) setDraft(signer);
  }, [signer]);

  const save = useMutation({
    mutationFn: (value: CourseCertificateSigner) => saveCertificateSigner(courseId, value),
    onSuccess: (answer: CourseCertificate) => {
      queryClient.setQueryData(certificateQuery(courseId).queryKey, answer);
      feedback.succeed(t('courses.certificate.saved'));
    },
    onError: (reason) => {
      if (reason instanceof ApiError && reason.status === 400 && reason.errors.length > 0) {
        setErrors(fieldErrors(reason.errors.map((e) => e.path)));
      } else feedback.fail(reason);
    },
  });

  const fieldErrors = (paths: string[]): Errors => ({
    ...(paths.includes('name') ? { name: t('courses.certificate.nameRequired') } : {}),
    ...(paths.includes('role') ? { role: t('courses.certificate.roleRequired') } : {}),
    ...(paths.includes('signatureUrl') ? { signatureUrl: t('courses.certificate.signaturePng') } : {}),
  });

  const submit = (_event: FormEvent<HTMLFormElement>) => {
    const value = { name: draft.name.trim(), role: draft.role.trim(), signatureUrl: draft.signatureUrl };
    const local = fieldErrors([
      ...(value.name.length < 3 || value.name.length > 120 ? ['name'] : []),
      ...(value.role.length < 2 || value.role.length > 160 ? ['role'] : []),
      ...(value.signatureUrl && !/\.png$/i.test(value.signatureUrl) ? ['signatureUrl'] : []),
    ]);
    setErrors(local);
    if (Object.keys(local).length === 0 && !uploading) save.mutate(value);
  };

  return (
    <Section id="course-certificate" heading={t('courses.certificate.heading')} testId="course-certificate">
      <p>{t('courses.certificate.lead')}</p>
      {!canWrite ? (
        <p data-testid="course-signer">
          {signer ? `${signer.name} · ${signer.role}` : t('courses.certificate.none')}
        </p>
      ) : (
        <ConsoleForm onSubmit={submit}>
          <InputField
            id="signer-name"
            label={t('courses.certificate.name')}
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
            error={errors.name}
            required
            maxLength={120}
          />
          <InputField
            id="signer-role"
            label={t('courses.certificate.role')}
            hint={t('courses.certificate.roleHint')}
            value={draft.role}
            onChange={(role) => setDraft({ ...draft, role })}
            error={errors.role}
            required
            maxLength={160}
          />
          <MediaUploadField
            id="signer-signature"
            label={t('courses.certificate.signature')}
            hint={t('courses.certificate.signatureHint')}
            accept={['image']}
            value={draft.signatureUrl}
            onChange={(signatureUrl) => setDraft({ ...draft, signatureUrl })}
            onBusy={setUploading}
            previewAlt={t('courses.certificate.signature')}
          />
          {errors.signatureUrl ? (
            <p role="alert" className="field__error">
              {errors.signatureUrl}
            </p>
          ) : null}
          <div className="page__actions">
            <button type="submit" className="button button--primary" disabled={save.isPending || uploading}>
              {t('courses.certificate.save')}
            </button>
          </div>
          <Feedback feedback={feedback} />
        </ConsoleForm>
      )}
    </Section>
  );
}

// One course: its lessons, the exam new attempts get now, a newer exam version in the works (edit,
// submit, the reviewer's decision: approval makes it live at once) and the history of exam versions.
import type { AdminCourse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { ReviewForm } from '../../components/versioned/review-form.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { courseQuery, reviewExam, submitExam } from './api.ts';
import { CertificateSignerSection } from './certificate-signer-form.tsx';
import { CourseRulesForm } from './course-rules-form.tsx';
import { ExamSummary } from './exam-summary.tsx';

export function CourseDetailPage() {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const course = useQuery(courseQuery(id));
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const done = (text: string) => async (updated: AdminCourse) => {
    queryClient.setQueryData(courseQuery(id).queryKey, updated);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'courses'], exact: true });
    setError(null);
    setMessage(text);
  };
  const failed = (reason: unknown) => {
    setMessage(null);
    if (reason instanceof ApiError && reason.status === 403) setError(t('common.forbidden'));
    else if (reason instanceof ApiError && reason.status === 409)
      setError(t('common.conflict', { message: reason.message }));
    else setError(t('common.error'));
  };
  const submit = useMutation({
    mutationFn: () => submitExam(id),
    onSuccess: done(t('detail.submitted')),
    onError: failed,
  });

  if (course.isPending) return <p>{t('common.loading')}</p>;
  if (!course.data) return <p role="alert">{t('common.error')}</p>;
  const data = course.data;
  const latest = data.versions[0];
  const pending = latest && latest.status !== 'approved' ? latest : undefined;
  const canWrite = staffCan(me.data, 'courses.write');
  const ownWork = pending?.authorEmail === me.data?.email;

  return (
    <>
      <h1 className="page__title">{data.title}</h1>
      <p>
        {t('courses.facts', {
          countries: data.countries.join(', '),
          language: data.language,
          open: data.openAttempts,
        })}
      </p>

      <p role="status" className="admin-status">
        {message}
      </p>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}

      <section aria-labelledby="course-lessons-heading" className="admin-section">
        <h2 id="course-lessons-heading" className="admin-subheading">
          {t('courses.lessonsHeading')}
        </h2>
        {data.lessons.length === 0 ? <p>{t('courses.noLessons')}</p> : null}
        <ol>
          {data.lessons.map((lesson) => (
            <li key={lesson.id}>
              {lesson.title}
              {lesson.duration
                ? ` · ${t('courses.lessonDuration', { minutes: Math.max(1, Math.round(lesson.duration / 60)) })}`
                : ''}
            </li>
          ))}
        </ol>
      </section>

      <CourseRulesForm
        course={data}
        canWrite={canWrite}
        onSaved={(updated) => queryClient.setQueryData(courseQuery(id).queryKey, updated)}
      />

      {canWrite && pending?.status !== 'in_review' ? (
        <div className="page__actions">
          <Link className="button button--primary" to={`/courses/${id}/exam`}>
            {t('courses.editExam')}
          </Link>
        </div>
      ) : null}

      {pending ? (
        <section aria-labelledby="course-pending-heading" className="admin-section admin-note">
          <h2 id="course-pending-heading" className="admin-subheading">
            {t('courses.pendingHeading', { version: pending.version })}{' '}
            <span className={`admin-badge admin-badge--${pending.status}`} data-testid="exam-status">
              {t(`status.${pending.status}`)}
            </span>
          </h2>
          <p>{t('detail.author', { email: pending.authorEmail })}</p>
          {pending.reviewComment ? (
            <p data-testid="exam-review-comment">
              {t('detail.reviewComment')}: {pending.reviewComment}
            </p>
          ) : null}
          {data.openAttempts > 0 ? (
            <p>{t('courses.openAttemptsNote', { count: data.openAttempts })}</p>
          ) : null}
          {canWrite && (pending.status === 'draft' || pending.status === 'rejected') ? (
            <div className="page__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => submit.mutate()}
                disabled={submit.isPending}
              >
                {t('detail.submit')}
              </button>
            </div>
          ) : null}
          {staffCan(me.data, 'courses.review') && pending.status === 'in_review' ? (
            ownWork ? (
              <p>{t('detail.ownWork')}</p>
            ) : (
              <ReviewForm
                idPrefix="exam-review"
                withExpiry
                send={(decision) => reviewExam(id, decision)}
                onDone={done(t('detail.decided'))}
                onError={failed}
              />
            )
          ) : null}
          <ExamSummary idPrefix="exam-pending" exam={pending} />
        </section>
      ) : null}

      <CertificateSignerSection courseId={id} canWrite={canWrite} />

      <section aria-labelledby="course-live-heading" className="admin-section">
        <h2 id="course-live-heading" className="admin-subheading">
          {t('courses.liveHeading')} ·{' '}
          {data.liveVersion === 0
            ? t('courses.liveSeeded')
            : t('courses.liveVersion', { version: data.liveVersion })}
        </h2>
        <ExamSummary idPrefix="exam-live" exam={data.live} />
      </section>

      <section aria-labelledby="course-versions-heading" className="admin-section">
        <h2 id="course-versions-heading" className="admin-subheading">
          {t('courses.versionsHeading')}
        </h2>
        {data.versions.length === 0 ? (
          <p>{t('courses.noVersions')}</p>
        ) : (
          <DataTable label={t('courses.versionsLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('courses.versionColumns.version')}</th>
                <th scope="col">{t('courses.versionColumns.status')}</th>
                <th scope="col">{t('courses.versionColumns.author')}</th>
                <th scope="col">{t('courses.versionColumns.reviewer')}</th>
                <th scope="col">{t('courses.versionColumns.approval')}</th>
                <th scope="col">{t('courses.versionColumns.activatedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.versions.map((v) => (
                <tr key={v.version}>
                  <td>{v.version}</td>
                  <td>{t(`status.${v.status}`)}</td>
                  <td>{v.authorEmail}</td>
                  <td>{v.reviewerEmail ?? t('courses.none')}</td>
                  <td>{v.approvalCode ?? t('courses.none')}</td>
                  <td>{formatDateTime(lang, v.activatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
    </>
  );
}

// One course: its lessons, the exam new attempts get now, a newer exam version in the works on the
// console's shared version workflow (edit, submit, the reviewer's decision: approval makes it live at
// once, there is no per-country publishing) and the history of exam versions.
import type { AdminCourse } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { VersionAuthorship } from '../../components/versioned/version-summary.tsx';
import { VersionWorkflow } from '../../components/versioned/version-workflow.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { courseQuery, examWorkflowApi, reviewExam } from './api.ts';
import { CertificateSignerSection } from './certificate-signer-form.tsx';
import { CourseRulesForm } from './course-rules-form.tsx';
import { ExamStateBadge } from './exam-state-badge.tsx';
import { ExamSummary } from './exam-summary.tsx';

export function CourseDetailPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const course = useQuery(courseQuery(id));
  if (course.isPending) return <p>{t('common.loading')}</p>;
  if (!course.data) return <p role="alert">{t('common.error')}</p>;
  const data = course.data;
  const latest = data.versions[0];
  const pending = latest && latest.status !== 'approved' ? latest : undefined;
  const canWrite = staffCan(me.data, 'courses.write');
  /** The exam version as the shared workflow reads it: one bank for every country of the course. */
  const facts = (version: AdminCourse['versions'][number]) => ({
    ...version,
    title: data.title,
    countries: data.countries,
  });
  const workflow = (version: AdminCourse['versions'][number]) => (
    // The latest version, pending or approved: editing after an approval starts the next one.
    <VersionWorkflow
      api={examWorkflowApi(id)}
      id={id}
      version={facts(version)}
      edit={{ to: `/courses/${id}/exam`, label: t('courses.editExam') }}
      review={{ idPrefix: 'exam-review', withExpiry: true, send: (decision) => reviewExam(id, decision) }}
    />
  );

  return (
    <>
      <PageHeader
        title={data.title}
        back={{ to: '/courses', label: t('courses.nav') }}
        state={<ExamStateBadge course={data} />}
      />
      <p>
        {t('courses.facts', {
          countries: data.countries.join(', '),
          language: data.language,
          open: data.openAttempts,
        })}
      </p>

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

      {pending ? (
        <section aria-labelledby="course-pending-heading" className="admin-section admin-note">
          <h2 id="course-pending-heading" className="admin-subheading">
            {t('courses.pendingHeading', { version: pending.version })}{' '}
            <span className={`admin-badge admin-badge--${pending.status}`} data-testid="exam-status">
              {t(`status.${pending.status}`)}
            </span>
          </h2>
          <VersionAuthorship version={facts(pending)} commentTestId="exam-review-comment" />
          {data.openAttempts > 0 ? (
            <p>{t('courses.openAttemptsNote', { count: data.openAttempts })}</p>
          ) : null}
          <ExamSummary idPrefix="exam-pending" exam={pending} />
        </section>
      ) : null}
      {/* One workflow for the latest version (after the bank it decides on), so its feedback outlives the decision. */}
      {latest ? (
        workflow(latest)
      ) : canWrite ? (
        <div className="page__actions">
          <Link className="button button--primary" to={`/courses/${id}/exam`}>
            {t('courses.editExam')}
          </Link>
        </div>
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
                  <td>
                    <ZonedTime value={v.activatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
    </>
  );
}

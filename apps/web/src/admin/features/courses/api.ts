// The console's course calls: queries and mutations over /api/admin/courses (decision 021).
import type {
  AdminCourse,
  AdminCourseList,
  CourseCertificate,
  CourseCertificateSigner,
  CourseSettings,
  ExamDraft,
  ReviewDecision,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { WorkflowApi } from '../../components/versioned/version-workflow.tsx';
import { adminRequest } from '../../lib/api.ts';

const path = (id: string) => `/api/admin/courses/${encodeURIComponent(id)}`;

/** One page of the courses list (`search`: the API's query string, components/catalogue/catalogue-params.ts). */
export const coursePageQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'courses', 'list', search],
    queryFn: () => adminRequest<AdminCourseList>('GET', `/api/admin/courses?${search}`),
  });

export const courseListQuery = queryOptions({
  queryKey: ['admin', 'courses'],
  queryFn: () => adminRequest<AdminCourseList>('GET', '/api/admin/courses'),
});

export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'courses', id],
    queryFn: () => adminRequest<AdminCourse>('GET', path(id)),
  });

export const saveExam = (id: string, draft: ExamDraft) =>
  adminRequest<AdminCourse>('PUT', `${path(id)}/exam`, draft);

export const submitExam = (id: string) => adminRequest<AdminCourse>('POST', `${path(id)}/exam/submit`);

export const reviewExam = (id: string, decision: ReviewDecision) =>
  adminRequest<AdminCourse>('POST', `${path(id)}/exam/review`, decision);

/**
 * A course's exam on the console's shared version workflow (components/versioned): written, submitted and
 * decided like content, without per-country publishing (approval activates the bank, decision 021).
 */
export const examWorkflowApi = (id: string): WorkflowApi<AdminCourse> => ({
  kind: { path: '/courses', write: 'courses.write', review: 'courses.review' },
  query: courseQuery,
  listQuery: courseListQuery,
  submit: () => submitExam(id),
});

export const saveCourseSettings = (id: string, settings: CourseSettings) =>
  adminRequest<AdminCourse>('PUT', `${path(id)}/settings`, settings);

export const certificateQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'courses', id, 'certificate'],
    queryFn: () => adminRequest<CourseCertificate>('GET', `${path(id)}/certificate`),
  });

export const saveCertificateSigner = (id: string, signer: CourseCertificateSigner) =>
  adminRequest<CourseCertificate>('PUT', `${path(id)}/certificate`, signer);

// Console routes for courses and their exams (decision 021), behind the console's staff guard: each route
// names its policy action; the service checks the country scope of the course it touches.
import {
  adminCourseListSchema,
  adminCourseSchema,
  catalogueQuerySchema,
  courseParamsSchema,
  courseSettingsSchema,
  examDraftSchema,
  reviewDecisionSchema,
} from '@portal/contracts';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { courseListPage } from './course-list.ts';
import { getCourse, reviewExam, saveCourseSettings, saveExamDraft, submitExam } from './service.ts';

const params = courseParamsSchema;
const reply = adminCourseSchema;

export const courseAuthoringRoutes = staffRouteTable([
  staffRoute({
    method: 'GET',
    url: '/api/admin/courses',
    action: 'courses.read',
    summary:
      "A page of the courses of the member's countries (lessons, live bank, pending exam version), searched and sorted",
    query: catalogueQuerySchema,
    reply: adminCourseListSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { query }) => courseListPage(ctx, query),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/courses/:id',
    action: 'courses.read',
    summary: 'A course: lessons, the live exam and every exam version',
    params,
    reply,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => getCourse(ctx, params.id),
  }),
  staffRoute({
    method: 'PUT',
    url: '/api/admin/courses/:id/exam',
    action: 'courses.write',
    summary: 'Drafts the exam (settings and question bank): edits the draft or starts a new version',
    params,
    body: examDraftSchema,
    reply,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => saveExamDraft(ctx, params.id, body),
  }),
  staffRoute({
    method: 'PUT',
    url: '/api/admin/courses/:id/settings',
    action: 'courses.write',
    summary:
      'The exam rules: lessons before the exam, pause between attempts, attempts per period, minimum time',
    params,
    body: courseSettingsSchema,
    reply,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => saveCourseSettings(ctx, params.id, body),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/courses/:id/exam/submit',
    action: 'courses.write',
    summary: 'Submits the exam draft for MLR review',
    params,
    reply,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params }) => submitExam(ctx, params.id),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/courses/:id/exam/review',
    action: 'courses.review',
    summary: 'MLR decision on the exam in review; approval makes it the bank of new attempts',
    params,
    body: reviewDecisionSchema,
    reply,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => reviewExam(ctx, params.id, body),
  }),
]);

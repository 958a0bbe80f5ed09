// Console routes of a course's certificate signer (issue 35): read with the course, written by editors.
import {
  courseCertificateSchema,
  courseCertificateSignerSchema,
  courseParamsSchema,
} from '@portal/contracts';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { getCertificateSigner, saveCertificateSigner } from './signer-service.ts';

export const courseSignerRoutes = staffRouteTable([
  staffRoute({
    method: 'GET',
    url: '/api/admin/courses/:id/certificate',
    action: 'courses.read',
    summary: "The course's certificate signer: responsible physician's name, role and signature image",
    params: courseParamsSchema,
    reply: courseCertificateSchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => getCertificateSigner(ctx, params.id),
  }),
  staffRoute({
    method: 'PUT',
    url: '/api/admin/courses/:id/certificate',
    action: 'courses.write',
    summary: "Sets the course's certificate signer (the signature a PNG uploaded to the media store)",
    params: courseParamsSchema,
    body: courseCertificateSignerSchema,
    reply: courseCertificateSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body, request }) =>
      saveCertificateSigner(ctx, request.server.mediaStore, params.id, body),
  }),
]);

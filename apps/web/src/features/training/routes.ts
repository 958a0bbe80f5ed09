// The training feature's route entries, all lazy: the signed-in courses, exam and certificates, and the
// public certificate verification (the QR code's target, opened without signing in).
import type { RouteObject } from 'react-router';
import { TRAINING_PATHS } from './lib/paths.ts';

const courseDetail = () => import('./routes/course-detail.tsx');

export function trainingRoutes(): RouteObject[] {
  const list = TRAINING_PATHS.list;
  return [
    { path: list, lazy: () => import('./routes/course-list.tsx') },
    { path: `${list}/:id/mas-info`, lazy: () => import('./routes/course-more-info.tsx') },
    { path: `${list}/:id/examen`, lazy: () => import('./routes/course-exam.tsx') },
    { path: `${list}/:id`, lazy: courseDetail },
    { path: `${list}/:idCapa/:id`, lazy: courseDetail },
    { path: TRAINING_PATHS.certificates, lazy: () => import('./routes/certificates.tsx') },
  ];
}

export const certificateVerificationRoute: RouteObject = {
  path: `${TRAINING_PATHS.verify}/:code`,
  lazy: () => import('./routes/verify-certificate.tsx'),
};

// The medical-information feature's route entries (signed in, lazy).
import type { RouteObject } from 'react-router';

export const MEDICAL_INFORMATION_PATH = '/medical-information';

export function medicalInformationRoutes(): RouteObject[] {
  return [{ path: MEDICAL_INFORMATION_PATH, lazy: () => import('./routes/medical-information.tsx') }];
}

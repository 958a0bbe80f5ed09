// The console's report calls: one query per report over /api/admin/reports, and the CSV download.
import type {
  ContentViewsReport,
  ExamsReport,
  ExportKind,
  MedicalRequestsReport,
  RegistrationsReport,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminDownload, adminRequest, withSearch } from '../../lib/api.ts';

export interface RangeFilter {
  from: string;
  to: string;
  /** Empty: all the member's countries. */
  country: string;
}

const report = <T>(name: string, range: RangeFilter) =>
  queryOptions({
    queryKey: ['admin', 'reports', name, range],
    queryFn: () => adminRequest<T>('GET', withSearch(`/api/admin/reports/${name}`, { ...range })),
  });

export const contentViewsQuery = (range: RangeFilter) => report<ContentViewsReport>('content-views', range);
export const examsQuery = (range: RangeFilter) => report<ExamsReport>('exams', range);
export const medicalRequestsQuery = (range: RangeFilter) =>
  report<MedicalRequestsReport>('medical-requests', range);
export const registrationsQuery = (range: RangeFilter) => report<RegistrationsReport>('registrations', range);

/** Downloads an export; resolves with the file's name. */
export const downloadExport = (kind: ExportKind, range: RangeFilter) =>
  adminDownload(withSearch(`/api/admin/exports/${kind}`, { ...range }));

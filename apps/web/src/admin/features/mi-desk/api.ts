// The console's calls of the medical-information desk (/api/admin/mi) and the PV queue (/api/admin/pv).
import type {
  MiAnswerPreview,
  MiAnswerPreviewBodyInput,
  MiAttachmentResponse,
  MiDraftSaved,
  MiOfficerList,
  MiRequestDetail,
  MiRequestList,
  MiRequestQuery,
  MiScreeningOutcome,
  PvAcknowledge,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest, adminUpload, withSearch } from '../../lib/api.ts';

/** A part of the request page that changes the request: it hands back the request as the API answered. */
export interface RequestPartProps {
  request: MiRequestDetail;
  onDone: (updated: MiRequestDetail) => void;
  onError: (error: unknown) => void;
}

const requestPath = (key: string) => `/api/admin/mi/requests/${encodeURIComponent(key)}`;
const casePath = (key: string) => `/api/admin/pv/cases/${encodeURIComponent(key)}`;

export const miKeys = {
  all: ['admin', 'mi'] as const,
  list: (query: MiRequestQuery) => ['admin', 'mi', 'list', query] as const,
  request: (key: string) => ['admin', 'mi', 'request', key] as const,
  pvList: ['admin', 'mi', 'pv'] as const,
  pvCase: (key: string) => ['admin', 'mi', 'pv', key] as const,
};

export const miListQuery = (query: MiRequestQuery) =>
  queryOptions({
    queryKey: miKeys.list(query),
    queryFn: () => adminRequest<MiRequestList>('GET', withSearch('/api/admin/mi/requests', query)),
  });

export const miRequestQuery = (key: string) =>
  queryOptions({
    queryKey: miKeys.request(key),
    queryFn: () => adminRequest<MiRequestDetail>('GET', requestPath(key)),
  });

export const miOfficersQuery = queryOptions({
  queryKey: ['admin', 'mi', 'officers'],
  queryFn: () => adminRequest<MiOfficerList>('GET', '/api/admin/mi/officers'),
  staleTime: 60_000,
});

export const pvListQuery = queryOptions({
  queryKey: miKeys.pvList,
  queryFn: () => adminRequest<MiRequestList>('GET', '/api/admin/pv/cases'),
});

export const pvCaseQuery = (key: string) =>
  queryOptions({
    queryKey: miKeys.pvCase(key),
    queryFn: () => adminRequest<MiRequestDetail>('GET', casePath(key)),
  });

export const assignRequest = (key: string, assigneeId: string | null) =>
  adminRequest<MiRequestDetail>('PUT', `${requestPath(key)}/assignee`, { assigneeId });

export const addNote = (key: string, body: string) =>
  adminRequest<MiRequestDetail>('POST', `${requestPath(key)}/notes`, { body });

export const changeStatus = (key: string, status: 'in_progress' | 'closed') =>
  adminRequest<MiRequestDetail>('POST', `${requestPath(key)}/status`, { status });

export const flagAdverseEvent = (key: string) =>
  adminRequest<MiRequestDetail>('POST', `${requestPath(key)}/adverse-event`);

export const recordScreening = (key: string, outcome: MiScreeningOutcome) =>
  adminRequest<MiRequestDetail>('POST', `${requestPath(key)}/screening`, { outcome });

export const saveDraft = (key: string, html: string) =>
  adminRequest<MiDraftSaved>('PUT', `${requestPath(key)}/draft`, { html });

/** Step one of sending: what the physician will receive, and the digest that step two must quote. */
export const previewAnswer = (key: string, body: MiAnswerPreviewBodyInput) =>
  adminRequest<MiAnswerPreview>('POST', `${requestPath(key)}/answer/preview`, body);

/** Step two: sends exactly the previewed answer (refused if it or its recipient changed meanwhile). */
export const sendAnswer = (key: string, body: MiAnswerPreviewBodyInput & { digest: string }) =>
  adminRequest<MiRequestDetail>('POST', `${requestPath(key)}/answer`, body);

export const uploadAnswerPdf = (file: File, onProgress: (fraction: number) => void) =>
  adminUpload<MiAttachmentResponse>('/api/admin/mi/attachments', file, onProgress);

export const acknowledgeCase = (key: string, body: PvAcknowledge) =>
  adminRequest<MiRequestDetail>('POST', `${casePath(key)}/acknowledgement`, body);

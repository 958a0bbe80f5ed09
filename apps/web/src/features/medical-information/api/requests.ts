// Call 16 (POST /api/medicalInformation) and the user's own requests (GET), with their query key.
import type {
  CreateMedicalRequestBody,
  CreateMedicalRequestResponse,
  MedicalRequestList,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { medicalInformationApi } from './medical-information-client.ts';

export const MEDICAL_INFORMATION_PATH = '/api/medicalInformation';
export const medicalInformationKeys = { mine: () => ['medical-information', 'mine'] as const };

export function createMedicalRequest(body: CreateMedicalRequestBody): Promise<CreateMedicalRequestResponse> {
  return medicalInformationApi.post<CreateMedicalRequestResponse>(MEDICAL_INFORMATION_PATH, body);
}

export function useMyRequests() {
  return useQuery({
    queryKey: medicalInformationKeys.mine(),
    queryFn: ({ signal }) =>
      medicalInformationApi.get<MedicalRequestList>(MEDICAL_INFORMATION_PATH, { signal }),
  });
}

export function useCreateMedicalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMedicalRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicalInformationKeys.mine() }),
  });
}

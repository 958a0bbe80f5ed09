// GET /api/training/certificates, the PDF of one (read with the token, saved as a file), and the public
// verification GET /api/public/certificates/:code (no sign-in).
import type { Certificate, CertificateVerification } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { trainingKeys } from './query-keys.ts';
import { getBlob, trainingApi } from './training-client.ts';

export function fetchCertificates(signal?: AbortSignal): Promise<Certificate[]> {
  return trainingApi.get<Certificate[]>('/api/training/certificates', { signal });
}

export function useCertificates() {
  return useQuery({
    queryKey: trainingKeys.certificates(),
    queryFn: ({ signal }) => fetchCertificates(signal),
  });
}

/** Fetches the PDF with the token and hands it to the browser as a download. */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const blob = await getBlob(certificate.certificate);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `certificate-${certificate.code}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may be cancelled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function fetchVerification(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return trainingApi.get<CertificateVerification>(`/api/public/certificates/${encodeURIComponent(code)}`, {
    signal,
  });
}

export function useVerification(code: string) {
  return useQuery({
    queryKey: trainingKeys.verification(code),
    queryFn: ({ signal }) => fetchVerification(code, signal),
    retry: false,
  });
}

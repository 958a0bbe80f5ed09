// GET /api/training/certificates, the PDF of one (read with the token, saved as a file), and the public
// verification GET /api/public/certificates/:code (no sign-in).
import { type Certificate, type CertificateVerification, certificatePdfPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { trainingKeys } from './query-keys.ts';
import { trainingApi } from './training-client.ts';

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
export function downloadCertificate(certificate: Certificate): Promise<string> {
  return trainingApi.download(certificate.certificate, {
    accept: 'application/pdf, */*',
    filename: `certificate-${certificate.code}.pdf`,
  });
}

/** The PDF of a certificate known by its code (the exam's result gives the code, not the list's row). */
export function downloadCertificateByCode(code: string): Promise<string> {
  return trainingApi.download(certificatePdfPath(code), {
    accept: 'application/pdf, */*',
    filename: `certificate-${code}.pdf`,
  });
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
    // The form page without a code asks nothing.
    enabled: code !== '',
    retry: false,
  });
}

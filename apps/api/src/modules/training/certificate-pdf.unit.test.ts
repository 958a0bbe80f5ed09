import { dictionaries } from '@portal/i18n';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { matrixFromSquares, pdfSquares, pdfText } from './pdf-reader.testing.ts';

const URL = 'https://portal.example/certificados/verificar/K7M2P9QX4R8T';
const input = {
  texts: dictionaries['pt-br'].training,
  locale: 'pt-BR',
  brand: 'Bayer',
  appName: 'Universo Médico',
  name: 'Ana Conceição Souza',
  register: 'CRM 123456/SP',
  course: 'Cardiologia preventiva no consultório',
  finishedDate: new Date('2026-03-04T15:00:00Z'),
  hours: 4,
  approvalCode: 'BR-CARDIO-0426',
  code: 'K7M2P9QX4R8T',
  verificationUrl: URL,
};

/** The QR's dark modules, row by row from the top, as the qrcode package computes them. */
function expectedMatrix(url: string): { size: number; matrix: boolean[] } {
  const { size, data } = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  return { size, matrix: Array.from(data, (bit) => bit === 1) };
}

describe('certificate PDF', () => {
  it('shows brand, issuer, name, register, course, date, hours, approval and verification codes and URL', async () => {
    const lines = pdfText(await renderCertificatePdf(input)).join('\n');
    expect(lines).toContain('Bayer\nUniverso Médico');
    expect(lines).toContain('Emitido por Bayer · Universo Médico');
    expect(lines).toContain('Ana Conceição Souza');
    expect(lines).toContain('Registro profissional: CRM 123456/SP');
    expect(lines).toContain('Cardiologia preventiva no consultório');
    expect(lines).toContain('Concluído em 4 de março de 2026');
    expect(lines).toContain('4 horas');
    expect(lines).toContain('BR-CARDIO-0426');
    expect(lines).toContain('K7M2P9QX4R8T');
    expect(lines).toContain(URL);
  });

  it('draws the QR code of the verification URL module by module', async () => {
    const pdf = await renderCertificatePdf(input);
    const squares = pdfSquares(pdf);
    const { size, matrix } = expectedMatrix(URL);
    expect(squares.length).toBe(matrix.filter(Boolean).length);
    expect(matrixFromSquares(squares, size)).toEqual(matrix);
    // A different URL gives a different drawing: the check really depends on the payload.
    expect(matrixFromSquares(squares, size)).not.toEqual(expectedMatrix(`${URL}X`).matrix);
  });

  it('writes Spanish labels for Spanish-speaking countries', async () => {
    const lines = pdfText(await renderCertificatePdf({ ...input, texts: dictionaries.es.training })).join(
      '\n',
    );
    expect(lines).toContain('Certificado de finalización');
    expect(lines).toContain('Carga horaria: 4 horas');
    expect(lines).toContain('Registro profesional: CRM 123456/SP');
  });

  it("writes the date out in the holder's language, on the day it was passed whatever the zone", async () => {
    const late = new Date('2026-03-04T23:30:00Z');
    const spanish = pdfText(
      await renderCertificatePdf({
        ...input,
        texts: dictionaries.es.training,
        locale: 'es-MX',
        finishedDate: late,
      }),
    ).join('\n');
    expect(spanish).toContain('Finalizado el 4 de marzo de 2026');
  });

  it('leaves the register line out for an account without a register number', async () => {
    const lines = pdfText(await renderCertificatePdf({ ...input, register: null })).join('\n');
    expect(lines).not.toContain('Registro profissional');
  });

  it('writes one hour in the singular', async () => {
    const lines = pdfText(await renderCertificatePdf({ ...input, hours: 1 })).join('\n');
    expect(lines).toContain('Carga horária: 1 hora\n');
  });
});

import { signaturePng } from '@portal/demo-data';
import { dictionaries } from '@portal/i18n';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  matrixFromSquares,
  pdfFonts,
  pdfImagesDrawn,
  pdfPageContent,
  pdfSquares,
  pdfText,
} from '#test/pdf-reader.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';

const URL = 'https://portal.example/certificados/verificar/K7M2P9QX4R8T';
const input = {
  texts: dictionaries['pt-br'].training,
  locale: 'pt-BR',
  brandId: 'bayer',
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
  signer: {
    name: 'Dra. Helena Araújo Muñoz',
    role: 'Coordenadora científica · CRM 54321/SP',
    signaturePng: signaturePng('Dra. Helena Araújo Muñoz'),
  },
};

/** The QR's dark modules, row by row from the top, as the qrcode package computes them. */
function expectedMatrix(url: string): { size: number; matrix: boolean[] } {
  const { size, data } = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  return { size, matrix: Array.from(data, (bit) => bit === 1) };
}

const textOf = async (pdf: Uint8Array) => (await pdfText(pdf)).join('\n');

describe('certificate PDF', () => {
  it('shows brand, issuer, name, register, course, date, hours, approval and verification codes and URL', async () => {
    const lines = await textOf(await renderCertificatePdf(input));
    expect(lines).toContain('Bayer\nCERTIFICADO DE CONCLUSÃO');
    expect(lines).toContain('Emitido por Bayer · Universo Médico');
    expect(lines).toContain('Ana Conceição Souza');
    expect(lines).toContain('Registro profissional: CRM 123456/SP');
    expect(lines).toContain('Cardiologia preventiva no consultório');
    expect(lines).toContain('Concluído em 4 de março de 2026');
    expect(lines).toContain('Carga horária: 4 horas');
    expect(lines).toContain('BR-CARDIO-0426');
    expect(lines).toContain('K7M2P9QX4R8T');
    expect(lines).toContain(URL);
  });

  it('embeds whole TrueType fonts (not subset, not the standard 14) that carry every accent', async () => {
    const pdf = await renderCertificatePdf({ ...input, name: 'Íñigo Ñúñez Açaí Gonçalves' });
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.subset).toBe(false);
      // The whole program: a subset of a few glyphs would be a few KB.
      expect(font.fileBytes).toBeGreaterThan(100_000);
    }
    expect(new Set(fonts.map((f) => f.baseFont.replace(/-\d+$/, '')))).toEqual(
      new Set(['Lora-Bold', 'Lora-Italic', 'SourceSans3-Regular', 'SourceSans3-SemiBold']),
    );
    expect(await textOf(pdf)).toContain('Íñigo Ñúñez Açaí Gonçalves');
  });

  it("draws the brand's logo paths, the signer's name, role and signature image", async () => {
    const pdf = await renderCertificatePdf(input);
    const lines = await textOf(pdf);
    expect(lines).toContain('Dra. Helena Araújo Muñoz\nCoordenadora científica · CRM 54321/SP');
    expect(await pdfImagesDrawn(pdf)).toHaveLength(1);
    // The hexagon of brands/bayer.svg, drawn as a path (the SVG coordinates under a flipping transform).
    expect(await pdfPageContent(pdf)).toMatch(/\b32 4 m\s+56.25 18 l/);
    const unsigned = await renderCertificatePdf({ ...input, signer: null });
    expect(await pdfImagesDrawn(unsigned)).toHaveLength(0);
    expect(await textOf(unsigned)).not.toContain('Helena');
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
    const lines = await textOf(await renderCertificatePdf({ ...input, texts: dictionaries.es.training }));
    expect(lines).toContain('CERTIFICADO DE FINALIZACIÓN');
    expect(lines).toContain('Carga horaria: 4 horas');
    expect(lines).toContain('Registro profesional: CRM 123456/SP');
  });

  it("writes the date out in the holder's language, on the day it was passed whatever the zone", async () => {
    const late = new Date('2026-03-04T23:30:00Z');
    const spanish = await textOf(
      await renderCertificatePdf({
        ...input,
        texts: dictionaries.es.training,
        locale: 'es-MX',
        finishedDate: late,
      }),
    );
    expect(spanish).toContain('Finalizado el 4 de marzo de 2026');
  });

  it('leaves the register line out for an account without a register number', async () => {
    const lines = await textOf(await renderCertificatePdf({ ...input, register: null }));
    expect(lines).not.toContain('Registro profissional');
  });

  it('writes one hour in the singular', async () => {
    const lines = await textOf(await renderCertificatePdf({ ...input, hours: 1 }));
    expect(lines).toContain('Carga horária: 1 hora  ·');
  });
});

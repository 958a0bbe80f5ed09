// The certificate as a one-page PDF: text in a standard font and the QR code drawn as vector squares.
// Object streams are off so the page content stays a plain (deflated) stream any reader can parse.

import { type Dictionary, interpolate } from '@portal/i18n';
import {
  fill,
  PDFDocument,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  setFillingRgbColor,
} from 'pdf-lib';
import QRCode from 'qrcode';

/** The dictionary texts the PDF uses: its own lines and the labels of the verification page. */
export type CertificateTexts = Pick<Dictionary['training'], 'certificatePdf' | 'verify'>;

export interface CertificatePdfInput {
  /** In the language of the holder's country. */
  texts: CertificateTexts;
  name: string;
  course: string;
  finishedDate: Date;
  hours: number;
  approvalCode: string | null;
  code: string;
  verificationUrl: string;
}

/** Side of one QR module in PDF points. */
export const QR_MODULE_SIZE = 4;
export const QR_ORIGIN = { x: 620, y: 60 } as const;

/** WinAnsi (standard fonts) cannot encode every character: keep Latin-1 and common typography. */
function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { certificatePdf: pdfTexts, verify: labels } = input.texts;
  const hours = input.hours === 1 ? labels.hoursValue_one : labels.hoursValue_other;
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${pdfTexts.heading}: ${input.course}`));
  pdf.setSubject(input.verificationUrl);
  pdf.setKeywords([input.code, input.verificationUrl]);
  pdf.setCreationDate(input.finishedDate);
  pdf.setModificationDate(input.finishedDate);
  const page = pdf.addPage([842, 595]); // A4 landscape
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const dark = rgb(0.1, 0.15, 0.25);
  const line = (text: string, y: number, size: number, font = regular) =>
    page.drawText(winAnsi(text), { x: 60, y, size, font, color: dark, maxWidth: 540 });

  line(pdfTexts.heading, 500, 30, bold);
  line(pdfTexts.certifies, 440, 14);
  line(input.name, 410, 22, bold);
  line(pdfTexts.completed, 380, 14);
  line(input.course, 350, 18, bold);
  line(`${labels.date}: ${input.finishedDate.toISOString().slice(0, 10)}`, 290, 12);
  line(`${labels.hours}: ${interpolate(hours, { count: input.hours })}`, 270, 12);
  if (input.approvalCode) line(`${labels.approvalCode}: ${input.approvalCode}`, 250, 12);
  line(`${labels.code}: ${input.code}`, 110, 12, bold);
  line(`${pdfTexts.verifyAt}: ${input.verificationUrl}`, 90, 10);

  // One filled path of `re` squares: compact, and each module is one `x y w h re` operator.
  const qr = QRCode.create(input.verificationUrl, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  const squares: PDFOperator[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      // PDF y grows upwards; row 0 is the QR's top.
      const y = QR_ORIGIN.y + (size - 1 - row) * QR_MODULE_SIZE;
      squares.push(rectangle(QR_ORIGIN.x + col * QR_MODULE_SIZE, y, QR_MODULE_SIZE, QR_MODULE_SIZE));
    }
  }
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...squares,
    fill(),
    popGraphicsState(),
  );
  return pdf.save({ useObjectStreams: false });
}

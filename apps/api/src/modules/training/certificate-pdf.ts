// The certificate as a one-page PDF worth framing: the brand band, the holder and register, the course,
// the date written out in the holder's language, the issuer, and the verification code with its QR drawn
// as vector squares. Object streams are off so the page content stays a plain (deflated) stream any
// reader can parse.

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
  /** BCP 47 locale of the holder's country: the date is written out in it. */
  locale: string;
  /** The issuing company's brand and the portal's name in the holder's country. */
  brand: string;
  appName: string;
  name: string;
  /** "CRM 123456/SP": the register the holder signed up with; null when unknown. */
  register: string | null;
  course: string;
  finishedDate: Date;
  hours: number;
  approvalCode: string | null;
  code: string;
  verificationUrl: string;
}

/** Side of one QR module in PDF points. */
export const QR_MODULE_SIZE = 4;
export const QR_ORIGIN = { x: 640, y: 70 } as const;

const PAGE = { width: 842, height: 595 } as const; // A4 landscape
const MARGIN = 60;
const INK = rgb(0.1, 0.15, 0.25);
const BRAND = rgb(0.06, 0.24, 0.45);
const MUTED = rgb(0.35, 0.4, 0.48);

/** WinAnsi (standard fonts) cannot encode every character: keep Latin-1 and common typography. */
function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

/** "4 de março de 2026" / "4 de marzo de 2026", in UTC so the day does not move with the server's zone. */
export function longDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { certificatePdf: pdfTexts, verify: labels } = input.texts;
  const hours = input.hours === 1 ? labels.hoursValue_one : labels.hoursValue_other;
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${pdfTexts.heading}: ${input.course}`));
  pdf.setAuthor(winAnsi(input.brand));
  pdf.setSubject(input.verificationUrl);
  pdf.setKeywords([input.code, input.verificationUrl]);
  pdf.setCreationDate(input.finishedDate);
  pdf.setModificationDate(input.finishedDate);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // A line at the left margin; the body's lines wrap at 560 pt, the brand band's never do.
  const line = (text: string, y: number, size: number, font = regular, color = INK, wrap = true) =>
    page.drawText(winAnsi(text), { x: MARGIN, y, size, font, color, maxWidth: wrap ? 560 : undefined });

  // Frame and brand band: rectangles that are never square, so a reader counting QR modules skips them.
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: BRAND,
    borderWidth: 1.5,
  });
  page.drawRectangle({ x: 24, y: PAGE.height - 110, width: PAGE.width - 48, height: 86, color: BRAND });
  line(input.brand, PAGE.height - 70, 26, bold, rgb(1, 1, 1), false);
  line(input.appName, PAGE.height - 92, 12, regular, rgb(1, 1, 1), false);

  line(pdfTexts.heading, 425, 30, bold, BRAND);
  line(pdfTexts.certifies, 390, 14);
  line(input.name, 360, 24, bold);
  if (input.register)
    line(interpolate(pdfTexts.register, { register: input.register }), 340, 11, regular, MUTED);
  line(pdfTexts.completed, 308, 14);
  line(input.course, 280, 18, bold);
  line(interpolate(pdfTexts.completedOn, { date: longDate(input.finishedDate, input.locale) }), 240, 12);
  line(`${labels.hours}: ${interpolate(hours, { count: input.hours })}`, 222, 12);
  if (input.approvalCode) line(`${labels.approvalCode}: ${input.approvalCode}`, 204, 12);
  line(interpolate(pdfTexts.issuedBy, { brand: input.brand, appName: input.appName }), 160, 12, bold);
  line(`${labels.code}: ${input.code}`, 100, 12, bold);
  line(`${pdfTexts.verifyAt}: ${input.verificationUrl}`, 82, 10, regular, MUTED);

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

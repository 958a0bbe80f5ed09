// The certificate as a one-page A4 landscape PDF worth framing: a double frame with corner ornaments, the
// brand's logo, the holder and register, the course, the date written out in the holder's language, the
// workload, the responsible physician's signature, a seal, and the verification code with its QR drawn
// as vector squares. Fonts are TrueType embedded whole (certificate-fonts.ts). Object streams are off so
// the page content stays a plain (deflated) stream any reader can parse.

import fontkit from '@pdf-lib/fontkit';
import { type Dictionary, interpolate } from '@portal/i18n';
import {
  type Color,
  fill,
  PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { certificateFontFiles } from './certificate-fonts.ts';
import { brandLogo, brandLogoWidth, drawBrandLogo } from './certificate-logo.ts';

/** The dictionary texts the PDF uses: its own lines and the labels of the verification page. */
export type CertificateTexts = Pick<Dictionary['training'], 'certificatePdf' | 'verify'>;

/** The course's responsible physician, printed above the signature line. */
export interface CertificateSigner {
  name: string;
  role: string;
  /** PNG bytes of the signature; null: the line is left for the name and role only. */
  signaturePng: Uint8Array | null;
}

export interface CertificatePdfInput {
  /** In the language of the holder's country. */
  texts: CertificateTexts;
  /** BCP 47 locale of the holder's country: the date is written out in it. */
  locale: string;
  /** The BRAND setting (`bayer`): picks the logo asset. */
  brandId: string;
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
  signer: CertificateSigner | null;
}

/** Side of one QR module in PDF points. */
export const QR_MODULE_SIZE = 2.5;

const PAGE = { width: 842, height: 595 } as const; // A4 landscape
const CENTER = PAGE.width / 2;
const INK = rgb(0.11, 0.13, 0.2);
const NAVY = rgb(0.04, 0.24, 0.43);
const GOLD = rgb(0.69, 0.55, 0.24);
const MUTED = rgb(0.36, 0.39, 0.45);
const PAPER = rgb(0.995, 0.988, 0.968);

/** "4 de março de 2026" / "4 de marzo de 2026", in UTC so the day does not move with the server's zone. */
export function longDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Words into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size (down to `min`) at which `text` fits in `width` on one line. */
function fitSize(text: string, font: PDFFont, size: number, min: number, width: number): number {
  let fitted = size;
  while (fitted > min && font.widthOfTextAtSize(text, fitted) > width) fitted -= 0.5;
  return fitted;
}

function centered(
  page: PDFPage,
  text: string,
  y: number,
  size: number,
  font: PDFFont,
  color: Color,
  x = CENTER,
) {
  page.drawText(text, { x: x - font.widthOfTextAtSize(text, size) / 2, y, size, font, color });
}

function diamond(page: PDFPage, x: number, y: number, r: number, color: Color) {
  page.drawSvgPath(`M0 ${-r} L${r} 0 L0 ${r} L${-r} 0 Z`, { x, y, color });
}

/** Frame: a navy rule, a gold hairline inside it, and a gold diamond at each inner corner. */
function drawFrame(page: PDFPage) {
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: PAPER });
  page.drawRectangle({
    x: 16,
    y: 16,
    width: PAGE.width - 32,
    height: PAGE.height - 32,
    borderColor: NAVY,
    borderWidth: 5,
  });
  page.drawRectangle({
    x: 27,
    y: 27,
    width: PAGE.width - 54,
    height: PAGE.height - 54,
    borderColor: GOLD,
    borderWidth: 0.8,
  });
  for (const [x, y] of [
    [27, 27],
    [PAGE.width - 27, 27],
    [27, PAGE.height - 27],
    [PAGE.width - 27, PAGE.height - 27],
  ] as const)
    diamond(page, x, y, 6, GOLD);
}

/** A gold rule with a diamond in its middle, under the heading. */
function ornamentRule(page: PDFPage, y: number, half: number) {
  page.drawLine({ start: { x: CENTER - half, y }, end: { x: CENTER - 9, y }, thickness: 0.8, color: GOLD });
  page.drawLine({ start: { x: CENTER + 9, y }, end: { x: CENTER + half, y }, thickness: 0.8, color: GOLD });
  diamond(page, CENTER, y, 4, GOLD);
}

/** The seal: a gold starburst, a navy disc with two gold rings, the workload inside. */
function drawSeal(page: PDFPage, x: number, y: number, label: string, value: string, fonts: Fonts) {
  const points: string[] = [];
  const rays = 32;
  for (let i = 0; i < rays * 2; i++) {
    const radius = i % 2 === 0 ? 50 : 44;
    const angle = (Math.PI * i) / rays;
    points.push(`${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`);
  }
  page.drawSvgPath(`M${points.join(' L')} Z`, { x, y, color: GOLD });
  page.drawCircle({ x, y, size: 40, color: NAVY });
  page.drawCircle({ x, y, size: 36, borderColor: GOLD, borderWidth: 0.8 });
  page.drawCircle({ x, y, size: 26, borderColor: GOLD, borderWidth: 0.5 });
  centered(page, value, y - 3, fitSize(value, fonts.serifBold, 13, 7, 46), fonts.serifBold, rgb(1, 1, 1), x);
  centered(page, label.toUpperCase(), y - 14, 5.5, fonts.sansBold, GOLD, x);
}

interface Fonts {
  serifBold: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** The signature block centred on x: the image above a rule, the name and role below it. */
async function drawSignature(
  pdf: PDFDocument,
  page: PDFPage,
  signer: CertificateSigner,
  x: number,
  fonts: Fonts,
) {
  const lineY = 126;
  if (signer.signaturePng) {
    const image = await pdf.embedPng(signer.signaturePng);
    const scaled = image.scaleToFit(180, 52);
    page.drawImage(image, { x: x - scaled.width / 2, y: lineY + 3, ...scaled });
  }
  page.drawLine({
    start: { x: x - 105, y: lineY },
    end: { x: x + 105, y: lineY },
    thickness: 0.7,
    color: INK,
  });
  centered(
    page,
    signer.name,
    lineY - 15,
    fitSize(signer.name, fonts.sansBold, 11.5, 8, 220),
    fonts.sansBold,
    INK,
    x,
  );
  wrap(signer.role, fonts.sans, 9, 220)
    .slice(0, 2)
    .forEach((line, i) => {
      centered(page, line, lineY - 28 - i * 11, 9, fonts.sans, MUTED, x);
    });
}

/** One filled path of `re` squares: compact, and each module is one `x y w h re` operator. */
function drawQr(page: PDFPage, url: string, origin: { x: number; y: number }) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  const squares: PDFOperator[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      // PDF y grows upwards; row 0 is the QR's top.
      const y = origin.y + (size - 1 - row) * QR_MODULE_SIZE;
      squares.push(rectangle(origin.x + col * QR_MODULE_SIZE, y, QR_MODULE_SIZE, QR_MODULE_SIZE));
    }
  }
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...squares,
    fill(),
    popGraphicsState(),
  );
  return size * QR_MODULE_SIZE;
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { certificatePdf: pdfTexts, verify: labels } = input.texts;
  const hours = interpolate(input.hours === 1 ? labels.hoursValue_one : labels.hoursValue_other, {
    count: input.hours,
  });
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${pdfTexts.heading}: ${input.course}`);
  pdf.setAuthor(input.brand);
  pdf.setSubject(input.verificationUrl);
  pdf.setKeywords([input.code, input.verificationUrl]);
  pdf.setLanguage(input.locale);
  pdf.setCreationDate(input.finishedDate);
  pdf.setModificationDate(input.finishedDate);
  const files = certificateFontFiles();
  const embed = (bytes: Uint8Array) => pdf.embedFont(bytes, { subset: false });
  const fonts: Fonts = {
    serifBold: await embed(files.serifBold),
    serifItalic: await embed(files.serifItalic),
    sans: await embed(files.sans),
    sansBold: await embed(files.sansBold),
  };
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  drawFrame(page);

  // Logo, centred at the top.
  const logo = brandLogo(input.brandId, input.brand);
  const logoHeight = 40;
  const logoWidth = brandLogoWidth(logo, logoHeight, fonts.sansBold);
  drawBrandLogo(page, logo, {
    x: CENTER - logoWidth / 2,
    top: PAGE.height - 50,
    height: logoHeight,
    font: fonts.sansBold,
  });

  const heading = pdfTexts.heading.toUpperCase();
  centered(page, heading, 444, fitSize(heading, fonts.serifBold, 30, 18, 640), fonts.serifBold, NAVY);
  ornamentRule(page, 428, 150);
  centered(page, pdfTexts.certifies, 398, 14, fonts.serifItalic, MUTED);
  centered(page, input.name, 358, fitSize(input.name, fonts.serifBold, 30, 16, 660), fonts.serifBold, INK);
  let y = 337;
  if (input.register) {
    centered(page, interpolate(pdfTexts.register, { register: input.register }), y, 10.5, fonts.sans, MUTED);
  }
  y = 308;
  centered(page, pdfTexts.completed, y, 13, fonts.serifItalic, MUTED);
  const courseLines = wrap(input.course, fonts.serifBold, 19, 620).slice(0, 2);
  y -= 28;
  for (const courseLine of courseLines) {
    centered(page, courseLine, y, 19, fonts.serifBold, NAVY);
    y -= 24;
  }
  const facts = [
    interpolate(pdfTexts.completedOn, { date: longDate(input.finishedDate, input.locale) }),
    `${labels.hours}: ${hours}`,
    ...(input.approvalCode ? [`${labels.approvalCode}: ${input.approvalCode}`] : []),
  ].join('  ·  ');
  centered(page, facts, y - 4, fitSize(facts, fonts.sans, 11, 8, 660), fonts.sans, INK);

  // Bottom row: signature on the left, seal in the middle, QR and code on the right.
  if (input.signer) await drawSignature(pdf, page, input.signer, 215, fonts);
  drawSeal(page, CENTER, 132, labels.hours, hours, fonts);
  const qrSide =
    QRCode.create(input.verificationUrl, { errorCorrectionLevel: 'M' }).modules.size * QR_MODULE_SIZE;
  const qrX = 627 - qrSide / 2;
  drawQr(page, input.verificationUrl, { x: qrX, y: 102 });
  centered(page, labels.code, 88, 8, fonts.sans, MUTED, 627);
  centered(page, input.code, 74, 12, fonts.sansBold, INK, 627);

  const issued = interpolate(pdfTexts.issuedBy, { brand: input.brand, appName: input.appName });
  centered(page, issued, 52, 8.5, fonts.sansBold, MUTED);
  const verify = `${pdfTexts.verifyAt}: ${input.verificationUrl}`;
  centered(page, verify, 40, fitSize(verify, fonts.sans, 8, 6, 740), fonts.sans, MUTED);
  return pdf.save({ useObjectStreams: false });
}

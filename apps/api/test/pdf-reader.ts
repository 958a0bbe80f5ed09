// Reads back what the certificate PDF draws: the text shown (glyph ids of the embedded fonts, decoded
// through each font's ToUnicode map), the fonts as embedded, the images, and the filled squares, by
// parsing the file with pdf-lib and inflating the page's content streams.
import { inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  type PDFStream,
} from 'pdf-lib';

export interface Square {
  x: number;
  y: number;
  size: number;
}

export function contentStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[\s\S]*?>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // a stream whose length the regex misjudged (binary font data): not page content
    }
  }
  return streams;
}

function streamText(stream: PDFStream): string {
  const bytes =
    stream instanceof PDFRawStream
      ? decodePDFRawStream(stream).decode()
      : (stream as PDFStream).getContents();
  return Buffer.from(bytes).toString('latin1');
}

/** glyph id (hex) -> text, from a ToUnicode CMap's bfchar and bfrange entries. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((m[1] ?? '').toUpperCase(), utf16(m[2] ?? ''));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = Number.parseInt(m[1] ?? '0', 16);
      const end = Number.parseInt(m[2] ?? '0', 16);
      const first = Number.parseInt(m[3] ?? '0', 16);
      for (let code = start; code <= end; code++)
        map.set(code.toString(16).toUpperCase().padStart(4, '0'), String.fromCodePoint(first + code - start));
    }
  }
  return map;
}

export interface EmbeddedFont {
  resourceName: string;
  baseFont: string;
  /** Bytes of the embedded font program (FontFile2); 0 when the font is not embedded. */
  fileBytes: number;
  /** Subset fonts are named with a six-letter tag: ABCDEF+Name. */
  subset: boolean;
}

interface PageParts {
  doc: PDFDocument;
  content: string;
  fonts: Map<string, { info: EmbeddedFont; unicode: Map<string, string> }>;
  images: string[];
}

const lookup = (doc: PDFDocument, value: PDFObject | undefined) =>
  value instanceof PDFRef ? doc.context.lookup(value) : value;

async function readPage(pdf: Uint8Array): Promise<PageParts> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const contents = lookup(doc, page.node.get(PDFName.of('Contents')));
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => lookup(doc, ref) as PDFStream)
      : [contents as PDFStream];
  const content = streams.map(streamText).join('\n');
  const resources = page.node.Resources();
  const fonts: PageParts['fonts'] = new Map();
  const fontDict = resources ? lookup(doc, resources.get(PDFName.of('Font'))) : undefined;
  if (fontDict instanceof PDFDict) {
    for (const [name, ref] of fontDict.entries()) {
      const font = lookup(doc, ref) as PDFDict;
      const baseFont = String(font.get(PDFName.of('BaseFont'))).replace(/^\//, '');
      const toUnicode = lookup(doc, font.get(PDFName.of('ToUnicode')));
      const descendants = lookup(doc, font.get(PDFName.of('DescendantFonts')));
      const descendant =
        descendants instanceof PDFArray ? (lookup(doc, descendants.get(0)) as PDFDict) : undefined;
      const descriptor = descendant
        ? (lookup(doc, descendant.get(PDFName.of('FontDescriptor'))) as PDFDict | undefined)
        : undefined;
      const file = descriptor ? lookup(doc, descriptor.get(PDFName.of('FontFile2'))) : undefined;
      const fileBytes =
        file instanceof PDFRawStream ? decodePDFRawStream(file).decode().length : file ? 1 : 0;
      fonts.set(name.asString(), {
        info: { resourceName: name.asString(), baseFont, fileBytes, subset: /^[A-Z]{6}\+/.test(baseFont) },
        unicode: toUnicode ? toUnicodeMap(streamText(toUnicode as PDFStream)) : new Map(),
      });
    }
  }
  const xObjects = resources ? lookup(doc, resources.get(PDFName.of('XObject'))) : undefined;
  const images =
    xObjects instanceof PDFDict
      ? xObjects
          .entries()
          .filter(([, ref]) => {
            const object = lookup(doc, ref);
            return (
              object instanceof PDFRawStream && String(object.dict.get(PDFName.of('Subtype'))) === '/Image'
            );
          })
          .map(([name]) => name.asString())
      : [];
  return { doc, content, fonts, images };
}

/** Every shown string, decoded through its font's ToUnicode map, in drawing order. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const { content, fonts } = await readPage(pdf);
  const lines: string[] = [];
  let current: Map<string, string> = new Map();
  for (const m of content.matchAll(/(\/[A-Za-z0-9_.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
    if (m[1]) {
      current = fonts.get(m[1])?.unicode ?? new Map();
      continue;
    }
    const hex = (m[2] ?? '').toUpperCase();
    let text = '';
    for (let i = 0; i < hex.length; i += 4) text += current.get(hex.slice(i, i + 4)) ?? '\uFFFD';
    lines.push(text);
  }
  return lines;
}

export async function pdfFonts(pdf: Uint8Array): Promise<EmbeddedFont[]> {
  return [...(await readPage(pdf)).fonts.values()].map((font) => font.info);
}

/** Names of the image XObjects the page draws (`Do`). */
export async function pdfImagesDrawn(pdf: Uint8Array): Promise<string[]> {
  const { content, images } = await readPage(pdf);
  return images.filter((name) => new RegExp(`${name.replace(/[.+]/g, '\\$&')}\\s+Do`).test(content));
}

/** The page content, for checks on what is drawn (paths of the logo, for instance). */
export async function pdfPageContent(pdf: Uint8Array): Promise<string> {
  return (await readPage(pdf)).content;
}

export function pdfSquares(pdf: Uint8Array): Square[] {
  return contentStreams(pdf).flatMap((stream) =>
    [...stream.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)]
      .filter((m) => m[3] === m[4])
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]) })),
  );
}

/** Rebuilds the QR matrix (row 0 on top) from drawn squares laid out on a grid. */
export function matrixFromSquares(squares: Square[], dimension: number): boolean[] {
  const cell = squares[0]?.size ?? 1;
  const minX = Math.min(...squares.map((s) => s.x));
  const maxY = Math.max(...squares.map((s) => s.y));
  const matrix = new Array<boolean>(dimension * dimension).fill(false);
  for (const square of squares) {
    const col = Math.round((square.x - minX) / cell);
    const row = Math.round((maxY - square.y) / cell);
    matrix[row * dimension + col] = true;
  }
  return matrix;
}

// Uploaded PDFs reach physicians (MI answers, slide decks, product documents) and open in their
// browsers and desktop readers. A PDF may carry actions those readers run: JavaScript, launching a
// program, or a file embedded to be opened. We accept none of them. pdf-lib parses every object of the
// file (incremental updates and unreferenced objects too), decodes compressed object streams, and
// decodes #xx escapes in names (/J#53 is /JS), so a scan of its objects sees what a reader would.

import { PDFArray, type PDFContext, PDFDict, PDFName, PDFParser, PDFRawStream, PDFStream } from 'pdf-lib';
import { AppError } from '../../errors.ts';

export type PdfRefusal = 'javascript' | 'launch' | 'embedded-file' | 'unreadable';

/** Each active-content marker, and why it is refused. Keys are dictionary keys; actions are /S values. */
const REFUSED_KEYS: Record<string, PdfRefusal> = {
  '/JS': 'javascript', // the script of a JavaScript action
  '/JavaScript': 'javascript', // the document-level scripts name tree
  '/XFA': 'javascript', // XFA forms carry their own scripts
  '/Launch': 'launch', // a launch action given as a key (legacy Win/Mac/Unix launch dictionaries)
  '/EmbeddedFiles': 'embedded-file', // the name tree of attached files
  '/EF': 'embedded-file', // a file specification with the file's bytes inside
};
const REFUSED_ACTIONS: Record<string, PdfRefusal> = {
  '/JavaScript': 'javascript',
  '/Launch': 'launch', // runs a program or opens a file on the reader's machine
  '/GoToE': 'embedded-file', // opens an embedded PDF
};
const REFUSED_TYPES: Record<string, PdfRefusal> = {
  '/EmbeddedFile': 'embedded-file',
  '/ObjStm': 'unreadable', // an object stream still whole after parsing: pdf-lib could not decode it
};

export const PDF_REFUSAL_REASONS: Record<PdfRefusal, string> = {
  javascript: 'The PDF contains JavaScript (a script action, document scripts or an XFA form)',
  launch: 'The PDF contains a launch action (it would open a program or file on the reader’s machine)',
  'embedded-file': 'The PDF contains an embedded file',
  unreadable: 'The PDF could not be read to check it for scripts, launch actions and embedded files',
};

const nameOf = (value: unknown): string | undefined =>
  value instanceof PDFName ? value.asString() : undefined;

/** The first refused marker in a dictionary and what it holds (depth-first). */
function scanValue(value: unknown, seen: Set<unknown>): PdfRefusal | null {
  if (seen.has(value)) return null;
  seen.add(value);
  if (value instanceof PDFStream) return scanValue(value.dict, seen);
  if (value instanceof PDFArray) {
    for (const item of value.asArray()) {
      const found = scanValue(item, seen);
      if (found) return found;
    }
    return null;
  }
  if (!(value instanceof PDFDict)) return null;
  const type = nameOf(value.get(PDFName.of('Type')));
  if (type && REFUSED_TYPES[type]) return REFUSED_TYPES[type];
  const action = nameOf(value.get(PDFName.of('S')));
  if (action && REFUSED_ACTIONS[action]) return REFUSED_ACTIONS[action];
  for (const [key, item] of value.entries()) {
    const refused = REFUSED_KEYS[key.asString()];
    if (refused) return refused;
    const found = scanValue(item, seen);
    if (found) return found;
  }
  return null;
}

function scanContext(context: PDFContext): PdfRefusal | null {
  const seen = new Set<unknown>();
  for (const [, object] of context.enumerateIndirectObjects()) {
    const found = scanValue(object instanceof PDFRawStream ? object.dict : object, seen);
    if (found) return found;
  }
  const trailer = context.trailerInfo;
  return scanValue(trailer.Root, seen) ?? scanValue(trailer.Info, seen);
}

/** The parser gives the event loop a turn every so many objects (a large deck has tens of thousands). */
const OBJECTS_PER_TICK = 2000;

/** Why the PDF is refused, or null when it holds no scripts, launch actions or embedded files. */
export async function pdfRefusal(bytes: Uint8Array): Promise<PdfRefusal | null> {
  try {
    const parser = PDFParser.forBytesWithOptions(bytes, OBJECTS_PER_TICK, false);
    return scanContext(await parser.parseDocument());
  } catch {
    return 'unreadable';
  }
}

/** 415 with the reason when the PDF carries active content (or cannot be read to tell); else nothing. */
export async function checkPdf(bytes: Uint8Array): Promise<void> {
  const refusal = await pdfRefusal(bytes);
  if (refusal) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', PDF_REFUSAL_REASONS[refusal]);
}

// PDFs with and without active content, built with pdf-lib as an attacker's tool would (tests only).
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

async function build(
  change: (doc: PDFDocument) => void | Promise<void>,
  useObjectStreams = false,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Resposta da informação médica');
  await change(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

/** An action dictionary set as the document's OpenAction (run when the file opens). */
function openAction(doc: PDFDocument, action: Record<string, PDFName | PDFString>) {
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj(action));
}

export async function pdfSamples() {
  return {
    plain: await build(() => {}),
    /** Document-level JavaScript, inside a compressed object stream (the name never appears raw). */
    documentScript: await build((doc) => doc.addJavaScript('greet', 'app.alert("hi")'), true),
    openActionScript: await build((doc) =>
      openAction(doc, { S: PDFName.of('JavaScript'), JS: PDFString.of('app.launchURL("https://x.test")') }),
    ),
    launch: await build((doc) => openAction(doc, { S: PDFName.of('Launch'), F: PDFString.of('calc.exe') })),
    embeddedFile: await build((doc) => doc.attach(Buffer.from('MZ...'), 'leaflet.exe', { mimeType: 'x' })),
    /** `/J#53` is `/JS` once the reader decodes the name: a raw text search would miss it. */
    escapedName: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction 2 0 R>>endobj\n' +
        '2 0 obj<</S/Java#53cript/J#53(app.alert(1))>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    ),
    /** A hex string value is not a name: a form field that merely mentions "JavaScript" is fine. */
    mentionsScript: await build((doc) => {
      doc.setSubject('How JavaScript and /Launch work');
      doc.catalog.set(PDFName.of('Lang'), PDFHexString.fromText('pt-BR'));
    }),
  };
}

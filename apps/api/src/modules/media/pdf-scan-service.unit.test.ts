import { describe, expect, it } from 'vitest';
import { pdfSamples } from '#test/pdf-samples.ts';
import { checkPdf, pdfRefusal } from './pdf-scan-service.ts';

describe('pdfRefusal', async () => {
  const samples = await pdfSamples();

  it('accepts a plain PDF, and one whose text only mentions scripts', async () => {
    expect(await pdfRefusal(samples.plain)).toBeNull();
    expect(await pdfRefusal(samples.mentionsScript)).toBeNull();
  });

  it('refuses JavaScript: document scripts in an object stream, an OpenAction script, an escaped name', async () => {
    expect(samples.documentScript.toString('latin1')).not.toContain('/JavaScript');
    expect(await pdfRefusal(samples.documentScript)).toBe('javascript');
    expect(await pdfRefusal(samples.openActionScript)).toBe('javascript');
    expect(await pdfRefusal(samples.escapedName)).toBe('javascript');
  });

  it('refuses launch actions and embedded files', async () => {
    expect(await pdfRefusal(samples.launch)).toBe('launch');
    expect(await pdfRefusal(samples.embeddedFile)).toBe('embedded-file');
  });

  it('answers 415 with the reason', async () => {
    await expect(checkPdf(samples.launch)).rejects.toMatchObject({
      statusCode: 415,
      message: expect.stringMatching(/launch action/),
    });
    await expect(checkPdf(samples.plain)).resolves.toBeUndefined();
  });
});

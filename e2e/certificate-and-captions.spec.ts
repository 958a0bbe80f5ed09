// Issue 35, items 5 and 6 in Chromium: a pass offers "Baixar certificado" at once with an announced
// congratulation (still under reduced motion) and downloads the PDF; a lesson video carries caption
// tracks the player's switch shows and hides, and a transcript in a disclosure; the console sets a
// course's certificate signer, marks items without captions and explains a refused WebVTT file.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_BANKS } from '../packages/demo-data/src/training-seed/index.ts';
import { CONSOLE, consoleSignIn, expectAccessible, signInAs, skipConsentBanner, urlFor } from './support.ts';
import { watchLessons } from './support-lessons.ts';

const COURSE = 'pt-pneumo-01';

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

async function answerRight(page: Page) {
  const shown =
    (await page.getByTestId('exam-question').getByRole('heading').first().textContent())?.trim() ?? '';
  const entry = DEMO_BANKS['pneumo-01'].questions.find((q) => shown.includes(q.pt[0]));
  if (!entry) throw new Error(`question not in the bank: ${shown}`);
  const option = page
    .getByTestId('exam-question')
    .getByLabel(entry.pt[entry.answer + 1] ?? '', { exact: true });
  await option.check();
  await expect(page.getByTestId('exam-save-status')).toHaveAttribute('data-status', 'saved');
}

test('a pass offers the certificate at once, with a congratulation, and downloads the PDF', async ({
  page,
}) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs(page, 'BR', 'doctor.br@example.com');
  // The exam opens once the course's lessons are watched (issue 35, item 2).
  await watchLessons(page, 'BR', COURSE);
  await page.goto(urlFor('BR', `/cursos-online/${COURSE}/examen`));
  await expect(page.getByTestId('exam-terms')).toBeVisible();
  await page.getByTestId('exam-accept').check();
  await page.getByTestId('exam-accept-submit').click();
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-runner')).toBeVisible();
  const total = await page.getByTestId('exam-question-link').count();
  for (let i = 0; i < total; i++) {
    await page.getByTestId('exam-question-link').nth(i).click();
    await answerRight(page);
  }
  await page.getByTestId('exam-review').click();
  await page.getByTestId('exam-submit').click();
  await page.getByTestId('exam-confirm').click();

  await expect(page.getByTestId('exam-result')).toHaveAttribute('data-passed', 'true');
  const ready = page.getByTestId('certificate-ready');
  await expect(ready.getByRole('status')).toHaveText('Seu certificado está pronto.');
  // Reduced motion: the check mark does not animate.
  await expect(ready.locator('svg')).toHaveCSS('animation-name', 'none');
  const button = ready.getByRole('button', { name: 'Baixar certificado' });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  const shots = process.env.JOURNEY_SHOTS_DIR;
  if (shots) await page.screenshot({ path: join(shots, 'exam-passed-certificate.png') });

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const file = (await download.path()) ?? '';
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/^certificate-[0-9A-Z]{10,}\.pdf$/);
  // With JOURNEY_SHOTS_DIR set, the certificate is kept and rendered at 96 dpi (100 %) to look at.
  if (shots && existsSync('/usr/bin/pdftoppm')) {
    copyFileSync(file, join(shots, 'certificate-signed.pdf'));
    execFileSync('pdftoppm', ['-png', '-r', '96', '-singlefile', file, join(shots, 'certificate-signed')]);
  }
});

test('a lesson video carries captions the player switches on and off, and a transcript', async ({ page }) => {
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', `/cursos-online/${COURSE}/${COURSE}-l1`));
  const video = page.getByTestId('lesson-player').locator('video');
  await expect(video.locator('track[kind="captions"]')).toHaveCount(2);
  await expect(video.locator('track[srclang="pt-BR"]')).toHaveAttribute('label', 'Português (Brasil)');
  const modes = () =>
    video.evaluate((element: HTMLVideoElement) =>
      Object.fromEntries(Array.from(element.textTracks, (track) => [track.language, track.mode])),
    );
  const toggle = page.getByTestId('captions-toggle');
  // The reader's language is shown by default.
  await expect.poll(modes).toEqual({ 'pt-BR': 'showing', es: 'disabled' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(modes).toEqual({ 'pt-BR': 'hidden', es: 'hidden' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(modes).toEqual({ 'pt-BR': 'showing', es: 'hidden' });
  // The captions file is served and is WebVTT.
  const served = await video.evaluate(async (element: HTMLVideoElement) => {
    const src = element.querySelector('track[srclang="pt-BR"]')?.getAttribute('src') ?? '';
    const response = await fetch(src);
    return { type: response.headers.get('content-type'), text: await response.text() };
  });
  expect(served.type).toContain('text/vtt');
  expect(served.text).toMatch(/^WEBVTT/);

  const transcript = page.getByTestId('transcript');
  await expect(transcript).not.toHaveAttribute('open', '');
  await transcript.getByText('Transcrição').click();
  await expect(transcript).toHaveAttribute('open', '');
  await expect(transcript.locator('p')).toHaveText(/Bem-vindo à aula\./);
  await expectAccessible(page);
  const shots = process.env.JOURNEY_SHOTS_DIR;
  if (shots) await page.getByTestId('lesson-player').screenshot({ path: join(shots, 'lesson-captions.png') });
});

test('the console sets the certificate signer, lists media without captions and explains a refused file', async ({
  browser,
}) => {
  const editor = await consoleSignIn(browser, 'editor@example.com');
  // Demo audio has no captions: listed under the content list, each item with its captions forms.
  const list = editor.getByTestId('captions-missing-list');
  const item = list.getByTestId('captions-missing-item').first();
  await expect(item.getByTestId('captions-missing')).toHaveText('sem legendas');
  const contentId = await item.getAttribute('data-content-id');
  await item.locator('summary').click();
  const media = item.getByTestId('media-captions-item');
  const files = await media.count();
  const first = media.first();
  await expect(first.getByTestId('media-captions-current')).toHaveText('Sem legendas ainda.');
  await expectAccessible(editor);
  const vttField = first.getByLabel('Arquivo de legendas WebVTT (.vtt)');
  await vttField.setInputFiles({
    name: 'errada.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nao contrário\n'),
  });
  await first.getByRole('button', { name: 'Enviar legendas' }).click();
  await expect(first.getByText(/O arquivo não é WebVTT válido: Line 3/)).toBeVisible();
  await expect(vttField).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(editor);
  await vttField.setInputFiles({
    name: 'certa.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nSom de abertura.\n'),
  });
  await first.getByRole('button', { name: 'Enviar legendas' }).click();
  if (files === 1) {
    // Its only file now has captions: the item leaves the list.
    await expect(list.locator(`[data-content-id="${contentId}"]`)).toHaveCount(0);
  } else {
    await expect(first.getByTestId('media-captions-current')).toHaveText('Legendas: Português (Brasil)');
  }

  await editor.goto(`${CONSOLE}/courses/${COURSE}`);
  const section = editor.getByTestId('course-certificate');
  await expect(section.getByLabel('Nome do responsável')).toHaveValue('Dra. Marina Conceição Albuquerque');
  await section.getByLabel('Nome do responsável').fill('X');
  await section.getByRole('button', { name: 'Salvar responsável' }).click();
  await expect(section.getByText('Informe o nome (3 a 120 caracteres).')).toBeVisible();
  await section.getByLabel('Nome do responsável').fill('Dra. Luísa Gonçalves Peña');
  await section.getByRole('button', { name: 'Salvar responsável' }).click();
  await expect(section.getByRole('status').last()).toHaveText('Responsável pelo certificado salvo.');
  await expectAccessible(editor);
});

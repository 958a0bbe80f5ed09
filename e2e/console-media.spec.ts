// Media uploads in the console's content editor, in Chromium: an image thumbnail and a small audio file,
// each with its progress while it is sent and its preview or name after; a file of the wrong type refused
// next to its field in the console's language (the server judged it by its bytes: 415), a too-large image
// refused before sending; the draft saved with both. axe clean and no wider than a phone.
import { expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import { consoleSignIn, expectAccessible, expectFits, openConsoleArea } from './support.ts';

/** Holds the uploads of one field (by its `accept`) until `release()`, so the progress can be seen. */
async function holdUploads(page: Page, accept: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/admin/media' && url.searchParams.get('accept') === accept,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return { release: () => release() };
}

const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
/** A real WAV file: 8 kHz mono 8-bit, 800 samples of silence (0.1 s). */
const wav = () =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from(le32(36 + 800)),
    Buffer.from('WAVEfmt '),
    Buffer.from([...le32(16), 1, 0, 1, 0, ...le32(8000), ...le32(8000), 1, 0, 8, 0]),
    Buffer.from('data'),
    Buffer.from(le32(800)),
    Buffer.alloc(800, 0x80),
  ]);

test('an editor uploads a thumbnail and an audio file with progress and preview, and saves', async ({
  browser,
}) => {
  const title = `Podcast com mídia ${Date.now().toString(36)}`;
  const editor = await consoleSignIn(browser, 'editor@example.com', {
    viewport: { width: 390, height: 844 },
  });
  await editor.getByRole('link', { name: 'Novo vídeo' }).click();
  await editor.getByLabel('Título', { exact: true }).fill(title);
  await editor.getByRole('checkbox', { name: 'BR' }).check();

  // The thumbnail: held at the server's door, so the progress is there to see, then its preview.
  const held = await holdUploads(editor, 'image');
  await editor
    .getByLabel('Miniatura', { exact: true })
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('capa') });
  await expect(editor.getByRole('progressbar', { name: 'Envio de capa.png' })).toBeVisible();
  await expect(editor.locator('#content-thumbnail-status')).toContainText('Enviando capa.png:');
  await expect(editor.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await expectAccessible(editor);
  held.release();
  await expect(editor.locator('#content-thumbnail-status')).toHaveText(/^capa\.png \(.+ kB\) enviado\.$/);
  await expect(editor.getByRole('img', { name: 'Miniatura enviada' })).toBeVisible();
  await expect(editor.getByRole('progressbar')).toHaveCount(0);

  // A PDF named like audio: the server reads its bytes and refuses it (415), in Portuguese, by the field.
  const mediaFile = editor.getByLabel('Arquivo de vídeo ou áudio');
  await mediaFile.setInputFiles({
    name: 'episodio.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(editor.locator('#content-media-file-error')).toContainText(
    'Este arquivo não é de um tipo aceito aqui (MP4 ou WebM até 2 GB; MP3, M4A, AAC, OGG ou WAV até 200 MB).',
  );
  await expect(mediaFile).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(editor);

  // A real WAV: accepted, the address filled in, its name shown with a remove button.
  const audio = await holdUploads(editor, 'video,audio');
  await mediaFile.setInputFiles({ name: 'episodio.wav', mimeType: 'audio/wav', buffer: wav() });
  await expect(editor.getByRole('progressbar', { name: 'Envio de episodio.wav' })).toBeVisible();
  audio.release();
  await expect(editor.locator('#content-media-file-status')).toHaveText(
    /^episodio\.wav \(.+ kB\) enviado\.$/,
  );
  await expect(editor.locator('#content-media-file-error')).toHaveCount(0);
  await expect(editor.getByLabel('Endereço do vídeo (/media/… ou https://…)')).toHaveValue(
    /^\/media\/console\/[0-9a-f-]{36}\.wav$/,
  );
  await expect(editor.getByText(/^Arquivo atual: [0-9a-f-]{36}\.wav$/)).toBeVisible();
  const mediaUrl = await editor.getByLabel('Endereço do vídeo (/media/… ou https://…)').inputValue();
  const served = await editor.evaluate(
    async (url) => (await fetch(url)).headers.get('content-type'),
    mediaUrl,
  );
  expect(served).toBe('audio/wav');

  // Too large for a thumbnail: refused before anything is sent.
  let sent = false;
  editor.on('request', (request) => {
    if (request.url().includes('/api/admin/media')) sent = true;
  });
  await editor.getByLabel('Miniatura', { exact: true }).setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(editor.locator('#content-thumbnail-error')).toHaveText(
    'O arquivo tem 6 MB: o limite para imagem é 5 MB.',
  );
  expect(sent).toBe(false);
  // The uploaded thumbnail is still the one the draft keeps.
  await expect(editor.getByRole('img', { name: 'Miniatura enviada' })).toBeVisible();
  await expectAccessible(editor);
  await expectFits(editor);
  await editor.screenshot({ path: test.info().outputPath('console-media-390.png'), fullPage: true });

  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await editor.getByRole('link', { name: 'Editar' }).click();
  await expect(editor.getByRole('img', { name: 'Miniatura enviada' })).toBeVisible();
  await expect(editor.getByLabel('Endereço do vídeo (/media/… ou https://…)')).toHaveValue(mediaUrl);
  await expectAccessible(editor);
});

test('the error speaks Spanish when the console does', async ({ browser }) => {
  const editor = await consoleSignIn(browser, 'editor@example.com');
  await editor.getByRole('region', { name: 'Configurações' }).getByLabel('Idioma').selectOption('es');
  await editor.getByRole('link', { name: 'Nuevo video' }).click();
  await editor.getByLabel('Miniatura', { exact: true }).setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(editor.locator('#content-thumbnail-error')).toHaveText(
    'Este archivo no es de un tipo aceptado aquí (PNG, JPEG o WebP hasta 5 MB).',
  );
  await expectAccessible(editor);
});

test('an event’s recording is uploaded as a file and fills its link', async ({ browser }) => {
  const editor = await consoleSignIn(browser, 'editor@example.com', {
    viewport: { width: 390, height: 844 },
  });
  await openConsoleArea(editor, 'Eventos');
  await editor.getByRole('link', { name: 'Novo evento' }).click();
  await editor
    .getByLabel('Arquivo da gravação (vídeo ou áudio)')
    .setInputFiles({ name: 'gravacao.wav', mimeType: 'audio/wav', buffer: wav() });
  await expect(editor.locator('#event-recording-file-status')).toHaveText(
    /^gravacao\.wav \(.+ kB\) enviado\.$/,
  );
  await expect(editor.getByLabel('Link da gravação (https://… ou /media/…)')).toHaveValue(
    /^\/media\/console\/[0-9a-f-]{36}\.wav$/,
  );
  await editor.getByRole('button', { name: 'Remover Arquivo da gravação (vídeo ou áudio)' }).click();
  await expect(editor.getByLabel('Link da gravação (https://… ou /media/…)')).toHaveValue('');
  await expectAccessible(editor);
  await expectFits(editor);
});

test('an episode removed while its thumbnail uploads leaves the other rows alone and the form savable', async ({
  browser,
}) => {
  const editor = await consoleSignIn(browser, 'editor@example.com');
  await editor.getByRole('link', { name: 'Novo vídeo' }).click();
  await editor.getByLabel('Título', { exact: true }).fill(`Episódios ${Date.now().toString(36)}`);
  await editor.getByRole('checkbox', { name: 'BR' }).check();
  await editor.getByRole('button', { name: 'Adicionar episódio', exact: true }).click();
  await editor.locator('#content-episodes-0-title').fill('Primeiro');
  await editor.getByRole('button', { name: 'Adicionar episódio', exact: true }).click();
  await editor.locator('#content-episodes-1-title').fill('Segundo');

  const held = await holdUploads(editor, 'image');
  await editor
    .getByTestId('content-episodes-0')
    .getByLabel('Arquivo da miniatura', { exact: true })
    .setInputFiles({ name: 'ep1.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('ep1') });
  await expect(editor.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  // The first episode goes while its upload is held: the second takes its place.
  await editor.getByRole('button', { name: 'Remover Episódio 1' }).click();
  await expect(editor.locator('#content-episodes-0-title')).toHaveValue('Segundo');
  await expect(editor.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  const answered = editor.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/media');
  held.release();
  await answered;
  // The finished upload belonged to the removed row: nothing lands in the one that took its place.
  await expect(editor.locator('#content-episodes-0-thumbnail')).toHaveValue('');
  await expect(editor.getByRole('button', { name: 'Salvar' })).toBeEnabled();
});

// The 8 thumbnail types in the console's content editor, in Chromium: folded until opened, an image for
// the top 10 row uploaded with its own preview, kept when the draft is saved and opened again, removable;
// axe clean and no wider than a phone with the section open.
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { consoleSignIn, expectAccessible, expectFits } from './support.ts';

test('an editor gives the top 10 row its own thumbnail, and the draft keeps it', async ({ browser }) => {
  const title = `Miniaturas por formato ${Date.now().toString(36)}`;
  const editor = await consoleSignIn(browser, 'editor@example.com', {
    viewport: { width: 390, height: 844 },
  });
  await editor.getByRole('link', { name: 'Novo vídeo' }).click();
  await editor.getByLabel('Título', { exact: true }).fill(title);
  await editor.getByRole('checkbox', { name: 'BR' }).check();

  const section = editor.getByText('Miniaturas por formato (0 de 8 com imagem própria)');
  await expect(editor.getByLabel('Top 10')).toBeHidden();
  await section.click();
  await editor
    .getByLabel('Top 10')
    .setInputFiles({ name: 'top10.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('top10') });
  await expect(editor.getByRole('img', { name: 'Miniatura de Top 10' })).toBeVisible();
  await expect(editor.getByText('Miniaturas por formato (1 de 8 com imagem própria)')).toBeVisible();

  // Not an image: refused next to its field, and the row keeps nothing.
  await editor.getByLabel('Prévia', { exact: true }).setInputFiles({
    name: 'preview.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(editor.getByLabel('Prévia', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByRole('img', { name: 'Miniatura de Prévia' })).toHaveCount(0);
  await expectAccessible(editor);
  await expectFits(editor);

  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await editor.getByRole('link', { name: 'Editar' }).click();
  // Opened again: the section shows itself open with the saved image, which can be removed.
  await expect(editor.getByRole('img', { name: 'Miniatura de Top 10' })).toBeVisible();
  await editor.getByRole('button', { name: 'Remover a miniatura de Top 10' }).click();
  await expect(editor.getByRole('img', { name: 'Miniatura de Top 10' })).toHaveCount(0);
  await expect(editor.getByText('Miniaturas por formato (0 de 8 com imagem própria)')).toBeVisible();
  await expectAccessible(editor);
});

// Console product authoring (issue 15 item 6, decision 022), end to end in Chromium: the editor drafts a
// product for Brazil with an uploaded image (a bad medicine-insert address is refused next to the field) and submits it, the
// reviewer approves it with a code and an expiry, the editor publishes it for Brazil, and doctor.br finds
// it on the portal's products list and opens its page. Every new console screen passes axe; the list
// fits a 390 px phone.
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { CONSOLE, consoleSignIn, expectAccessible, expectFits, physicianSignIn, urlFor } from './support.ts';
import { fillApproval, publishForBrazil, recordApproval } from './support-review.ts';

test('a product goes from the editor through MLR review to doctor.br on /productos', async ({ browser }) => {
  test.slow();
  const name = `Cardiozen ${Date.now().toString(36)}`;

  const editor = await consoleSignIn(browser, 'editor@example.com');
  await editor.getByRole('link', { name: 'Produtos' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
  await expectAccessible(editor);
  await editor.getByRole('link', { name: 'Novo produto' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Novo produto' })).toBeVisible();
  await expectAccessible(editor);
  await editor.getByLabel('Nome do produto').fill(name);
  // The description in the rich-text editor (issue 36): words typed, no HTML.
  await editor
    .getByRole('textbox', { name: 'Descrição', exact: true })
    .fill('Comprimidos revestidos de liberação prolongada.');
  // The image is uploaded: the field reports it and fills the path above it.
  await editor
    .getByLabel('Arquivo da imagem', { exact: true })
    .setInputFiles({ name: 'cardiozen.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(name) });
  await expect(editor.locator('#product-thumbnail-file-status')).toHaveText(
    /^cardiozen\.png \(.+ kB\) enviado\.$/,
  );
  await expect(editor.getByLabel(/^Imagem do produto/)).toHaveValue(/^\/media\/console\/.+\.png$/);
  await expect(editor.getByRole('img', { name: 'Imagem do produto enviada' })).toBeVisible();
  await editor.getByLabel(/^Bula/).fill('ftp://example.com/bula.pdf');
  await editor.getByRole('checkbox', { name: 'BR' }).check();
  await editor.screenshot({ path: test.info().outputPath('product-editor-1280.png'), fullPage: true });
  // The editor on a phone: axe with the target size, nothing wider than the screen.
  await editor.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(editor);
  await expectFits(editor);
  await editor.screenshot({ path: test.info().outputPath('product-editor-390.png'), fullPage: true });
  await editor.setViewportSize({ width: 1280, height: 720 });
  await editor.getByRole('button', { name: 'Salvar' }).click();
  // The address is refused in the form, next to its field.
  await expect(editor.locator('#product-insert-error')).toHaveText(
    'Informe um caminho /media/… ou um link https://.',
  );
  await expectAccessible(editor);
  await editor.getByLabel(/^Bula/).fill('https://example.com/bula-cardiozen.pdf');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(editor.getByTestId('product-status')).toHaveText('Rascunho');
  await expect(editor.getByText('Bula: https://example.com/bula-cardiozen.pdf')).toBeVisible();
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('product-status')).toHaveText('Em revisão');
  const detailUrl = editor.url();
  const productId = detailUrl.split('/').pop() as string;

  const reviewer = await consoleSignIn(browser, 'reviewer@example.com');
  await reviewer.goto(detailUrl);
  await fillApproval(reviewer, 'BR-PROD-E2E-0001', 90);
  await expectAccessible(reviewer);
  await recordApproval(reviewer, 'product-status');

  // The reviewer previews it as a Brazilian physician reads it.
  await reviewer.getByLabel('País do médico').selectOption('BR');
  await expect(reviewer.getByTestId('product-preview')).toContainText('Comprimidos revestidos');
  await expect(reviewer.getByTestId('product-preview')).toContainText('BR-PROD-E2E-0001');
  await expectAccessible(reviewer);

  await publishForBrazil(editor, 'product-publication-BR', 'BR-PROD-E2E-0001');
  await expectAccessible(editor);
  // The detail page and the list on a phone: nothing wider than the screen.
  await editor.setViewportSize({ width: 390, height: 844 });
  await expectFits(editor);
  await editor.screenshot({ path: 'test-results/console-product-detail-390.png', fullPage: true });
  await editor.goto(`${CONSOLE}/products`);
  await expect(editor.getByTestId(`product-row-${productId}`)).toContainText('BR');
  await expectAccessible(editor);
  await expectFits(editor);
  await editor.screenshot({ path: 'test-results/console-products-390.png', fullPage: true });

  const doctor = await physicianSignIn(browser, 'BR', 'doctor.br@example.com');
  await doctor.goto(urlFor('BR', '/productos'));
  await expect(doctor.getByTestId('content-items')).toContainText(name);
  await doctor.goto(urlFor('BR', `/productos/${productId}`));
  await expect(doctor.getByTestId('product-detail')).toContainText(name);
  await expect(doctor.getByTestId('product-detail')).toContainText(
    'Comprimidos revestidos de liberação prolongada.',
  );
});

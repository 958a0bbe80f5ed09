// Every content field of the spec in the console's editor, in Chromium: the editor picks the cluster (a
// contradicting media kind is refused next to its field), writes the regulatory fields, links a product of
// Brazil, builds a season, two episodes (reordered from the keyboard, focus kept) and a lesson; a reviewer
// approves, the editor publishes for Brazil, and doctor.br's content page shows the medicine insert,
// the additional information, the linked product and the structure in the authored order. The editor and the record's page
// (with its summary of these fields) pass axe and fit 390 px.
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { consoleSignIn, expectAccessible, expectFits, physicianSignIn, urlFor } from './support.ts';
import { fillApproval, publishForBrazil, recordApproval } from './support-review.ts';

test('an editor authors regulatory fields and episodes; doctor.br reads them once published', async ({
  browser,
}) => {
  test.slow();
  const title = `Série do coração ${Date.now().toString(36)}`;
  const editor = await consoleSignIn(browser, 'editor@example.com', {
    viewport: { width: 390, height: 844 },
  });
  await editor.getByRole('link', { name: 'Novo vídeo' }).click();
  await editor.locator('#content-title').fill(title);
  await editor.getByRole('checkbox', { name: 'BR' }).check();

  // Type: audio series; the media kind still says video, so saving is refused beside that field.
  await editor.getByLabel('Tipo de conteúdo').selectOption('to_listen');
  await editor.getByLabel('Participante (palestrante)').fill('Dra. Ana Ribeiro');
  await editor.getByLabel(/^Bula/).fill('/media/demo/leaflet.pdf');
  // Rich text, not HTML: typed into the editor's text box.
  await editor.getByRole('textbox', { name: 'Informações adicionais' }).click();
  await editor.keyboard.type('Referências do estudo HEART-2');
  await editor.getByRole('checkbox', { name: 'Cardivex' }).check();
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.locator('#content-media-kind-error')).toHaveText(
    'Este tipo de conteúdo pede outro tipo de mídia.',
  );
  await expect(editor.getByLabel('Tipo de mídia')).toHaveAttribute('aria-invalid', 'true');
  await editor.getByLabel('Tipo de mídia').selectOption('audio');

  // Structure: a season with one episode, two loose episodes, a lesson.
  await editor.getByRole('button', { name: 'Adicionar temporada' }).click();
  await editor.locator('#content-seasons-0-title').fill('Temporada do diagnóstico');
  await editor.locator('#content-seasons-0-episodes-0-title').fill('Eco no consultório');
  await editor.getByRole('button', { name: 'Adicionar episódio', exact: true }).click();
  await expect(editor.locator('#content-episodes-0-title')).toBeFocused();
  await editor.keyboard.type('Segundo episódio');
  await editor.getByRole('button', { name: 'Adicionar episódio', exact: true }).click();
  await editor.locator('#content-episodes-1-title').fill('Primeiro episódio');
  await editor.locator('#content-episodes-1-media').fill('/media/demo/episodio-1.mp3');
  await editor.locator('#content-episodes-1-duration').fill('420');
  await editor.locator('#content-episodes-1-synopsis').fill('Como começar a avaliação.');
  // Reorder from the keyboard: the moved row's button keeps the focus.
  await editor.getByRole('button', { name: 'Mover Episódio 2 para cima' }).focus();
  await editor.keyboard.press('Enter');
  await expect(editor.locator('#content-episodes-0-title')).toHaveValue('Primeiro episódio');
  await expect(editor.getByRole('button', { name: 'Mover Episódio 1 para baixo' })).toBeFocused();
  await editor.getByRole('button', { name: 'Adicionar aula' }).click();
  await editor.locator('#content-lessons-0-title').fill('Aula de revisão');
  // The lesson's thumbnail is uploaded: the upload fills its path.
  await editor
    .getByTestId('content-lessons-0')
    .getByLabel('Arquivo da miniatura', { exact: true })
    .setInputFiles({ name: 'aula.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('aula') });
  await expect(editor.locator('#content-lessons-0-thumbnail')).toHaveValue(/^\/media\/console\/.+\.png$/);
  await expect(editor.getByRole('img', { name: 'Miniatura de Aula 1' })).toBeVisible();

  await expectAccessible(editor);
  await expectFits(editor);
  await editor.screenshot({ path: test.info().outputPath('content-fields-390.png'), fullPage: true });

  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  const detailUrl = editor.url();
  const contentId = detailUrl.split('/').pop() as string;
  // The record's page says what the version holds, for the reviewer; the preview renders the HTML.
  const summary = editor.getByTestId('content-fields-summary');
  await expect(summary).toContainText('Para ouvir (Áudio)');
  await expect(summary).toContainText('Cardivex');
  await expect(editor.getByTestId('summary-episodes').locator('li')).toHaveText([
    'Primeiro episódio',
    'Segundo episódio',
  ]);
  await editor.getByLabel('País do médico').selectOption('BR');
  await expect(editor.getByTestId('content-preview')).toContainText('Referências do estudo HEART-2');
  await expectAccessible(editor);
  await expectFits(editor);

  // Opened again, the editor shows what was saved, in order.
  await editor.getByRole('link', { name: 'Editar' }).click();
  await expect(editor.locator('#content-episodes-0-title')).toHaveValue('Primeiro episódio');
  await expect(editor.locator('#content-seasons-0-episodes-0-title')).toHaveValue('Eco no consultório');
  await expect(editor.getByRole('checkbox', { name: 'Cardivex' })).toBeChecked();
  await expectAccessible(editor);
  await editor.goto(detailUrl);
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('content-status')).toHaveText('Em revisão');

  const reviewer = await consoleSignIn(browser, 'reviewer@example.com');
  await reviewer.goto(detailUrl);
  await expect(reviewer.getByTestId('summary-lessons')).toHaveText('Aula de revisão');
  await fillApproval(reviewer, 'PP-BR-E2E-0417', 90);
  await recordApproval(reviewer, 'content-status');

  await publishForBrazil(editor, 'publication-BR', 'PP-BR-E2E-0417');

  const doctor = await physicianSignIn(browser, 'BR', 'doctor.br@example.com');
  await doctor.goto(urlFor('BR', `/conteudos/${contentId}`));
  await expect(doctor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(doctor.getByText('Com Dra. Ana Ribeiro')).toBeVisible();
  const insert = doctor.getByTestId('medicine-insert');
  await insert.locator('summary').click();
  await expect(insert.getByRole('link')).toHaveAttribute('href', '/media/demo/leaflet.pdf');
  const more = doctor.getByTestId('additional-information');
  await more.locator('summary').click();
  await expect(more).toContainText('Referências do estudo HEART-2');
  await expect(doctor.getByRole('heading', { name: 'Temporada do diagnóstico' })).toBeVisible();
  const episodes = doctor.getByTestId('content-episodes').locator('li');
  await expect(episodes).toHaveText([/Primeiro episódio/, /Segundo episódio/]);
  await expect(episodes.first()).toContainText('Como começar a avaliação.');
  await expect(doctor.getByTestId('content-lessons')).toContainText('Aula de revisão');
  await expect(doctor.getByTestId('related-products').getByRole('link', { name: 'Cardivex' })).toBeVisible();
  await expectAccessible(doctor);
});

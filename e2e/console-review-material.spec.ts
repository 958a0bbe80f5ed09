// Issue 36 items 2 and 4 in Chromium: an editor writes the body with the rich-text toolbar (bold, a
// list, a link; no HTML typed) and picks specialties by name; the server's sanitised HTML is what the
// physician view shows. After a first approval the editor changes the wording; the reviewer opening the
// item in review sees the video player, the physician view for Brazil and the word diff before the
// decision form. The editor publishes for Brazil adding the item to the "Top 10" home row, and doctor.br
// finds it first in that row and in "Novidades" (every publication enters it) on the home. axe on each page with the link form open; screenshots at
// 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { consoleSignIn, expectAccessible, physicianSignIn } from './support.ts';
import { fillApproval, recordApproval } from './support-review.ts';

const WIDE = { viewport: { width: 1280, height: 900 } };

async function approve(reviewer: Page, url: string, code: string) {
  await reviewer.goto(url);
  await fillApproval(reviewer, code, 90);
  await recordApproval(reviewer, 'content-status');
}

test('review shows the material and the diff; rich text is sanitised; publishing adds to a home row', async ({
  browser,
}) => {
  // Two staff members, three reviews and a physician: long on a loaded two-core machine.
  test.setTimeout(900_000);
  const title = `Adesão ao tratamento ${Date.now().toString(36)}`;
  const editor = await consoleSignIn(browser, 'editor@example.com', WIDE);
  await editor.getByRole('link', { name: 'Novo vídeo' }).click();
  await editor.locator('#content-title').fill(title);
  await editor.getByLabel('Endereço do vídeo (/media/… ou https://…)').fill('/media/console/adesao.mp4');
  await editor.getByRole('group', { name: 'Países' }).getByRole('checkbox', { name: 'Brasil' }).check();
  await editor
    .getByRole('group', { name: 'Especialidades' })
    .getByRole('checkbox', { name: 'Cardiologia' })
    .check();

  // The body from the toolbar: a bold sentence, a bulleted item, a link.
  const body = editor.getByRole('textbox', { name: 'Conteúdo', exact: true });
  await body.click();
  const toolbar = editor.getByRole('toolbar', { name: 'Formatação de Conteúdo' });
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  await editor.keyboard.type('Adesão primeiro.');
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  await editor.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Lista com marcadores' }).click();
  await editor.keyboard.type('Meça a pressão em casa');
  await editor.keyboard.press('Enter');
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('Veja a ');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = editor.getByLabel('Endereço do link (https://… ou mailto:…)');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(editor.getByText('Use um endereço que comece com https://, http:// ou mailto:')).toBeVisible();
  await expectAccessible(editor);
  await address.fill('https://diretrizes.example/has');
  await address.press('Enter');
  await expect(body.locator('a[href="https://diretrizes.example/has"]')).toBeVisible();
  await expect(body.locator('strong')).toHaveText('Adesão primeiro.');
  await expect(body.locator('ul li')).toHaveText('Meça a pressão em casa');
  await editor.screenshot({ path: test.info().outputPath('editor-1280.png'), fullPage: true });
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  const detailUrl = editor.url();

  // The physician's view (the server's allowlist applied): the markup kept, the link given its rel.
  const brView = editor.getByTestId('physician-view-BR');
  await expect(brView.locator('strong')).toHaveText('Adesão primeiro.');
  await expect(brView.locator('ul li')).toHaveText('Meça a pressão em casa');
  await expect(brView.locator('a')).toHaveAttribute('href', 'https://diretrizes.example/has');
  await expect(brView.locator('a')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(brView.locator('a')).not.toHaveAttribute('target', /.*/);
  await expect(brView.locator('script, [style], [onclick]')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('content-status')).toHaveText('Em revisão');

  const reviewer = await consoleSignIn(browser, 'reviewer@example.com', WIDE);
  await approve(reviewer, detailUrl, 'PP-BR-E2E-3601');

  // A new version: the wording changes.
  await editor.reload();
  await editor.getByRole('link', { name: 'Editar' }).click();
  const again = editor.getByRole('textbox', { name: 'Conteúdo', exact: true });
  await again.locator('strong').click();
  await editor.keyboard.press('End');
  await editor.keyboard.type(' Sempre.');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('content-status')).toHaveText('Em revisão');

  // The reviewer sees the material and the diff, above the decision form.
  await reviewer.goto(detailUrl);
  const material = reviewer.getByTestId('review-material');
  await expect(material.getByTestId('review-video')).toBeVisible();
  await expect(material.getByTestId('review-video')).toHaveAttribute('src', '/media/console/adesao.mp4');
  await expect(material.getByRole('tab', { name: 'Brasil' })).toHaveAttribute('aria-selected', 'true');
  await expect(reviewer.getByTestId('physician-view-BR')).toContainText('Adesão primeiro. Sempre.');
  const changes = reviewer.getByTestId('content-changes');
  await expect(changes).toContainText('Versão 2 comparada com a versão aprovada 1.');
  await expect(changes.getByTestId('change-body').locator('ins')).toHaveText(
    /^inserido: \[\+ Sempre\.\s*\]$/,
  );
  await expect(changes.getByTestId('change-title')).toHaveCount(0);
  const materialBox = await material.boundingBox();
  const formBox = await reviewer.getByRole('button', { name: 'Registrar decisão' }).boundingBox();
  expect(materialBox && formBox && materialBox.y < formBox.y).toBe(true);
  await expectAccessible(reviewer);
  await reviewer.screenshot({ path: test.info().outputPath('review-1280.png'), fullPage: true });
  await fillApproval(reviewer, 'PP-BR-E2E-3602', 90);
  await recordApproval(reviewer, 'content-status');

  // Publishing for Brazil with "Top 10" ticked puts it first in that row of Brazil's home. The form offers
  // the home's rows an item does not enter by itself ("Novidades" takes every publication; "Exclusivo"
  // and "Feed" are lists of their own).
  await editor.reload();
  await editor.getByLabel('País', { exact: true }).selectOption('BR');
  const rows = editor.getByTestId('publish-home-rows');
  await expect(rows.getByRole('checkbox')).toHaveCount(2);
  await rows.getByRole('checkbox', { name: 'Top 10' }).check();
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(editor.getByTestId('publication-BR')).toContainText('PP-BR-E2E-3602');
  await expect(editor.getByTestId('publish-home-rows-outcome')).toHaveText(
    'Publicado e adicionado às vitrines: Top 10.',
  );
  await editor.screenshot({ path: test.info().outputPath('published-1280.png'), fullPage: true });

  // The clusters page says what each row is, and lists the item first in Brazil's "Top 10".
  await editor.getByRole('link', { name: 'Vitrines da home' }).click();
  await editor.getByLabel('País do portal').selectOption('BR');
  await editor.getByLabel('Vitrine', { exact: true }).selectOption('exclusive');
  await expect(editor.getByTestId('cluster-explain')).toContainText('não é uma fileira da home');
  await editor.getByLabel('Vitrine', { exact: true }).selectOption('top10');
  await expect(editor.getByTestId('cluster-explain')).toContainText('Top 10:');
  await expect(editor.getByTestId('cluster-member').first()).toContainText(title);
  await expectAccessible(editor);

  // doctor.br's home shows it first in both rows, inside each row's first page.
  const doctor = await physicianSignIn(browser, 'BR', 'doctor.br@example.com');
  for (const row of ['cluster-top10', 'cluster-novelty'])
    await expect(doctor.getByTestId(row).getByTestId('content-card').first()).toContainText(title);
  await expectAccessible(doctor);
});

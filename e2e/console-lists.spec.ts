// Console lists and record states (issue 36), end to end in Chromium: the editor's content list shows
// the demo corpus (live without console versions), finds a demo item by words of its title, opens it and
// reads where it is live per country; editing it starts its first version from what is live; after the
// reviewer approves it and the editor publishes it for Brazil, the statuses say "Publicado", not
// "Aprovado", and no publish form is offered any more. axe on each page; 1280 px screenshots and a fit
// check at 390 px.
import { expect, type Page, test } from '@playwright/test';
import { CONSOLE, consoleSignIn, expectAccessible, expectFits } from './support.ts';
import { fillApproval } from './support-review.ts';

const SERIES = 'Casos clínicos em cardiologia: a série';
const PLAIN = 'Doença arterial periférica sintomática';
const SHOTS = process.env.I36A_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function search(page: Page, words: string): Promise<void> {
  await page.getByLabel('Buscar').fill(words);
  await page.getByRole('button', { name: 'Filtrar' }).click();
}

test('an editor finds a demo item, reads its state per country, and statuses read right after publishing', async ({
  browser,
}) => {
  // A long walk through four roles' screens on a shared machine.
  test.setTimeout(900_000);
  const editor = await consoleSignIn(browser, 'editor@example.com', {
    viewport: { width: 1280, height: 900 },
  });
  await editor.getByRole('link', { name: 'Conteúdos' }).first().click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Conteúdos' })).toBeVisible();
  // The demo corpus is listed, a page at a time.
  await expect(editor.getByTestId('list-total')).toContainText(/\d+ registros encontrados · Página 1 de \d+/);
  await expect(editor.getByText('Nenhum conteúdo nos seus países.')).toHaveCount(0);
  await expect(editor.getByRole('table')).toBeVisible();
  await expectAccessible(editor);
  await shot(editor, 'content-list-1280');

  // Found by words of its title, accents aside.
  await search(editor, 'casos clinicos serie');
  const row = editor.getByRole('row').filter({ hasText: SERIES });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-countries="BR"]')).toHaveText('Publicado em BR');
  await expect(editor).toHaveURL(/q=casos\+clinicos\+serie/);
  await shot(editor, 'content-search-1280');
  await row.getByRole('link', { name: SERIES }).click();

  // Its page says where it is live, and that it has no console version yet.
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(SERIES);
  await expect(editor.getByTestId('content-status')).toHaveText('Publicado');
  await expect(editor.getByTestId('country-BR')).toContainText(/^BR: Publicado \(no ar desde .+\)$/);
  await expect(editor.getByText('No ar desde antes do console: ainda sem versão no console.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Publicar', exact: true })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Editar (cria a primeira versão)' })).toBeVisible();
  await expectAccessible(editor);
  await shot(editor, 'content-demo-item-1280');
  await editor.setViewportSize({ width: 390, height: 844 });
  await expectFits(editor);
  await editor.goto(`${CONSOLE}/content?q=casos+clinicos+serie`);
  await expect(editor.getByRole('row').filter({ hasText: SERIES })).toHaveCount(1);
  await expectFits(editor);
  await shot(editor, 'content-search-390');
  await editor.setViewportSize({ width: 1280, height: 900 });

  // A plain demo item: editing starts its first version, a draft of what is live.
  await editor.goto(`${CONSOLE}/content`);
  await search(editor, 'arterial periferica');
  await editor.getByRole('link', { name: PLAIN }).click();
  await editor.getByRole('button', { name: 'Editar (cria a primeira versão)' }).click();
  await expect(editor).toHaveURL(/\/content\/[a-z0-9-]+\/edit$/);
  await expect(editor.getByLabel('Título', { exact: true })).toHaveValue(PLAIN);
  const detailUrl = editor.url().replace(/\/edit$/, '');
  await editor.goto(detailUrl);
  await expect(editor.getByTestId('content-status')).toHaveText('Rascunho');
  await expect(editor.getByTestId('country-BR')).toContainText('BR: Publicado');
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('content-status')).toHaveText('Em revisão');

  const reviewer = await consoleSignIn(browser, 'reviewer@example.com');
  await reviewer.goto(detailUrl);
  await fillApproval(reviewer, 'PP-BR-E2E-LISTS', 90);
  await reviewer.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(reviewer.getByTestId('content-status')).toHaveText('Aprovado');

  // Approved and not yet live with this version: publishing is offered for Brazil only.
  await editor.reload();
  await expect(editor.getByTestId('content-status')).toHaveText('Aprovado');
  await expect(editor.getByLabel('País', { exact: true }).locator('option')).toHaveText(['BR']);
  await editor.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Publicado.' }).first()).toBeVisible();
  // Published: the status says so, and nothing offers publishing it again.
  await expect(editor.getByTestId('content-status')).toHaveText('Publicado');
  await expect(editor.getByTestId('state').locator('[data-state="approved"]')).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Publicar', exact: true })).toHaveCount(0);
  await expect(editor.getByTestId('country-BR')).toContainText(/BR: Publicado \(no ar desde .+, até .+\)/);
  await expect(editor.getByRole('button', { name: 'Retirar de BR' })).toBeVisible();
  await expectAccessible(editor);
  await shot(editor, 'content-published-1280');

  // The list reads the same.
  await editor.goto(`${CONSOLE}/content?q=arterial+periferica`);
  const published = editor.getByRole('row').filter({ hasText: PLAIN });
  await expect(published.locator('[data-countries="BR"]')).toHaveText('Publicado em BR');
  await expect(published.locator('[data-state="approved"]')).toHaveCount(0);
  await expectAccessible(editor);
});

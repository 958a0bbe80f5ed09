// Console authoring (issue 15 item 6, decision 019), end to end in Chromium: the editor creates an event
// for Brazil, writing its description with the rich-text toolbar (issue 36: bold and a list, no HTML
// typed), the reviewer approves it, the editor publishes it and doctor.br sees it on /eventos with the
// server's sanitised markup; the editor issues an aceite-teste link, an anonymous browser opens it, the
// editor sees the open and revokes the link, and the link stops working. Every console screen added
// passes axe; the event's editor and page, and the home rows page, fit a 390 px phone (screenshots at
// 1280 px and 390 px).
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  CONSOLE,
  consoleSignIn,
  expectAccessible,
  expectFits,
  physicianSignIn,
  skipConsentBanner,
  urlFor,
} from './support.ts';
import { fillApproval, publishForBrazil, recordApproval } from './support-review.ts';

const DAY = 86_400_000;
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

/** The page at a phone's width: axe (target size on), nothing wider than the screen, a screenshot. */
async function checkOnPhone(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await expectFits(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(WIDE);
}

// One worker, one editor sign-in for the whole file: each TOTP code counts once, and the console spec
// signs the editor in too.
test.describe.configure({ mode: 'serial' });
let editorPage: Page | undefined;
async function editorSession(browser: Browser): Promise<Page> {
  editorPage ??= await consoleSignIn(browser, 'editor@example.com');
  return editorPage;
}

test('the editor creates an event for Brazil; once approved and published, doctor.br sees it on /eventos', async ({
  browser,
}) => {
  test.slow();
  const title = `Arritmias na prática ${Date.now().toString(36)}`;
  const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);

  const editor = await editorSession(browser);
  await editor.getByRole('link', { name: 'Eventos' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await expectAccessible(editor);
  await editor.getByRole('link', { name: 'Novo evento' }).click();
  await editor.getByLabel('Título', { exact: true }).fill(title);
  // The description from the toolbar: a bold sentence, then a bulleted item.
  const description = editor.getByRole('textbox', { name: 'Descrição', exact: true });
  await description.click();
  const toolbar = editor.getByRole('toolbar', { name: 'Formatação de Descrição' });
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  await editor.keyboard.type('Casos clínicos ao vivo.');
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  await editor.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Lista com marcadores' }).click();
  await editor.keyboard.type('Perguntas ao vivo');
  await expect(description.locator('strong')).toHaveText('Casos clínicos ao vivo.');
  await expect(description.locator('ul li')).toHaveText('Perguntas ao vivo');
  await expect(toolbar.getByRole('button', { name: 'Lista com marcadores' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(editor);
  await editor.getByLabel('Especialidade').fill('Cardiologia');
  await editor.getByLabel('Fuso horário').selectOption('America/Sao_Paulo');
  await editor.getByLabel('Início (no fuso do evento)').fill(`${day}T19:00`);
  await editor.getByLabel('Fim (no fuso do evento)').fill(`${day}T18:00`);
  await editor.getByRole('button', { name: 'Adicionar palestrante' }).click();
  await editor.getByLabel('Nome do palestrante 1').fill('Dr. Paulo Azevedo');
  await editor.getByLabel('Descrição do palestrante 1').fill('Cardiologista, Curitiba');
  await editor.getByRole('checkbox', { name: 'BR' }).check();
  await editor.screenshot({ path: test.info().outputPath('event-editor-1280.png'), fullPage: true });
  await checkOnPhone(editor, 'event-editor');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  // The end before the start is refused in the form, next to the field.
  await expect(editor.getByText('O fim deve ser depois do início.')).toBeVisible();
  await expectAccessible(editor);
  await editor.getByLabel('Fim (no fuso do evento)').fill(`${day}T20:30`);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(editor.getByTestId('event-status')).toHaveText('Rascunho');
  await expect(editor.getByText(/Sala: Jitsi .* portal-[0-9a-f]{32}/)).toBeVisible();
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('event-status')).toHaveText('Em revisão');
  const detailUrl = editor.url();
  const eventId = detailUrl.split('/').pop() as string;

  const reviewer = await consoleSignIn(browser, 'reviewer@example.com');
  await reviewer.goto(detailUrl);
  await fillApproval(reviewer, 'EV-BR-E2E-0001');
  await expectAccessible(reviewer);
  await recordApproval(reviewer, 'event-status');

  await publishForBrazil(editor, 'event-publication-BR');
  await expectAccessible(editor);
  // The page head: the way back to the list, the title, the state beside it.
  await expect(editor.getByRole('navigation', { name: 'Caminho' }).getByRole('link')).toHaveText('Eventos');
  await expect(editor.getByTestId('event-status')).toHaveText('Publicado');
  await editor.screenshot({ path: test.info().outputPath('event-detail-1280.png'), fullPage: true });
  await checkOnPhone(editor, 'event-detail');
  await editor.goto(`${CONSOLE}/events`);
  await expect(editor.getByTestId(`event-row-${eventId}`)).toContainText('BR');
  await expectAccessible(editor);

  const doctor = await physicianSignIn(browser, 'BR', 'doctor.br@example.com');
  await doctor.goto(urlFor('BR', '/eventos'));
  await expect(doctor.getByTestId('events-upcoming')).toContainText(title);
  await doctor.goto(urlFor('BR', `/eventos/${eventId}`));
  await expect(doctor.getByTestId('event-title')).toHaveText(title);
  // The description as written, through the server's allowlist.
  const read = doctor.getByTestId('event-description');
  await expect(read.locator('strong')).toHaveText('Casos clínicos ao vivo.');
  await expect(read.locator('ul li')).toHaveText('Perguntas ao vivo');
  await expect(read.locator('script, [style], [onclick]')).toHaveCount(0);
});

test('an aceite-teste link opens for an anonymous visitor, shows the open, and stops once revoked', async ({
  browser,
}) => {
  test.slow();
  const editor = await editorSession(browser);
  await editor.getByRole('link', { name: 'Links públicos' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Links públicos (aceite-teste)');
  await expectAccessible(editor);
  await editor.getByLabel('País do portal').selectOption('BR');
  const content = editor.getByLabel('Conteúdo publicado');
  await expect(content.locator('option').first()).toBeAttached();
  const title = (await content.locator('option:checked').textContent()) as string;
  const expiry = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
  await editor.getByLabel('Válido até').fill(expiry);
  await editor.getByLabel(/Observação/).fill('Congresso e2e');
  await editor.getByRole('button', { name: 'Emitir link' }).click();
  const issued = editor.getByTestId('issued-link');
  await expect(issued).toHaveValue(/\/aceite-teste\/[^?]+\?token=[\w-]+&vidKey=[0-9a-f]+$/);
  await expectAccessible(editor);
  const path = new URL(await issued.inputValue()).pathname + new URL(await issued.inputValue()).search;

  // An anonymous visitor opens it on Brazil's portal, gives name and number, accepts the terms.
  const visitor = await (await browser.newContext()).newPage();
  await skipConsentBanner(visitor);
  await visitor.goto(urlFor('BR', path));
  await visitor.locator('#public-access-name').fill('Paulo Mendes Costa');
  await visitor.locator('#public-access-register').fill('CRM-MG 246810');
  await visitor.locator('#public-access-accept').check();
  await visitor.getByTestId('public-access-submit').click();
  await expect(visitor.getByTestId('public-content')).toBeVisible();
  await expect(visitor.locator('#public-content-title')).toHaveText(title.trim());

  // The editor sees who opened it, then revokes it after confirming.
  await editor.goto(`${CONSOLE}/links`);
  const row = editor.locator('tr', { hasText: 'Congresso e2e' }).first();
  await row.getByRole('link').click();
  await expect(editor.getByTestId('link-status')).toHaveText('Ativo');
  await expect(editor.getByTestId('link-open')).toHaveCount(1);
  await expect(editor.getByTestId('link-open')).toContainText('Paulo Mendes Costa');
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Revogar link' }).click();
  await expect(editor.getByText('Revogar este link?')).toBeVisible();
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Sim, revogar' }).click();
  await expect(editor.getByTestId('link-status')).toHaveText('Revogado');
  await expect(editor.getByRole('status')).toHaveText('Link revogado.');

  // The same link no longer opens anything, even for the visitor who accepted before.
  const later = await (await browser.newContext()).newPage();
  await skipConsentBanner(later);
  await later.goto(urlFor('BR', path));
  await expect(later.getByTestId('public-access-denied')).toBeVisible();
  await expect(later.getByTestId('public-content')).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByTestId('public-content')).toHaveCount(0);
});

test('an admin reorders a home row of Brazil', async ({ browser }) => {
  // The admin (curation is editor or admin): the editor signed in twice above, each TOTP code counts once.
  const admin = await consoleSignIn(browser, 'admin@example.com');
  await admin.getByRole('link', { name: 'Vitrines da home' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Vitrines da home por país');
  await admin.getByLabel('País do portal').selectOption('BR');
  // Top 10, not Novidades: console.spec publishes into (and withdraws from) Brazil's novelties in the other
  // worker, and a row changed under the reorder is refused with 409, as it should be.
  await admin.getByLabel('Vitrine', { exact: true }).selectOption('top10');
  const members = admin.getByTestId('cluster-member');
  await expect(members.nth(1)).toBeVisible();
  await expectAccessible(admin);
  const second = (await members.nth(1).locator('span').textContent()) as string;
  await members
    .nth(1)
    .getByRole('button', { name: /^Subir / })
    .click();
  await expect(admin.getByRole('status')).toHaveText('Vitrine atualizada; os médicos já veem a mudança.');
  await expect(members.first().locator('span')).toHaveText(second);
  await expectAccessible(admin);
  await admin.screenshot({ path: test.info().outputPath('clusters-1280.png'), fullPage: true });
  await checkOnPhone(admin, 'clusters');
});

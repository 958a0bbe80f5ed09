// The operator console (issue 15), end to end in Chromium: the editor drafts a video item with an uploaded
// thumbnail and submits it; the reviewer rejects it with a comment, then approves it with a code and an
// expiry; the editor publishes it for Brazil: doctor.br sees it on the home and in search, doctor.mx does
// not; the editor withdraws it and it is gone; the admin reads the trail of all of it. Every console
// screen passes axe and fits 390 px. TOTP codes come from the demo secrets (README) at the real time.
import { type Browser, expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import {
  CONSOLE,
  consoleSignIn,
  DEMO_PASSWORD,
  expectAccessible,
  expectFits,
  openConsoleArea,
  physicianSignIn,
  urlFor,
} from './support.ts';
import { fillApproval, publishForBrazil, recordApproval } from './support-review.ts';

// A real PNG (a QR code image): the server judges the type from its bytes.
const thumbnailPng = () => QRCode.toBuffer('thumbnail', { type: 'png', width: 320 });

/** A member signed in on a phone's width; `checkScreens`: the sign-in screens pass axe and fit too. */
async function signIn(browser: Browser, email: string, checkScreens = false): Promise<Page> {
  const page = await consoleSignIn(
    browser,
    email,
    { viewport: { width: 390, height: 844 } },
    checkScreens
      ? async (screen) => {
          await expectAccessible(screen);
          await expectFits(screen);
        }
      : undefined,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Conteúdos' })).toBeVisible();
  return page;
}

test('sign-in refuses a wrong code and speaks Spanish on request', async ({ page }) => {
  await page.goto(`${CONSOLE}/sign-in`);
  await page.getByLabel('Idioma').selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingresar a la consola');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectAccessible(page);
  await page.locator('#staff-email').fill('pv@example.com');
  await page.locator('#staff-password').fill('Wrong-Password-1!');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  await page.locator('#staff-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.locator('#staff-code').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código incorrecto.');
  await expectAccessible(page);
});

test('an item goes from draft through MLR review to physicians of one country, and back out', async ({
  browser,
}) => {
  test.slow();
  const title = `Ecocardiografia zebrafish ${Date.now().toString(36)}`;

  // Editor: drafts a video item with a thumbnail, submits it.
  const editor = await signIn(browser, 'editor@example.com', true);
  await expectAccessible(editor);
  await expectFits(editor);
  await editor.getByRole('link', { name: 'Novo vídeo' }).click();
  await editor.getByLabel('Título', { exact: true }).fill(title);
  await editor.getByLabel('Sinopse').fill('Como avaliar a função ventricular no consultório.');
  await editor.getByLabel('Duração (segundos)').fill('600');
  await editor.getByRole('checkbox', { name: 'BR' }).check();
  await editor
    .getByLabel('Miniatura', { exact: true })
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: await thumbnailPng() });
  await expect(editor.locator('#content-thumbnail-status')).toContainText('thumb.png');
  await expect(editor.getByRole('img', { name: 'Miniatura enviada' })).toBeVisible();
  await expectAccessible(editor);
  await expectFits(editor);
  // Cancel asks before throwing the typed draft away; answering no keeps it.
  const question = new Promise<string>((resolve) => {
    editor.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
  await editor.getByRole('button', { name: 'Cancelar' }).click();
  expect(await question).toBe('Descartar as alterações não salvas?');
  await expect(editor.getByLabel('Título', { exact: true })).toHaveValue(title);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(editor.getByTestId('content-status')).toHaveText('Rascunho');
  const detailUrl = editor.url();
  // Preview as a Brazilian physician would read it.
  await editor.getByLabel('País do médico').selectOption('BR');
  await expect(editor.getByTestId('content-preview')).toContainText('Como avaliar a função ventricular');
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('content-status')).toHaveText('Em revisão');
  await expectAccessible(editor);
  await expectFits(editor);

  // Reviewer: rejects with a comment, then approves with a code and an expiry.
  const reviewer = await signIn(browser, 'reviewer@example.com');
  await reviewer.goto(detailUrl);
  await reviewer.getByRole('radio', { name: 'Reprovar' }).check();
  await reviewer.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(reviewer.locator('#review-comment-error')).toBeVisible();
  await expectAccessible(reviewer);
  await reviewer.getByLabel(/Comentário/).fill('Falta a referência do estudo.');
  await reviewer.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(reviewer.getByTestId('content-status')).toHaveText('Reprovado');

  await editor.reload();
  await expect(editor.getByTestId('review-comment')).toHaveText('Falta a referência do estudo.');
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('content-status')).toHaveText('Em revisão');

  await reviewer.reload();
  await fillApproval(reviewer, 'PP-BR-E2E-0001', 90);
  await expectAccessible(reviewer);
  await recordApproval(reviewer, 'content-status');

  // Editor: publishes it for Brazil.
  await publishForBrazil(editor, 'publication-BR', 'PP-BR-E2E-0001');
  await expectAccessible(editor);
  const contentId = detailUrl.split('/').pop() as string;

  // doctor.br sees it on the home and in search; doctor.mx does not.
  const br = await physicianSignIn(browser, 'BR', 'doctor.br@example.com');
  await expect(
    br.locator(`[data-testid="content-card"][data-content-id="${contentId}"]`).first(),
  ).toBeVisible();
  const searchBr = async () => {
    await br.goto(urlFor('BR', '/busca'));
    await br.getByTestId('search-input').fill('zebrafish');
    await br.getByTestId('search-submit').click();
  };
  await searchBr();
  await expect(br.locator(`[data-testid="search-result"][data-content-id="${contentId}"]`)).toBeVisible();

  const mx = await physicianSignIn(browser, 'MX', 'doctor.mx@example.com');
  await expect(mx.getByTestId('content-card').first()).toBeVisible();
  await expect(mx.locator(`[data-content-id="${contentId}"]`)).toHaveCount(0);
  await mx.goto(urlFor('MX', '/busqueda'));
  await mx.getByTestId('search-input').fill('zebrafish');
  await mx.getByTestId('search-submit').click();
  await expect(mx.getByTestId('search-input')).toHaveValue('zebrafish');
  await expect(mx.locator(`[data-testid="search-result"][data-content-id="${contentId}"]`)).toHaveCount(0);

  // Editor: withdraws it; it is gone for doctor.br at once.
  await editor.getByRole('button', { name: 'Retirar de BR' }).click();
  await expect(editor.getByRole('status')).toHaveText('Retirado.');
  await expect(editor.getByTestId('publication-BR')).toHaveCount(0);
  await br.goto(urlFor('BR', '/home'));
  await expect(br.getByTestId('content-card').first()).toBeVisible();
  await expect(br.locator(`[data-testid="content-card"][data-content-id="${contentId}"]`)).toHaveCount(0);
  await searchBr();
  await expect(br.locator(`[data-testid="search-result"][data-content-id="${contentId}"]`)).toHaveCount(0);

  // Admin: reads the trail of all of it.
  const admin = await signIn(browser, 'admin@example.com');
  await openConsoleArea(admin, 'Trilha de auditoria');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Trilha de auditoria');
  await admin.getByLabel('Conteúdo (id)').fill(contentId);
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  const rows = admin.getByTestId('audit-row');
  for (const action of [
    'content.create',
    'content.submit',
    'content.reject',
    'content.approve',
    'content.publish',
    'content.withdraw',
  ]) {
    await expect(rows.filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(rows.filter({ hasText: 'content.reject' })).toContainText('reviewer@example.com');
  await expect(rows.filter({ hasText: 'content.publish' })).toContainText('editor@example.com');
  await expectAccessible(admin);
  await expectFits(admin);
  // The list of everyone's items is axe clean too (the admin sees the content list read-only).
  await openConsoleArea(admin, 'Conteúdos');
  await expect(admin.getByTestId(`content-row-${contentId}`)).toBeVisible();
  await expectAccessible(admin);
});

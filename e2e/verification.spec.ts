// Console part 2 (issue 16), end to end in Chromium: a physician whose CRM the registry does not know
// registers and sees "being checked"; the verifier reads what was checked and approves; the physician is
// mailed and the portal opens to them; they download their own data from the profile and ask for the
// account to be erased. The admin finds a physician by name and exports their data as JSON. Every screen
// added passes axe. TOTP codes come from the demo secrets (README) at the real time.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Download, expect, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import {
  CONSOLE,
  consoleSignIn,
  expectAccessible,
  finishRegistration,
  signInAs,
  skipConsentBanner,
  submitSignIn,
  urlFor,
  verifyMailedAddress,
  waitForHome,
  waitForHydration,
  waitForMail,
} from './support.ts';

const NEW_PASSWORD = 'Clinica-Segura-2026!';
const t = dictionaries['pt-br'];

async function downloadedJson(download: Download): Promise<{ account: Record<string, unknown> } & object> {
  const path = await download.path();
  return JSON.parse(await readFile(path, 'utf8'));
}

/** Letters only (names take no digits), different on every run. */
const uniqueWord = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .replace(/^./, (c) => c.toUpperCase());

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

test('a registration the verifier approves can use the portal at once, and takes its data home', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `e2e.verify.${randomUUID()}@example.com`;
  const lastName = `Prado ${uniqueWord()}`;
  const registerNumber = String(700_000 + Math.floor(Math.random() * 99_999));

  // The physician registers with a CRM the registry does not know, confirms the e-mail, signs in.
  await page.goto(urlFor('BR', '/cadastro'));
  await waitForHydration(page);
  await page.locator('#register-firstName').fill('Renata');
  await page.locator('#register-lastName').fill(lastName);
  await page.locator('#register-email').fill(email);
  await page.locator('#register-phone').fill('71991234567');
  await page.locator('#register-registerUf').selectOption('BA');
  await page.locator('#register-registerType').selectOption('CRM');
  await page.locator('#register-registerNumber').fill(registerNumber);
  await page.locator('#register-termsConsent').check();
  await finishRegistration(page, email, NEW_PASSWORD);
  await verifyMailedAddress(page, email);
  await submitSignIn(page, 'BR', email, NEW_PASSWORD);
  await expect(page).toHaveURL(urlFor('BR', '/cadastro-em-analise'));

  // The verifier finds it in the queue with what was checked, and approves.
  const verifier = await consoleSignIn(browser, 'verifier@example.com');
  // A verifier has no physicians area.
  await expect(verifier.getByRole('link', { name: 'Profissionais' })).toHaveCount(0);
  await verifier.getByRole('link', { name: 'Verificação' }).click();
  await expect(verifier.getByRole('heading', { level: 1, name: 'Verificação profissional' })).toBeVisible();
  const row = verifier.getByTestId('verification-row').filter({ hasText: lastName });
  await expect(row).toContainText(`CRM ${registerNumber}/BA`);
  await expect(row).toContainText('Não encontrado');
  await expectAccessible(verifier);
  await row.getByRole('link').click();
  await expect(verifier.getByRole('heading', { level: 1, name: `Renata ${lastName}` })).toBeVisible();
  await expect(verifier.getByTestId('check-row').first()).toContainText('Automático (registry)');
  await expectAccessible(verifier);
  // Rejecting needs a reason: the form says so before anything is sent.
  await verifier.getByLabel('Reprovar').check();
  await verifier.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(verifier.getByText('Informe o motivo da reprovação (3 caracteres ou mais).')).toBeVisible();
  await expectAccessible(verifier);
  await verifier.getByLabel('Aprovar: o acesso é liberado na hora').check();
  await verifier.getByLabel('Observação interna (opcional)').fill('CRM conferido no CRM-BA');
  await verifier.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(verifier.getByRole('status')).toHaveText(
    'Cadastro aprovado. O profissional foi avisado por e-mail.',
  );
  await expect(verifier.getByTestId('registration-status')).toHaveText('Verificado');
  await expect(verifier.getByTestId('check-row').first()).toContainText('verifier@example.com');
  await verifier.context().close();

  // The physician is told by mail, and the portal opens on their next visit, with the session they hold.
  const mail = await waitForMail(email, (m) => m.subject === 'Seu cadastro profissional foi aprovado');
  expect(mail.text).not.toContain('CRM-BA');
  // The stored profile still says "pending": the portal checks it again (the "being checked" screen) and
  // opens the home; the URL alone says /home before that check has run.
  await page.goto(urlFor('BR', '/home'));
  await waitForHome(page);
  await expect(page).toHaveURL(urlFor('BR', '/home'));
  await page.goto(urlFor('BR', '/cursos-online'));
  await expect(page).toHaveURL(urlFor('BR', '/cursos-online'));

  // Their own data, from the profile; then the deletion request, asked first.
  await page.goto(urlFor('BR', '/editar-registro'));
  await expect(page.getByRole('heading', { level: 2, name: t.account.privacy.heading })).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.account.privacy.download }).click();
  const own = await downloadedJson(await downloading);
  expect(own.account).toMatchObject({ email, lastName, verification: 'verified' });
  await page.getByRole('button', { name: t.account.privacy.deletionButton }).click();
  const dialog = page.getByTestId('deletion-request-dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t.account.privacy.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('deletion-requested')).toBeVisible();
  await expectAccessible(page);
});

test('the admin finds a physician by name and exports their data as JSON', async ({ browser }) => {
  const admin = await consoleSignIn(browser, 'admin@example.com');
  // An admin has no verification queue.
  await expect(admin.getByRole('link', { name: 'Verificação' })).toHaveCount(0);
  // Opened by its address, the queue says the admin's profile does not reach it (403), not "try again".
  await admin.goto(`${CONSOLE}/verification`);
  await expect(admin.getByRole('alert')).toHaveText('Seu perfil não permite esta ação.');
  await admin.getByRole('link', { name: 'Profissionais' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Profissionais' })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByLabel('Nome, e-mail ou registro').fill('souza oliveira');
  await admin.getByRole('button', { name: 'Buscar' }).click();
  const row = admin.getByTestId('physician-row').filter({ hasText: 'doctor.br@example.com' });
  await expect(row).toContainText('CRM 123456/SP');
  await expectAccessible(admin);
  await row.getByRole('link', { name: 'Abrir Ana Souza Oliveira' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Ana Souza Oliveira' })).toBeVisible();
  await expect(admin.getByLabel('Treinamento de palestrantes')).toBeChecked();
  await expectAccessible(admin);
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Exportar dados (JSON)' }).click();
  const data = await downloadedJson(await downloading);
  expect(data.account).toMatchObject({ email: 'doctor.br@example.com', firstName: 'Ana' });
  await expect(admin.getByRole('status').filter({ hasText: 'Exportação baixada.' })).toBeVisible();
  // The disable step asks first; cancelling leaves the account as it was (other specs use doctor.br).
  await admin.getByRole('button', { name: 'Desativar conta' }).click();
  await expect(admin.getByText('Desativar a conta de Ana Souza Oliveira?', { exact: false })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Cancelar' }).click();
  await expect(admin.getByTestId('physician-disabled')).toHaveCount(0);
  // The export is in the audit trail.
  await admin.getByRole('link', { name: 'Trilha de auditoria' }).click();
  await expect(admin.getByTestId('audit-row').filter({ hasText: 'physicians.export' }).first()).toBeVisible();
});

test('a signed-in physician reaches the "your data" section in Spanish (Mexico)', async ({ page }) => {
  await signInAs(page, 'MX', 'doctor.mx@example.com');
  await page.goto(urlFor('MX', '/editar-registro'));
  await expect(
    page.getByRole('heading', { level: 2, name: dictionaries['es-MX'].account.privacy.heading }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: dictionaries['es-MX'].account.privacy.download }),
  ).toBeVisible();
  await expectAccessible(page);
});

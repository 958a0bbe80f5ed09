// Issue 33 (items 1-3) end to end in Chromium: a physician who writes her name without a middle surname
// is verified at once; a new account that gives doctor.br's public CRM stays pending, sees its
// navigation locked with the reason; the verifier sees the typed and the registry's names side by side
// (the difference marked) and the account that already holds the number. Every screen passes axe, and
// is looked at at 1366 and 390 px.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import {
  consoleSignIn,
  expectAccessible,
  finishRegistration,
  skipConsentBanner,
  submitSignIn,
  urlFor,
  verifyMailedAddress,
  waitForHydration,
} from './support.ts';

const PASSWORD = 'Clinica-Segura-2026!';
const t = dictionaries['pt-br'];

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

async function registerBr(
  page: Page,
  person: { first: string; last: string; email: string; uf: string; crm: string },
): Promise<void> {
  await page.goto(urlFor('BR', '/cadastro'));
  await waitForHydration(page);
  await page.locator('#register-firstName').fill(person.first);
  await page.locator('#register-lastName').fill(person.last);
  await page.locator('#register-email').fill(person.email);
  await page.locator('#register-phone').fill('21991234567');
  await page.locator('#register-registerUf').selectOption(person.uf);
  await page.locator('#register-registerType').selectOption('CRM');
  await page.locator('#register-registerNumber').fill(person.crm);
  await page.locator('#register-termsConsent').check();
  await finishRegistration(page, person.email, PASSWORD);
  await verifyMailedAddress(page, person.email);
  await submitSignIn(page, 'BR', person.email, PASSWORD);
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a physician who leaves out a middle surname is verified at once', async ({ page }) => {
  test.slow();
  await page.goto(urlFor('BR', '/cadastro'));
  await waitForHydration(page);
  // The portal's one required-field convention: the same legend as every other form explains the '*'.
  await expect(page.getByTestId('registration-form').getByTestId('required-legend')).toHaveText(
    t.common.requiredLegend,
  );
  // The form asks for the name as the council records it, next to the name fields.
  await expect(page.locator('#register-firstName-hint')).toHaveText(t.identity.fields.nameAsRegisteredHint);
  await expect(page.locator('#register-lastName')).toHaveAttribute(
    'aria-describedby',
    /register-firstName-hint/,
  );
  await expectAccessible(page);
  // The council's record: "Helena Maria de Castro Albuquerque".
  const email = `e2e.helena.${randomUUID()}@example.com`;
  await registerBr(page, { first: 'Helena', last: 'Castro Albuquerque', email, uf: 'RJ', crm: '314159' });
  await expect(page).toHaveURL(urlFor('BR', '/home'));
  await expect(page.getByTestId('nav-locked')).toHaveCount(0);
});

test('an account with another physician’s CRM stays pending with its navigation locked, and the verifier sees both', async ({
  page,
  browser,
}) => {
  test.slow();
  // doctor.br's CRM 123456/SP and her name, as the council publishes them, with a middle surname left out.
  const email = `e2e.impostor.${randomUUID()}@example.com`;
  await registerBr(page, { first: 'Ana', last: 'Souza', email, uf: 'SP', crm: '123456' });
  await expect(page).toHaveURL(urlFor('BR', '/cadastro-em-analise'));
  const reason = t.account.pending.reasons.duplicate.replace('{{register}}', 'CRM 123456/SP');
  await expect(page.getByTestId('registration-pending')).toContainText(reason);

  // The navigation is there, locked, with the reason and the way to the status (no links to bounce on).
  const nav = page.getByTestId('primary-nav');
  await expect(nav.getByTestId('nav-locked')).toContainText(t.shell.nav.lockedHeading);
  await expect(nav.getByTestId('nav-locked')).toContainText(reason);
  await expect(nav.getByRole('link', { name: t.shell.nav.contents })).toHaveCount(0);
  await expect(nav.locator('[data-nav="contents"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.locator('[data-nav="contents"]')).toContainText(t.shell.nav.locked);
  await expectAccessible(page);
  await screenshots(page, 'pending-locked-nav');
  // On a phone the locked areas and the reason are in the menu's drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await nav.getByRole('button', { name: t.shell.nav.menu }).click();
  await expect(nav.getByTestId('nav-locked')).toBeVisible();
  await expect(nav.locator('[data-nav="courses"]')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('pending-locked-drawer-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  // Opening an HCP address still lands on the status, which says why.
  await page.goto(urlFor('BR', '/home'));
  await expect(page).toHaveURL(urlFor('BR', '/cadastro-em-analise'));

  // The verifier: the reason, both names with the difference marked, and the holder of the number.
  const verifier = await consoleSignIn(browser, 'verifier@example.com');
  await verifier.getByRole('link', { name: 'Verificação' }).click();
  const row = verifier.getByTestId('verification-row').filter({ hasText: 'Ana Souza' });
  await expect(row).toContainText('CRM 123456/SP');
  await expect(row).toContainText('Registro de outra conta');
  await row.getByRole('link').click();
  await expect(verifier.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
  await expect(verifier.getByTestId('registration-reason')).toContainText('já cadastrado em outra conta');
  await expect(verifier.getByTestId('typed-name')).toHaveText('Ana Souza');
  const registered = verifier.getByTestId('registered-name');
  await expect(registered).toContainText('Ana Souza');
  await expect(registered.getByTestId('name-word-differs')).toHaveText(/Oliveira/);
  await expect(registered.getByTestId('name-word-differs')).toContainText('(só neste nome)');
  const holder = verifier.getByTestId('holder-row');
  await expect(holder).toContainText('Ana Souza Oliveira');
  await expect(holder).toContainText('doctor.br@example.com');
  await expect(holder).toContainText('Verificado');
  await expect(verifier.getByTestId('holder-self')).toContainText(email);
  await expect(verifier.getByRole('button', { name: 'Sinalizar a conta mais antiga' })).toBeVisible();
  await expectAccessible(verifier);
  await screenshots(verifier, 'verifier-duplicate');
});

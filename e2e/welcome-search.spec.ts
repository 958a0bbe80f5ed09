// Issue 37 item 6 in Chromium: a physician's first sign-in asks for their specialties (saved, or skipped)
// and never again; search finds a series' episode and opens it under its item. Axe on every state.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import {
  expectAccessible,
  finishRegistration,
  signInAs,
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
  person: { first: string; last: string; uf: string; crm: string },
): Promise<void> {
  const email = `e2e.welcome.${randomUUID()}@example.com`;
  await page.goto(urlFor('BR', '/cadastro'));
  await waitForHydration(page);
  await page.locator('#register-firstName').fill(person.first);
  await page.locator('#register-lastName').fill(person.last);
  await page.locator('#register-email').fill(email);
  await page.locator('#register-phone').fill('21991234567');
  await page.locator('#register-registerUf').selectOption(person.uf);
  await page.locator('#register-registerType').selectOption('CRM');
  await page.locator('#register-registerNumber').fill(person.crm);
  await page.locator('#register-termsConsent').check();
  await finishRegistration(page, email, PASSWORD);
  await verifyMailedAddress(page, email);
  await submitSignIn(page, 'BR', email, PASSWORD);
  await expect(page).toHaveURL(urlFor('BR', '/home'));
}

test('first sign-in: the welcome asks for specialties, saves them, and is not shown again', async ({
  page,
}) => {
  test.slow();
  await registerBr(page, { first: 'Lívia', last: 'Nogueira Prado', uf: 'SP', crm: '271828' });
  const welcome = page.getByTestId('welcome');
  await expect(welcome).toBeVisible();
  // Focus moves into it: its heading names the physician.
  await expect(welcome.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(welcome.getByRole('heading', { level: 2 })).toHaveText(
    t.content.welcome.heading.replace('{{name}}', 'Lívia'),
  );
  await expectAccessible(page);

  // Nothing chosen: the message says to choose or skip, and nothing is sent.
  const boxes = welcome.getByRole('checkbox');
  for (const box of await boxes.all()) await box.uncheck();
  await welcome.getByRole('button', { name: t.content.welcome.save }).click();
  await expect(welcome.getByRole('alert')).toHaveText(t.content.welcome.required);
  await expectAccessible(page);

  await welcome.getByRole('checkbox', { name: 'Pneumologia' }).check();
  await welcome.getByRole('checkbox', { name: 'Hematologia' }).check();
  await welcome.getByRole('button', { name: t.content.welcome.save }).click();
  await expect(welcome).toHaveCount(0);
  // Focus comes back to the home's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The preferences hold what the welcome saved; the welcome stays away after a reload.
  await page.goto(urlFor('BR', '/preferencias-usuario'));
  const form = page.getByTestId('preferences-form');
  await expect(form.getByRole('checkbox', { name: 'Pneumologia' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Hematologia' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Cardiologia' })).not.toBeChecked();
  await page.goto(urlFor('BR', '/home'));
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveCount(0);
});

test('first sign-in at 390 px: "Pular" skips the welcome for good', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await registerBr(page, { first: 'Otávio', last: 'Ramos Pinheiro', uf: 'RJ', crm: '161803' });
  const welcome = page.getByTestId('welcome');
  await expect(welcome).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('welcome-390.png'), fullPage: true });
  await welcome.getByRole('button', { name: t.content.welcome.skip }).click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveCount(0);
});

test('the demo physician is already welcomed: the home opens without it', async ({ page }) => {
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveCount(0);
});

for (const { code, email, search, query, language } of [
  {
    code: 'BR',
    email: 'doctor.br@example.com',
    search: '/busca',
    query: 'episódio fibrilação',
    language: 'pt-br',
  },
  {
    code: 'MX',
    email: 'doctor.mx@example.com',
    search: '/busqueda',
    query: 'episodio fibrilación',
    language: 'es-MX',
  },
] as const) {
  test(`${code}: search finds a series' episode and opens it under its item`, async ({ page }) => {
    const prefix = code === 'BR' ? 'pt' : 'es';
    const episode = `${prefix}-serie-cardio-t2e1`;
    await signInAs(page, code, email);
    await page.goto(urlFor(code, search));
    await page.getByTestId('search-input').fill(query);
    await page.getByTestId('search-submit').click();
    const parts = page.getByTestId('search-parts');
    await expect(
      page.getByRole('heading', { name: dictionaries[language].contentSearch.search.partsHeading }),
    ).toBeVisible();
    const hit = parts.locator(`[data-part-id="${episode}"]`);
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toBeVisible();
    await expectAccessible(page);
    await hit.getByTestId('search-part-link').click();
    await expect(page).toHaveURL(urlFor(code, `${search}/${prefix}-serie-cardio/${episode}`));
    const current = page.getByTestId('content-seasons').locator('a[aria-current="true"]');
    await expect(current).toHaveAttribute('data-part-id', episode);
    await expect(page.getByTestId('media-player')).toBeVisible();
    await expectAccessible(page);
  });
}

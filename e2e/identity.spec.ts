import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { COUNTRIES, type CountryCode } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { CHANGES_CREDENTIALS } from './environment.ts';
import {
  chooseInCombobox,
  DEMO_PASSWORD,
  expectAccessible,
  finishRegistration,
  openMailedLink,
  skipConsentBanner,
  storedAccessToken,
  submitSignIn,
  urlFor,
  verifyMailedAddress,
  waitForHydration,
} from './support.ts';

const NEW_PASSWORD = 'Clinica-Segura-2026!';

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

function uniqueEmail(code: CountryCode): string {
  return `e2e.${code.toLowerCase()}.${randomUUID()}@example.com`;
}

/** A value for a registration field (#register-<id>): text to type, an option to choose, or a box to tick. */
type FieldValue = string | { index: number } | true;

async function fillCountryFields(page: Page, fields: Record<string, FieldValue>) {
  for (const [id, value] of Object.entries(fields)) {
    const input = page.locator(`#register-${id}`);
    if (value === true) await input.check();
    else if ((await input.evaluate((element) => element.tagName)) === 'SELECT')
      await input.selectOption(value);
    else if ((await input.getAttribute('role')) === 'combobox' && typeof value === 'string')
      // The state: typed without accents or capitals, chosen with the arrows and Enter; axe judges the
      // page with the list open.
      await chooseInCombobox(page, `#register-${id}`, value.slice(0, 3).toLowerCase(), value, {
        keyboard: true,
        whileOpen: () => expectAccessible(page),
      });
    else await input.fill(value as string);
  }
}

// Each country's registration: who registers, the register labels the form shows, and the fields of the
// country's own that the form asks for.
const registrations: {
  code: CountryCode;
  /** `phone` registers; `newPhone` replaces it in the profile. */
  person: { name: [first: string, last: string]; phone: string; newPhone: string };
  labels: string[];
  fields: Record<string, FieldValue>;
}[] = [
  {
    code: 'BR',
    person: { name: ['Beatriz', 'Almeida Rocha'], phone: '31991234567', newPhone: '41998887766' },
    labels: ['Estado', 'Número do CRM', 'Conselho profissional'],
    fields: { registerUf: 'SP', registerType: 'CRM', registerNumber: '0135790', termsConsent: true },
  },
  {
    code: 'MX',
    person: { name: ['Mariana', 'Torres Ruiz'], phone: '5587654321', newPhone: '33 3123 4567' },
    labels: ['Estado de la República', 'Cédula profesional'],
    fields: { treatment: { index: 1 }, state: 'Jalisco', identityDocumentOrMedicalCollegiate: '87654321' },
  },
  {
    code: 'AR',
    // A Buenos Aires mobile (area code 11), which the spec's literal first-digit rule refused.
    person: { name: ['Joaquín', 'Fernández Díaz'], phone: '11 15 2345-6789', newPhone: '261 456-7001' },
    labels: ['Provincia', 'Matrícula nacional', 'Matrícula provincial'],
    fields: { state: 'Mendoza', nationalRegistration: '445566', provincialEnrollment: '9876' },
  },
];

test('MX at 390 px: the state is a searchable list of the 32 states that fits the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await skipConsentBanner(page);
  const t = dictionaries[COUNTRIES.MX.language];
  await page.goto(urlFor('MX', '/cadastro'));
  await waitForHydration(page);
  await expect(page.getByTestId('required-legend')).toHaveText(t.common.requiredLegend);
  const input = page.locator('#register-state');
  await expect(input).toHaveAttribute('role', 'combobox');
  await expect(page.getByRole('combobox', { name: COUNTRIES.MX.labels.state })).toBeVisible();

  // Opened, it lists every state, inside the screen.
  await input.click();
  const listbox = page.getByRole('listbox', { name: t.common.combobox.listLabel });
  await expect(listbox.getByRole('option')).toHaveCount(32);
  const box = await listbox.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // Typing narrows it, accents and capitals aside, and finds the names people write.
  await input.fill('nuevo leon');
  await expect(listbox.getByRole('option')).toHaveText(['Nuevo León']);
  await input.fill('CDMX');
  await expect(listbox.getByRole('option')).toHaveText(['Ciudad de México']);
  await input.fill('zzz');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(t.common.combobox.noMatch.replace('{{text}}', 'zzz'))).toBeVisible();
  await input.press('Escape');
  await expect(input).toHaveValue('');

  // The keyboard chooses; a text that names no state is put back when the field is left.
  await chooseInCombobox(page, '#register-state', 'jal', 'Jalisco', { keyboard: true });
  await input.fill('Jalsico');
  await page.locator('#register-phone').focus();
  await expect(input).toHaveValue('Jalisco');
  await expectAccessible(page);
  await context.close();
});

for (const registration of registrations) {
  test(`${registration.code}: register, verify the e-mail received over SMTP, sign in, edit profile and preferences, sign out`, async ({
    page,
  }) => {
    test.slow();
    const { code } = registration;
    const [firstName, lastName] = registration.person.name;
    const country = COUNTRIES[code];
    const t = dictionaries[country.language];
    const email = uniqueEmail(code);

    await page.goto(urlFor(code, '/cadastro'));
    await waitForHydration(page);
    const form = page.getByTestId('registration-form');
    await expect(form).toBeVisible();
    for (const label of registration.labels)
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Submitting empty shows the errors next to the fields and a summary, and sends nothing.
    await page.getByTestId('registration-submit').click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expect(page.locator('#register-firstName')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.locator('#register-firstName').fill(firstName);
    await page.locator('#register-lastName').fill(lastName);
    await page.locator('#register-email').fill(email);
    await page.locator('#register-phone').fill(registration.person.phone);
    await fillCountryFields(page, registration.fields);
    await finishRegistration(page, email, NEW_PASSWORD);
    await expectAccessible(page);

    // Not verified yet: sign-in is refused with the pending-verification message.
    await submitSignIn(page, code, email, NEW_PASSWORD);
    await expect(page.getByTestId('login-error')).toHaveText(t.identity.signIn.pendingVerification);

    await verifyMailedAddress(page, email);
    await expectAccessible(page);

    await submitSignIn(page, code, email, NEW_PASSWORD);
    await expect(page).toHaveURL(urlFor(code, '/home'));
    await expect(page.getByTestId('home')).toContainText(firstName);
    await expect(page.getByTestId('home')).not.toContainText(`${lastName} ${lastName}`);
    await expectAccessible(page);

    // Edit the registration: phone.
    await page.goto(urlFor(code, '/editar-registro'));
    await expect(page.locator('#profile-email')).toHaveValue(email);
    // The state chosen at registration shows by its name (stored as its ISO code).
    const state = registration.fields.state;
    if (typeof state === 'string') await expect(page.locator('#profile-state')).toHaveValue(state);
    else await expect(page.locator('#profile-state')).toHaveCount(0);
    await page.locator('#profile-phone').fill('1');
    await page.getByTestId('profile-form').getByRole('button', { name: t.account.profile.save }).click();
    await expect(page.locator('#profile-phone-error')).toBeVisible();
    await page.locator('#profile-phone').fill(registration.person.newPhone);
    await page.getByTestId('profile-form').getByRole('button', { name: t.account.profile.save }).click();
    await expect(page.getByText(t.account.profile.saved)).toBeVisible();
    await expectAccessible(page);

    // Preferences: the country's specialties, saved with PATCH.
    await page.goto(urlFor(code, '/preferencias-usuario'));
    const preferences = page.getByTestId('preferences-form');
    const oncology = preferences.getByLabel(country.specialtyLabels.oncology, { exact: true });
    const wasChecked = await oncology.isChecked();
    await oncology.setChecked(!wasChecked);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/preferences'));
    await preferences.getByRole('button', { name: t.account.preferences.save }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(t.account.preferences.saved)).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('preferences-form').getByLabel(country.specialtyLabels.oncology, { exact: true }),
    ).toBeChecked({ checked: !wasChecked });
    await expectAccessible(page);

    // Sign out: back to the root, and the signed-in home is closed again.
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByRole('button', { name: t.account.menu.signOut }).click();
    await expect(page).toHaveURL(urlFor(code, '/'));
    expect(await storedAccessToken(page)).toBeNull();
    await page.goto(urlFor(code, '/home'));
    await expect(page).toHaveURL(urlFor(code, '/signin'));
  });
}

test('CL: the RUT is formatted as typed, and a wrong check digit gets its message next to the field', async ({
  page,
}) => {
  const t = dictionaries[COUNTRIES.CL.language];
  await page.goto(urlFor('CL', '/cadastro'));
  await waitForHydration(page);
  const rut = page.locator('#register-RUT');
  await rut.pressSequentially('15432167k');
  await expect(rut).toHaveValue('15.432.167-K');
  // A Santiago landline with its area code, which the first-digit rule alone would not judge.
  await page.locator('#register-phone').fill('2 2123 4567');
  await page.getByTestId('registration-submit').click();
  await expect(page.locator('#register-RUT-error')).toHaveText(t.identity.errors.rut);
  await expect(rut).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#register-phone')).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await rut.fill('');
  await rut.pressSequentially('154321675');
  await expect(rut).toHaveValue('15.432.167-5');
  await page.getByTestId('registration-submit').click();
  await expect(page.locator('#register-RUT-error')).toHaveCount(0);
});

test('a registration the registry does not confirm signs in to the "being checked" screen only', async ({
  page,
}) => {
  test.slow();
  const t = dictionaries['pt-br'];
  const email = uniqueEmail('BR');
  await page.goto(urlFor('BR', '/cadastro'));
  await waitForHydration(page);
  await page.locator('#register-firstName').fill('Renato');
  await page.locator('#register-lastName').fill('Dias Prado');
  await page.locator('#register-email').fill(email);
  await page.locator('#register-phone').fill('71991234567');
  // A CRM the registry does not know.
  await fillCountryFields(page, {
    registerUf: 'BA',
    registerType: 'CRM',
    registerNumber: '777001',
    termsConsent: true,
  });
  await finishRegistration(page, email, NEW_PASSWORD);

  // Unverified: no session, and the verification mail can be asked for again.
  await submitSignIn(page, 'BR', email, NEW_PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText(t.identity.signIn.pendingVerification);
  await page.getByTestId('resend-verification').click();
  await expect(page.getByTestId('resend-verification-sent')).toBeVisible();
  await expect(page.getByTestId('resend-verification')).toBeDisabled();
  expect(await storedAccessToken(page)).toBeNull();

  await verifyMailedAddress(page, email);

  await submitSignIn(page, 'BR', email, NEW_PASSWORD);
  await expect(page).toHaveURL(urlFor('BR', '/cadastro-em-analise'));
  await expect(page.getByTestId('registration-pending')).toContainText(t.account.pending.heading);
  await expect(page.getByTestId('registration-pending')).toContainText('CRM 777001/BA');
  await expectAccessible(page);

  // HCP screens lead back here; the profile stays open; the session stays.
  await page.goto(urlFor('BR', '/cursos-online'));
  await expect(page).toHaveURL(urlFor('BR', '/cadastro-em-analise'));
  await page.getByRole('link', { name: t.account.pending.profileLink }).click();
  await expect(page.locator('#profile-email')).toHaveValue(email);
  expect(await storedAccessToken(page)).not.toBeNull();
});

test('the pending demo account sees the "being checked" screen', async ({ page }) => {
  await submitSignIn(page, 'BR', 'pending.br@example.com');
  await expect(page).toHaveURL(urlFor('BR', '/cadastro-em-analise'));
  await expect(page.getByTestId('registration-pending')).toBeVisible();
  await expectAccessible(page);
});

test('an anonymous visit to a protected route returns there after sign-in', async ({ page }) => {
  await page.goto(urlFor('BR', '/preferencias-usuario'));
  await expect(page).toHaveURL(urlFor('BR', '/signin'));
  await expectAccessible(page);
  await page.locator('#signin-email').fill('doctor.br@example.com');
  await page.locator('#signin-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(urlFor('BR', '/preferencias-usuario'));
  await expect(page.getByTestId('preferences-form')).toBeVisible();
});

test('a wrong password gets the generic message', async ({ page }) => {
  await submitSignIn(page, 'MX', 'doctor.mx@example.com', 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText(
    dictionaries['es-MX'].identity.signIn.invalidCredentials,
  );
  await expect(page).toHaveURL(urlFor('MX', '/signin'));
});

test('a nurse (COREN) is sent home from speaker-training and doctor-finder routes', async ({ page }) => {
  await submitSignIn(page, 'BR', 'nurse.br@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(urlFor('BR', '/home'));
  for (const path of ['/bayer-speakers', '/speaker-training', '/docfinder', '/docfinder/cadastro-endereco']) {
    await page.goto(urlFor('BR', path));
    await expect(page).toHaveURL(urlFor('BR', '/home'));
  }
});

test('a physician with speaker training reaches both restricted areas', async ({ page }) => {
  await submitSignIn(page, 'BR', 'doctor.br@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(urlFor('BR', '/home'));
  await page.goto(urlFor('BR', '/bayer-speakers'));
  await expect(page.getByTestId('speaker-training')).toBeVisible();
  await page.goto(urlFor('BR', '/docfinder'));
  await expect(page.getByTestId('docfinder')).toBeVisible();
  await expectAccessible(page);
});

test('a dentist (CRO) account cannot sign in: the dentist warning is shown instead', async ({ page }) => {
  const warning = dictionaries['pt-br'].legal.dentistWarning;
  await submitSignIn(page, 'BR', 'dentist.br@example.com', DEMO_PASSWORD);
  const dialog = page.getByRole('dialog', { name: warning.title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(urlFor('BR', '/signin'));
  expect(await storedAccessToken(page)).toBeNull();
});

/** Types the new password twice on the reset screen and saves it. */
async function setNewPassword(page: Page) {
  await page.locator('input[type="password"]').first().fill(NEW_PASSWORD);
  await page.locator('input[type="password"]').nth(1).fill(NEW_PASSWORD);
  await page
    .getByTestId('reset-password-form')
    .getByRole('button', { name: /salvar|guardar/i })
    .click();
}

// Changes doctor.co's password: tagged so it runs after every other spec, which sign in with the demo one.
test('forgot password: the reset link received by mail sets a new password', {
  tag: CHANGES_CREDENTIALS,
}, async ({ page }) => {
  test.slow();
  const t = dictionaries['pt-br'].identity;
  await page.goto(urlFor('BR', '/esqueci-senha'));
  await expectAccessible(page);
  await page.getByLabel(t.fields.email, { exact: true }).fill('doctor.co@example.com');
  await page.getByTestId('forgot-password-form').getByRole('button').last().click();
  await expect(page.getByTestId('forgot-password-sent')).toBeVisible();

  const link = await openMailedLink(page, 'doctor.co@example.com', '/redefinir-senha');
  await expect(page.getByTestId('reset-password-form')).toBeVisible();
  await expectAccessible(page);
  // The strength meter (zxcvbn, dictionaries loaded on the first keystroke) rates as the provider does.
  const meter = page.getByTestId('reset-password-password-meter-strength');
  await page.locator('input[type="password"]').first().fill('senha12345678');
  await expect(meter).toHaveAttribute('data-score', /^[0-2]$/);
  await page.locator('input[type="password"]').first().fill(NEW_PASSWORD);
  await expect(meter).toHaveAttribute('data-score', /^[34]$/);
  await expect(meter).toContainText(t.password.strength4);
  await expectAccessible(page);
  await setNewPassword(page);
  await expect(page.getByTestId('reset-password-done')).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await setNewPassword(page);
  await expect(page.getByTestId('reset-password-invalid')).toBeVisible();

  await submitSignIn(page, 'CO', 'doctor.co@example.com', NEW_PASSWORD);
  await expect(page).toHaveURL(urlFor('CO', '/home'));
});

test('the doctor-finder sign-in shows support contacts and the approval code', async ({ page }) => {
  await page.goto(urlFor('BR', '/docfinder/login'));
  await expect(page.getByTestId('docfinder-support-email')).toContainText(COUNTRIES.BR.support.email);
  await expect(page.getByTestId('docfinder-approval-code')).toContainText(
    COUNTRIES.BR.footer.docFinderApprovalCode!,
  );
  await expectAccessible(page);
  await page.locator('#docfinder-login-email').fill('doctor.br@example.com');
  await page.locator('#docfinder-login-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: dictionaries['pt-br'].identity.signIn.submit }).click();
  await expect(page).toHaveURL(urlFor('BR', '/docfinder'));
});

test('a failed social sign-in explains itself on the callback screen', async ({ page }) => {
  await page.goto(urlFor('BR', '/signin/social#error=invalid_state'));
  await expect(page.getByTestId('social-error')).toBeVisible();
  await expectAccessible(page);
});

test('an expired or used verification link says so', async ({ page }) => {
  await page.goto(urlFor('MX', '/verificar-email?token=not-a-real-token'));
  await expect(page.getByTestId('verify-email-invalid')).toBeVisible();
  await expectAccessible(page);
});

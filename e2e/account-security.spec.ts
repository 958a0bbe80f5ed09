// The profile's account security: sign out everywhere, password change, e-mail change. These change a demo
// account's sessions or credentials, so they run after every other spec (each on its own demo account).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import { CHANGES_CREDENTIALS } from './environment.ts';
import {
  DEMO_PASSWORD,
  expectAccessible,
  openMailedLink,
  signInAs,
  skipConsentBanner,
  storedAccessToken,
  submitSignIn,
  urlFor,
  waitForMail,
} from './support.ts';

const es = dictionaries.es.account.security;

test('sign out everywhere: the other browser is sent to sign-in on its next navigation', {
  tag: CHANGES_CREDENTIALS,
}, async ({ browser }) => {
  test.slow();
  const email = 'doctor.pe@example.com';
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [mine, other] = await Promise.all([first.newPage(), second.newPage()]);
  for (const page of [mine, other]) {
    await skipConsentBanner(page);
    await signInAs(page, 'PE', email);
  }

  await mine.goto(urlFor('PE', '/editar-registro'));
  await mine.getByRole('button', { name: es.signOutEverywhere.button }).click();
  const dialog = mine.getByTestId('sign-out-everywhere-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(es.signOutEverywhere.confirmBody);
  await expectAccessible(mine);
  // Cancelling keeps every session.
  await dialog.getByRole('button', { name: es.signOutEverywhere.cancel }).click();
  await expect(dialog).toBeHidden();
  await mine.getByRole('button', { name: es.signOutEverywhere.button }).click();
  // The sign-out ends the identity provider's session as well.
  const providerLogout = mine.waitForRequest(/\/idp\/accounts\.logout$/);
  await dialog.getByRole('button', { name: es.signOutEverywhere.confirm }).click();
  await providerLogout;
  await expect(mine).toHaveURL(urlFor('PE', '/signin'));
  expect(await storedAccessToken(mine)).toBeNull();

  // The other browser still holds its token, which no longer works: its next page sends it to sign-in.
  expect(await storedAccessToken(other)).not.toBeNull();
  await other.goto(urlFor('PE', '/editar-registro'));
  await expect(other).toHaveURL(/\/signin/);
  expect(await storedAccessToken(other)).toBeNull();
  await Promise.all([first.close(), second.close()]);
});

test('password change: the current password first, the new one rated as the server does, other sessions end', {
  tag: CHANGES_CREDENTIALS,
}, async ({ browser }) => {
  test.slow();
  const email = 'doctor.cl@example.com';
  const newPassword = 'Cordillera-Nevada-2026';
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [mine, other] = await Promise.all([first.newPage(), second.newPage()]);
  for (const page of [mine, other]) {
    await skipConsentBanner(page);
    await signInAs(page, 'CL', email);
  }
  await mine.goto(urlFor('CL', '/editar-registro'));
  const form = mine.getByTestId('change-password-form');
  const current = form.locator('#change-password-current');
  const fresh = form.locator('#change-password-new');

  // A wrong current password: the field says so, nothing changes.
  await current.fill('Not-My-Password-1');
  await fresh.fill(newPassword);
  await form.getByRole('button', { name: es.password.save }).click();
  await expect(mine.getByTestId('change-password-current-error')).toHaveText(es.password.errors.currentWrong);

  // The meter weighs the holder's e-mail as the server does: this one holds the e-mail's name.
  const meter = mine.getByTestId('change-password-new-meter-strength');
  await fresh.fill('doctor.cl-2026');
  await expect(meter).toHaveAttribute('data-score', /^[0-2]$/);
  await current.fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: es.password.save }).click();
  await expect(mine.getByTestId('change-password-new-error')).toHaveText(es.password.errors.weak);
  await expectAccessible(mine);

  await fresh.fill(newPassword);
  await expect(meter).toHaveAttribute('data-score', /^[34]$/);
  await form.getByRole('button', { name: es.password.save }).click();
  await expect(mine.getByText(es.password.saved)).toBeVisible();
  await expect(current).toHaveValue('');

  // This browser stays signed in; the other is sent to sign-in on its next page.
  await mine.goto(urlFor('CL', '/preferencias-usuario'));
  await expect(mine).toHaveURL(urlFor('CL', '/preferencias-usuario'));
  await other.goto(urlFor('CL', '/editar-registro'));
  await expect(other).toHaveURL(/\/signin/);
  // The new password signs in, back to the page it was sent away from.
  await submitSignIn(other, 'CL', email, newPassword);
  await expect(other).toHaveURL(urlFor('CL', '/editar-registro'));
  await waitForMail(email, (mail) => mail.subject === dictionaries.es.mail.passwordChanged.subject);
  await Promise.all([first.close(), second.close()]);
});

test('e-mail change: a link to the new address moves the account, and the old address is told', {
  tag: CHANGES_CREDENTIALS,
}, async ({ page }) => {
  test.slow();
  const oldEmail = 'doctor.ar@example.com';
  const newEmail = `e2e.ar.${randomUUID()}@example.com`;
  await skipConsentBanner(page);
  await signInAs(page, 'AR', oldEmail);
  await page.goto(urlFor('AR', '/editar-registro'));
  await expect(page.locator('#profile-email')).toHaveValue(oldEmail);
  await expect(page.locator('#profile-email')).toHaveAttribute('readonly', '');

  const form = page.getByTestId('change-email-form');
  await form.locator('#change-email-new').fill(newEmail);
  await form.locator('#change-email-password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: es.email.submit }).click();
  await expect(page.getByTestId('change-email-sent')).toHaveText(
    es.email.sent.replace('{{email}}', newEmail),
  );
  await expectAccessible(page);
  // Nothing changed yet.
  await page.reload();
  await expect(page.locator('#profile-email')).toHaveValue(oldEmail);

  const link = await openMailedLink(page, newEmail, '/confirmar-email');
  await expect(page.getByTestId('confirm-email-done')).toContainText(
    es.email.confirm.done.replace('{{email}}', newEmail),
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: es.email.confirm.toProfile }).click();
  await expect(page.locator('#profile-email')).toHaveValue(newEmail);

  const notice = await waitForMail(
    oldEmail,
    (received) => received.subject === dictionaries.es.mail.emailChanged.subject,
  );
  expect(notice.text).toContain(newEmail);
  // The link is single-use.
  await page.goto(link);
  await expect(page.getByTestId('confirm-email-invalid')).toBeVisible();
});

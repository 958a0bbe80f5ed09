// The profile's account security: sign out everywhere, password change, e-mail change. These change a demo
// account's sessions or credentials, so they run after every other spec (each on its own demo account).
import { expect, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import { CHANGES_CREDENTIALS } from './environment.ts';
import { expectAccessible, signInAs, skipConsentBanner, storedAccessToken, urlFor } from './support.ts';

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

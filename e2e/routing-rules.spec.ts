import { expect, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import {
  expectAccessible,
  signInAs,
  skipConsentBanner,
  storedAccessToken,
  submitSignIn,
  urlFor,
} from './support.ts';

// The seed's routing rules: who lands where when a page is not theirs, or their session ends.
const VIEWPORTS = [
  { name: '1366 px', width: 1366, height: 850 },
  { name: '390 px', width: 390, height: 844 },
] as const;

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.name} a nurse is sent home from the doctor-finder with a toast saying why`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const pt = dictionaries['pt-br'].shell.guard;
    await signInAs(page, 'BR', 'nurse.br@example.com');
    await page.goto(urlFor('BR', '/docfinder'));
    await expect(page).toHaveURL(urlFor('BR', '/home'));
    await expect(page.getByText(pt.doctorFinder)).toBeVisible();
    await expectAccessible(page, undefined, { targetSize: viewport.width <= 390 });
  });

  test(`at ${viewport.name} a non-speaker is sent home from the speakers' list with a toast saying why`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const es = dictionaries['es-MX'].shell.guard;
    await signInAs(page, 'MX', 'doctor.mx@example.com');
    await page.goto(urlFor('MX', '/bayer-speakers'));
    await expect(page).toHaveURL(urlFor('MX', '/home'));
    await expect(page.getByText(es.speakerTraining)).toBeVisible();
    await expectAccessible(page, undefined, { targetSize: viewport.width <= 390 });
  });

  test(`at ${viewport.name} a 401 on any call signs out and signing in brings the physician back to the page`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signInAs(page, 'BR', 'doctor.br@example.com');
    await page.goto(urlFor('BR', '/eventos'));
    await expect(page.locator('#main-content h1')).toBeVisible();
    // The session ends on the server while the physician reads: the next call (not the profile's) is a 401.
    await page.route('**/api/events**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Session expired' }),
      }),
    );
    await page.reload();
    await expect(page).toHaveURL(urlFor('BR', '/signin'));
    expect(await storedAccessToken(page)).toBeNull();
    await expectAccessible(page, undefined, { targetSize: viewport.width <= 390 });
    await page.unroute('**/api/events**');
    await submitSignIn(page, 'BR', 'doctor.br@example.com');
    await expect(page).toHaveURL(urlFor('BR', '/eventos'));
  });
}

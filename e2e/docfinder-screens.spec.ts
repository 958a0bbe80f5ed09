import { expect, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import {
  DESKTOP_AND_PHONE,
  DOCFINDER_SEARCH,
  expectAccessible,
  signInAs,
  skipConsentBanner,
  urlFor,
} from './support.ts';

// The practice form and a public profile in Brazil and Mexico at 1366 px and 390 px, looked at: each
// screen is saved as a screenshot (test output) and passes axe, with target-size at 390 px.
const VIEWPORTS = DESKTOP_AND_PHONE;

const SEARCH = DOCFINDER_SEARCH;

for (const code of ['BR', 'MX'] as const) {
  const d = dictionaries[code === 'BR' ? 'pt-br' : 'es-MX'].docfinder;
  for (const viewport of VIEWPORTS) {
    test(`${code} at ${viewport.width} px: the practice form and a profile`, async ({ page }) => {
      test.slow();
      const phone = viewport.width <= 390;
      await page.setViewportSize(viewport);
      await skipConsentBanner(page);

      await page.goto(urlFor(code, SEARCH[code]));
      const card = page.getByTestId('docfinder-result').first();
      await expect(card).toBeVisible();
      await expect(card.locator('.initials-avatar')).toHaveText(/^[A-ZÁÉÍÓÚ]{1,2}$/);
      await page.screenshot({ path: test.info().outputPath(`results-${code}-${viewport.width}.png`) });
      await expectAccessible(page, undefined, { targetSize: phone });
      await card.getByRole('link', { name: new RegExp(`^${d.search.profile}: `) }).click();
      const profile = page.getByTestId('docfinder-profile');
      await expect(profile).toBeVisible();
      await expect(profile.locator('.initials-avatar')).toBeVisible();
      await expect(profile.getByRole('link', { name: new RegExp(d.search.map) }).first()).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`profile-${code}-${viewport.width}.png`),
        fullPage: true,
      });
      await expectAccessible(page, undefined, { targetSize: phone });

      await signInAs(page, code, `doctor.${code.toLowerCase()}@example.com`);
      await page.goto(urlFor(code, '/docfinder/cadastro-endereco'));
      await expect(page.getByTestId('docfinder-address-form')).toBeVisible();
      if (code === 'BR') {
        await page.locator('#address-postalCode').pressSequentially('01310100');
        await expect(page.locator('#address-city')).toHaveValue('São Paulo');
      }
      await page.screenshot({
        path: test.info().outputPath(`form-${code}-${viewport.width}.png`),
        fullPage: true,
      });
      await expectAccessible(page, undefined, { targetSize: phone });
    });
  }
}

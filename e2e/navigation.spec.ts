import { expect, type Locator, test } from '@playwright/test';
import type { CountryCode } from '@portal/countries';
import { dictionaries, type Lang } from '@portal/i18n';
import { expectAccessible, signInAs, skipConsentBanner, urlFor } from './support.ts';

const LANG: Record<'BR' | 'MX', Lang> = { BR: 'pt-br', MX: 'es-MX' };
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Area = keyof (typeof dictionaries)['pt-br']['shell']['nav'];

/** The navigation's areas a demo physician may use: every CRM physician has the doctor-finder, only the
 * Brazilian one has the speaker-training flag (README's demo accounts). */
function areasOf(code: 'BR' | 'MX'): Area[] {
  const areas: Area[] = ['home', 'contents', 'courses', 'events', 'medicalInformation', 'doctorFinder'];
  return code === 'BR' ? [...areas, 'speakerTraining'] : areas;
}

/** On a phone the areas are behind the menu button; opens it when it is there. */
async function openNavigation(nav: Locator, menu: string): Promise<void> {
  const toggle = nav.getByRole('button', { name: menu, exact: true });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

for (const code of ['BR', 'MX'] as const) {
  const t = dictionaries[LANG[code]].shell;
  for (const viewport of VIEWPORTS) {
    test(`${code} ${viewport.name}: every area is reachable from the navigation, search is in the header`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await skipConsentBanner(page);
      await signInAs(page, code, `doctor.${code.toLowerCase()}@example.com`);
      const nav = page.getByRole('navigation', { name: t.nav.label });

      if (viewport.name === 'phone') {
        // The page starts in the upper half of a phone screen: the navigation folds behind a button.
        // (Waits for the heading first: home renders it once its data is in, and boundingBox does not wait.)
        const heading = page.locator('#main-content h1').first();
        await expect(heading).toBeVisible();
        const main = await heading.boundingBox();
        expect(main?.y).toBeLessThan(viewport.height / 2);
        const toggle = nav.getByRole('button', { name: t.nav.menu });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(nav.getByRole('link', { name: t.nav.courses })).toBeHidden();
        await toggle.click();
        await expect(nav.getByRole('link', { name: t.nav.courses })).toBeVisible();
        await expectAccessible(page);
        // Escape closes the drawer and gives focus back to its button.
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
      } else {
        await expect(nav.getByRole('button', { name: t.nav.menu })).toBeHidden();
        await expectAccessible(page);
      }

      for (const area of areasOf(code)) {
        await openNavigation(nav, t.nav.menu);
        const link = nav.getByRole('link', { name: t.nav[area], exact: true });
        const href = await link.getAttribute('href');
        await link.click();
        await expect(page).toHaveURL(urlFor(code, href!));
        await expect(page.locator('#main-content h1').first()).toBeVisible();
        // The drawer closes on arrival; the area is marked as the current page.
        await openNavigation(nav, t.nav.menu);
        await expect(nav.getByRole('link', { name: t.nav[area], exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await page.keyboard.press('Escape');

        // Search is a visible control in the header of every signed-in page.
        await expect(page.getByRole('banner').getByRole('link', { name: t.nav.search })).toBeVisible();
      }

      await page.getByRole('banner').getByRole('link', { name: t.nav.search }).click();
      await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
    });
  }
}

test('areas the user may not use are not offered: a nurse sees neither the doctor-finder nor speaker training', async ({
  page,
}) => {
  const t = dictionaries['pt-br'].shell;
  await skipConsentBanner(page);
  await signInAs(page, 'BR', 'nurse.br@example.com');
  const nav = page.getByRole('navigation', { name: t.nav.label });
  await expect(nav.getByRole('link', { name: t.nav.courses })).toBeVisible();
  await expect(nav.getByRole('link', { name: t.nav.doctorFinder })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: t.nav.speakerTraining })).toHaveCount(0);
});

for (const signedIn of [false, true]) {
  test(`an unknown address redirects to the root with a toast saying the page was not found (${signedIn ? 'signed in' : 'anonymous'})`, async ({
    page,
  }) => {
    const code: CountryCode = 'MX';
    const t = dictionaries['es-MX'].shell;
    await skipConsentBanner(page);
    if (signedIn) await signInAs(page, code, 'doctor.mx@example.com');
    await page.goto(urlFor(code, '/no-such-page/at-all'));
    await expect(page).toHaveURL(urlFor(code, '/'));
    await expect(page.getByText(t.notFound.toast)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}

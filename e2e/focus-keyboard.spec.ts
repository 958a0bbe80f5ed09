import { expect, type Locator, type Page, test } from '@playwright/test';
import type { CountryCode } from '@portal/countries';
import { dictionaries, type Lang } from '@portal/i18n';
import { expectAccessible, skipConsentBanner, submitSignIn, urlFor, waitForHydration } from './support.ts';

// Focus and keyboard (WCAG 2.2 AA): focus after sign-in and route changes, the one country control, the
// cookie banner first and never over the focus, the header's steady height, and the keyboard journey.
const LANG: Record<'BR' | 'MX', Lang> = { BR: 'pt-br', MX: 'es-MX' };
const VIEWPORTS = [
  { name: '1366 px', width: 1366, height: 850 },
  { name: '390 px', width: 390, height: 844 },
] as const;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`not reached in ${max} presses: ${target}`);
}

/** The page's main heading has the focus, and the live region read the page's title. */
async function expectFocusOnHeading(page: Page): Promise<void> {
  const heading = page.locator('#main-content h1').first();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
  const title = await page.title();
  expect(title.length).toBeGreaterThan(0);
  await expect(page.getByTestId('route-announcer')).toHaveText(title);
}

for (const code of ['BR', 'MX'] as const) {
  const t = dictionaries[LANG[code]];
  for (const viewport of VIEWPORTS) {
    const phone = viewport.width <= 390;
    test(`${code} at ${viewport.name}: focus goes to the new page's heading after sign-in and each route change`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await skipConsentBanner(page);
      await submitSignIn(page, code, `doctor.${code.toLowerCase()}@example.com`);
      await expect(page).toHaveURL(urlFor(code, '/home'));
      await expectFocusOnHeading(page);
      const headerHeight = await page
        .getByRole('banner')
        .evaluate((header) => (header as HTMLElement).offsetHeight);
      await expectAccessible(page, undefined, { targetSize: phone });

      const nav = page.getByRole('navigation', { name: t.shell.nav.label });
      for (const area of ['courses', 'events', 'doctorFinder'] as const) {
        const menu = nav.getByRole('button', { name: t.shell.nav.menu, exact: true });
        if (await menu.isVisible()) await menu.click();
        await nav.getByRole('link', { name: t.shell.nav[area], exact: true }).click();
        await expectFocusOnHeading(page);
        // The header keeps its height from page to page.
        expect(
          await page.getByRole('banner').evaluate((header) => (header as HTMLElement).offsetHeight),
        ).toBe(headerHeight);
        await expectAccessible(page, undefined, { targetSize: phone });
      }
    });

    test(`${code} at ${viewport.name}: the country is one compact control, not seven links before the content`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await skipConsentBanner(page);
      await page.goto(urlFor(code));
      // The server's HTML carries the cookie banner until React knows the stored consent.
      await waitForHydration(page);
      const countries = page.getByRole('navigation', { name: t.header.country.listLabel });
      const toggle = countries.getByRole('button');
      await expect(toggle).toHaveText(new RegExp(code === 'BR' ? 'Brasil' : 'México'));
      await expect(countries.getByRole('link')).toHaveCount(0);
      // Tab order: the skip link, then the country control, then the brand.
      expect(await tabTo(page, page.getByRole('link', { name: t.common.skipToContent }))).toBe(1);
      expect(await tabTo(page, toggle)).toBe(1);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(countries.getByRole('link')).toHaveCount(7);
      await expect(countries.locator('a[aria-current="true"]')).toHaveCount(1);
      await expectAccessible(page, undefined, { targetSize: phone });
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      // Choosing a country loads the page in it.
      await toggle.click();
      await countries.getByRole('link', { name: code === 'BR' ? 'Colombia' : 'Brasil' }).click();
      await expect(page).toHaveURL(code === 'BR' ? /loc=co|^http:\/\/br\.localhost:\d+\/$/ : /./);
    });
  }
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.name} the cookie banner is first in the tab order and never hides the focused element`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto(urlFor('BR'));
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    // The room the page keeps below the banner is measured once React runs.
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="consent-banner"]'))),
    ).toBe(true);
    await expectAccessible(page, undefined, { targetSize: viewport.width <= 390 });
    // Through the whole page: no focused element outside the banner lies under it (WCAG 2.4.11).
    const bannerTop = (await banner.boundingBox())?.y ?? 0;
    let checked = 0;
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body || active.closest('[data-testid="consent-banner"]'))
          return null;
        const rect = active.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, name: active.textContent?.trim().slice(0, 40) };
      });
      if (!focused) continue;
      checked += 1;
      expect(focused.bottom, `"${focused.name}" is above the banner`).toBeLessThanOrEqual(bannerTop + 1);
    }
    expect(checked).toBeGreaterThan(10);
  });
}

test('keyboard journey: sign-in, a course, its exam in under 20 Tab presses after signing in', async ({
  page,
}) => {
  test.slow();
  const code: CountryCode = 'BR';
  const t = dictionaries['pt-br'];
  await skipConsentBanner(page);
  await page.goto(urlFor(code, '/signin'));
  await waitForHydration(page);
  await page.locator('#signin-email').fill('doctor.br@example.com');
  await page.locator('#signin-password').fill('Demo-Portal-2026!');
  await page.locator('#signin-password').press('Enter');
  await expect(page).toHaveURL(urlFor(code, '/home'), { timeout: 30_000 });
  await expectFocusOnHeading(page);

  let presses = 0;
  // The courses in the navigation: just before the heading, so Shift+Tab.
  const courses = page
    .getByRole('navigation', { name: t.shell.nav.label })
    .getByRole('link', { name: t.shell.nav.courses, exact: true });
  presses += await tabTo(page, courses, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlFor(code, '/cursos-online'));
  await expectFocusOnHeading(page);
  // A course: the first card after the heading.
  const course = page.locator('#main-content a[href^="/cursos-online/"]').first();
  await expect(course).toBeVisible();
  presses += await tabTo(page, course);
  const courseHref = await course.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlFor(code, courseHref ?? ''));
  await expectFocusOnHeading(page);
  // Its exam.
  const exam = page.locator('#main-content a[href$="/examen"]').first();
  await expect(exam).toBeVisible();
  presses += await tabTo(page, exam);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/examen$/);
  await expectFocusOnHeading(page);
  expect(presses).toBeLessThan(20);
  test.info().annotations.push({ type: 'tab presses', description: String(presses) });
});

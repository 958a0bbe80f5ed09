import { expect, type Page, test } from '@playwright/test';
import { type CountryCode, countryList } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { signInAs, skipConsentBanner, urlFor, waitForHydration } from './support.ts';

// Nothing is wider than a phone: every screen of the portal, in every country, at 390 px. One page load per
// route and country; each country signs in once and keeps the session for its signed-in screens.
const PHONE = { width: 390, height: 844 };

/** The list paths of each path language (lib/paths.ts); Brazil links to the Portuguese ones. */
const LISTS = {
  pt: ['/novidades', '/somente-no-UM', '/conteudos', '/productos', '/feed', '/salvos'],
  es: ['/novedades', '/solo-en-docuniverse', '/contenidos', '/productos', '/feed', '/guardados'],
} as const;

const PUBLIC_ROUTES = [
  '/',
  '/signin',
  '/cadastro',
  '/esqueci-senha',
  '/condiciones-de-uso',
  '/politica-de-privacidad',
  '/imprint',
  '/buscador-medico',
  '/docfinder/login',
  '/es-co',
  '/certificados/verificar/NO-SUCH-CODE',
  '/no-such-page',
];

/** How far the page reaches beyond the viewport's width (0 when it fits). */
async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // A screen is drawn once its heading is (a screen without one is measured as it stands after 15 s).
  await page
    .locator('#main-content h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * The first link on the current page whose path starts with `prefix` and goes one level deeper. The cards
 * come after the heading (their own request): wait for one, up to 15 s, rather than read the page once.
 */
async function firstDetail(page: Page, prefix: string): Promise<string | null> {
  const found = await page
    .waitForFunction(
      (start) => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('#main-content a[href]')];
        return (
          links
            .map((link) => new URL(link.href).pathname)
            .find((path) => path.startsWith(`${start}/`) && path.split('/').length === 3) ?? false
        );
      },
      prefix,
      { timeout: 15_000 },
    )
    .catch(() => null);
  return found ? ((await found.jsonValue()) as string) : null;
}

for (const country of countryList) {
  const code = country.code as CountryCode;
  test(`${code}: no screen is wider than a 390 px phone`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await skipConsentBanner(page);
    const wide: string[] = [];
    const check = async (path: string) => {
      await visit(page, urlFor(code, path));
      const overflow = await overflowOf(page);
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
    };

    for (const path of PUBLIC_ROUTES) await check(path);

    await signInAs(page, code, `doctor.${code.toLowerCase()}@example.com`);
    const lists = LISTS[country.contentLanguage];
    const details: string[] = [];
    const signedIn = [
      '/home',
      ...lists,
      '/cursos-online',
      '/certificados',
      '/eventos',
      '/medical-information',
      `${country.contentLanguage === 'pt' ? '/busca' : '/busqueda'}?q=cardio`,
      '/preferencias-usuario',
      '/editar-registro',
      '/docfinder',
      ...(code === 'BR' ? ['/bayer-speakers'] : []),
    ];
    for (const path of signedIn) {
      await check(path);
      // The first item of each list, course and event is checked too.
      const base = path.split('?')[0]!;
      if ([lists[2], lists[3], '/cursos-online', '/eventos'].includes(base)) {
        const detail = await firstDetail(page, base);
        if (detail) details.push(detail);
      }
    }
    expect(details.length, 'a content, product, course and event to open').toBeGreaterThanOrEqual(3);
    for (const path of details) await check(path);

    expect(wide).toEqual([]);
  });
}

test('the cookie banner takes at most a third of a phone screen, its choices in view', async ({ page }) => {
  const t = dictionaries['pt-br'].legal.consent;
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.goto(urlFor('BR'));
    const banner = page.getByTestId('consent-banner');
    const box = await banner.boundingBox();
    expect(box!.height, `${width} px`).toBeLessThanOrEqual(PHONE.height / 3);
    for (const name of [t.acceptAll, t.rejectAll, t.customize]) {
      await expect(banner.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    // Nothing wider than the screen (a vertical scrollbar, once the page is taller, makes it narrower).
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  }
  // The second layer fits the screen and scrolls inside (once React owns the banner the page arrived with).
  await waitForHydration(page);
  await page.getByTestId('consent-banner').getByRole('button', { name: t.customize }).click();
  const dialog = page.getByRole('dialog');
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(430);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await expect(dialog.getByRole('button', { name: t.save })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { COUNTRIES } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { expectAccessible, expectStrictCspThroughout, urlFor, waitForHydration } from './support.ts';

const es = dictionaries['es-MX'].legal;
const pt = dictionaries['pt-br'].legal;

expectStrictCspThroughout();

const mexicanPages = [
  { path: '/', heading: es.landing.heroTitle, title: 'Bayer | DocUniverse' },
  { path: '/condiciones-de-uso', heading: es.terms.title },
  { path: '/politica-de-privacidad', heading: es.privacy.title },
  { path: '/imprint', heading: es.imprint.title },
  { path: '/aceite-teste', heading: es.acceptanceTest.title },
  { path: '/buscador-medico', heading: es.doctorFinder.title },
  { path: '/es-co', heading: es.noIndex.title },
  { path: '/signin', heading: null },
];

for (const { path, heading, title } of mexicanPages) {
  test(`public page ${path} shows its content, has a branded title and passes axe`, async ({ page }) => {
    await page.goto(urlFor('MX', path));
    await expect(page).toHaveURL(urlFor('MX', path));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    if (heading) await expect(h1).toHaveText(heading);
    await expect(page).toHaveTitle(title ?? /^Bayer \| .+/);
    await expectAccessible(page);
  });
}

test('legal pages carry their full sections', async ({ page }) => {
  await page.goto(urlFor('BR', '/termos-de-uso'));
  await expect(page.getByRole('heading', { level: 2, name: pt.terms.sections[0]!.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(pt.terms.sections.length);
  await page.goto(urlFor('BR', '/politica-de-privacidad'));
  await expect(page.getByText(pt.privacy.sections[1]!.body[0]!.slice(0, 40))).toBeVisible();
});

test("Brazil's footer opens the portal's legal pages at Portuguese addresses, in Portuguese", async ({
  page,
}) => {
  await page.goto(urlFor('BR'));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Termos de uso' }).click();
  await expect(page).toHaveURL(urlFor('BR', '/termos-de-uso'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.terms.title);
  await footer.getByRole('link', { name: 'Política de privacidade' }).click();
  await expect(page).toHaveURL(urlFor('BR', '/politica-de-privacidade'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.privacy.title);
  await expectAccessible(page);
  await footer.getByRole('link', { name: 'Informações legais' }).click();
  await expect(page).toHaveURL(urlFor('BR', '/imprint'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.imprint.title);
});

test('the imprint shows the company of the country being viewed', async ({ page }) => {
  await page.goto(urlFor('BR', '/imprint'));
  const brazil = page.getByRole('article');
  await expect(brazil).toContainText('Bayer do Brasil Ltda.');
  await expect(brazil).toContainText(COUNTRIES.BR.company.address);
  await expect(brazil).not.toContainText('México');
  await expect(page.getByTestId('imprint-demo')).toHaveText(pt.imprint.demoNotice);
  await expectAccessible(page);

  await page.goto(urlFor('MX', '/imprint'));
  const mexico = page.getByRole('article');
  await expect(mexico).toContainText('Bayer de México, S.A. de C.V.');
  await expect(mexico).toContainText('RFC): BME850611QX4');
  await expect(mexico).toContainText(COUNTRIES.MX.footer.pharmacovigilance!.email);
  await expect(page.getByTestId('imprint-demo')).toHaveCount(0);
});

test("the password reset page is at the address of the country's language", async ({ page }) => {
  const identityPt = dictionaries['pt-br'].identity.resetPassword;
  const identityEs = dictionaries['es-MX'].identity.resetPassword;
  await page.goto(urlFor('BR', '/redefinir-senha?token=unknown'));
  await expect(page).toHaveTitle(new RegExp(identityPt.title));
  await page.goto(urlFor('MX', '/restablecer-contrasena?token=unknown'));
  await expect(page).toHaveURL(urlFor('MX', '/restablecer-contrasena?token=unknown'));
  await expect(page).toHaveTitle(new RegExp(identityEs.title));
});

test('a content link with a token opens the content in public mode', async ({ page }) => {
  const query = '?token=demo-public-token-pt&vidKey=demo';
  await page.goto(urlFor('BR', `/conteudos/pt-cardio-03${query}`));
  await expect(page).toHaveURL(urlFor('BR', `/aceite-teste/pt-cardio-03${query}`));
  await expect(page.getByTestId('public-access-form')).toBeVisible();
  await expect(page.getByTestId('public-access-denied')).toHaveCount(0);
  await expectAccessible(page);
});

test('an acceptance-test link without its token explains what is missing', async ({ page }) => {
  await page.goto(urlFor('BR', '/aceite-teste/1234'));
  await expect(page.getByTestId('public-access-denied')).toHaveAttribute('data-reason', 'incomplete');
  await expect(page.getByTestId('public-content')).toHaveCount(0);
  await expectAccessible(page);
});

test('es-co is not indexed; the other pages are', async ({ page }) => {
  await page.goto(urlFor('CO', '/es-co'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(urlFor('CO', '/condiciones-de-uso'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('an unknown path redirects to the root, and a short toast says the page was not found', async ({
  page,
}) => {
  await page.goto(urlFor('PE', '/no/such/page?x=1'));
  await expect(page).toHaveURL(urlFor('PE', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionaries.es.legal.landing.heroTitle);
  await expect(page.getByText(dictionaries.es.shell.notFound.toast)).toBeVisible();
});

test('Brazil sign-in offers the forgotten-e-mail link; other regions do not', async ({ page }) => {
  await page.goto(urlFor('BR', '/signin'));
  await expect(page.getByRole('link', { name: 'Esqueceu o e-mail?' })).toBeVisible();
  await page.goto(urlFor('CL', '/signin'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Esqueceu o e-mail?' })).toHaveCount(0);
});

test('the keyboard reaches the content through the skip link', async ({ page }) => {
  await page.goto(urlFor('BR'));
  // The server's HTML carries the cookie banner (first in the Tab order) until React reads the stored
  // consent: Tab once the page is hydrated.
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: dictionaries['pt-br'].common.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

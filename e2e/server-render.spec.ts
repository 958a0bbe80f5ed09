import { expect, type Page, test } from '@playwright/test';
import type { CountryCode } from '@portal/countries';
import { dictionaries, interpolate } from '@portal/i18n';
import { expectAccessible, expectStrictCspThroughout, urlFor } from './support.ts';

// The public pages arrive as HTML (issue 38, docs/decisions/029): without JavaScript a browser shows
// their heading; with it, React hydrates the same markup without a console error or a hydration warning,
// and the page works (the sign-in form validates, the doctor-finder searches).
const pt = dictionaries['pt-br'];
const mx = dictionaries['es-MX'];
const BRAZIL = { appName: 'Universo Médico', brand: 'Bayer' };
const MEXICO = { appName: 'DocUniverse', brand: 'Bayer' };

expectStrictCspThroughout();
// The worker registers as it does for visitors (blocked, its registration would log an error).
test.use({ serviceWorkers: 'allow' });
// Each test opens its page twice (without and with JavaScript) and waits for the network to settle.
test.beforeEach(() => test.slow());

const PAGES: { code: CountryCode; path: string; heading: string }[] = [
  { code: 'BR', path: '/', heading: pt.legal.landing.heroTitle },
  { code: 'BR', path: '/signin', heading: interpolate(pt.identity.signIn.heading, BRAZIL) },
  { code: 'BR', path: '/cadastro', heading: pt.identity.register.heading },
  { code: 'BR', path: '/termos-de-uso', heading: pt.legal.terms.title },
  { code: 'MX', path: '/politica-de-privacidad', heading: mx.legal.privacy.title },
  { code: 'MX', path: '/imprint', heading: mx.legal.imprint.title },
  {
    code: 'BR',
    path: '/buscador-medico?specialty=cardiology&state=SP',
    heading: pt.legal.doctorFinder.title,
  },
  { code: 'MX', path: '/certificados/verificar', heading: mx.training.verify.title },
  { code: 'MX', path: '/aceite-teste/unknown?token=abc', heading: mx.legal.acceptanceTest.title },
];

/** Console errors and warnings of the page, hydration's among them. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** Resolves once React owns the root (hydrateRoot or createRoot marks its container). */
async function rendered(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  return page.evaluate(() => document.getElementById('root')?.dataset.serverRendered ?? null) !== null;
}

for (const { code, path, heading } of PAGES) {
  test(`${code} ${path} arrives rendered and hydrates without a warning`, async ({ browser, page }) => {
    // Without JavaScript: the server's HTML alone.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await bare.newPage();
    await noScript.goto(urlFor(code, path));
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(heading);
    await bare.close();

    const messages = watchConsole(page);
    await page.goto(urlFor(code, path));
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', code);
    await rendered(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    await expectAccessible(page);
  });
}

test('a profile arrives with its physician and hydrates without a warning', async ({ page }) => {
  await page.goto(urlFor('BR', '/buscador-medico?specialty=cardiology&state=SP'));
  const card = page.getByTestId('docfinder-result').first();
  const href = await card.locator('a[href^="/buscador-medico/"]').first().getAttribute('href');
  const name = (await card.locator('.docfinder-card__name').textContent())?.trim();
  expect(href).toMatch(/^\/buscador-medico\/[a-z0-9-]+$/);

  const messages = watchConsole(page);
  // Fetched by the page: the country hosts resolve in the browser, not in Playwright's request context.
  const html = await page.evaluate(
    async (url) => (await fetch(url, { headers: { accept: 'text/html' } })).text(),
    urlFor('BR', href ?? '/'),
  );
  expect(html).toContain('"@type":"Physician"');
  expect(html).toMatch(/<script id="portal-data" type="application\/json" nonce="/);

  await page.goto(urlFor('BR', href ?? '/'));
  await rendered(page);
  await expect(page.getByTestId('docfinder-profile').getByRole('heading', { level: 1 })).toHaveText(
    name ?? '',
  );
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
  await expectAccessible(page);
});

test('after hydration the sign-in form validates and the doctor-finder searches', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(urlFor('MX', '/signin'));
  await rendered(page);
  await page.getByTestId('login-submit').click();
  // Checked by the form's own code: without hydration the browser would only reload the page.
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page).toHaveURL(urlFor('MX', '/signin'));

  await page.goto(urlFor('BR', '/buscador-medico'));
  await rendered(page);
  await page.getByLabel(pt.docfinder.search.specialty).selectOption('cardiology');
  await page.getByRole('button', { name: pt.docfinder.search.submit }).click();
  await expect(page).toHaveURL(/specialty=cardiology/);
  await expect(page.getByTestId('docfinder-result').first()).toBeVisible();
  // Messages of the failed sign-in's own checks aside, nothing went wrong.
  expect(messages.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
});

test('?loc on another country’s host renders and hydrates that country', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(urlFor('BR', '/signin?loc=mx'));
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', 'MX');
  await rendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    interpolate(mx.identity.signIn.heading, MEXICO),
  );
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});

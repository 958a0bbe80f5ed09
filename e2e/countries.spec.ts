import { expect, test } from '@playwright/test';
import { COUNTRIES, type CountryCode } from '@portal/countries';
import { expectAccessible, skipConsentBanner, urlFor } from './support.ts';

// What a visitor of each country's host must see, written out here (not read from the app's data)
// so that a wrong country configuration fails the test.
const expected: Record<CountryCode, { lang: string; signIn: RegExp; stateLabel: string }> = {
  BR: { lang: 'pt', signIn: /entrar/i, stateLabel: 'Estado' },
  MX: { lang: 'es-MX', signIn: /iniciar sesión/i, stateLabel: 'Estado de la República' },
  AR: { lang: 'es', signIn: /iniciar sesión/i, stateLabel: 'Provincia' },
  CL: { lang: 'es', signIn: /iniciar sesión/i, stateLabel: 'Región' },
  CR: { lang: 'es', signIn: /iniciar sesión/i, stateLabel: 'Provincia' },
  CO: { lang: 'es', signIn: /iniciar sesión/i, stateLabel: 'Provincia' },
  PE: { lang: 'es', signIn: /iniciar sesión/i, stateLabel: 'Provincia' },
};

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

for (const code of Object.keys(expected) as CountryCode[]) {
  test(`${code}: language, title, footer and legal links follow the host`, async ({ page }) => {
    const country = COUNTRIES[code];
    await page.goto(urlFor(code));
    await expect(page.locator('html')).toHaveAttribute('lang', expected[code].lang);
    await expect(page.getByRole('banner').getByRole('link', { name: expected[code].signIn })).toBeVisible();
    await expect(page).toHaveTitle(`Bayer | ${country.appName}`);
    await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute(
      'content',
      country.siteVerificationKey,
    );
    expect(country.labels.state).toBe(expected[code].stateLabel);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('approval-code')).toContainText(country.footer.approvalCode);
    await expect(footer.getByTestId('last-updated')).toHaveText(country.footer.lastUpdated);
    await expect(footer.getByRole('img', { name: country.footer.qrCodeAlt })).toBeVisible();

    const links = [country.legal.terms, country.legal.privacy, country.legal.contact, country.legal.imprint];
    for (const link of links) {
      if (!link) continue;
      const anchor = footer.getByRole('link', { name: link.label, exact: false }).first();
      await expect(anchor).toHaveAttribute('href', link.route ?? link.external ?? '');
      if (link.openInNewTab) await expect(anchor).toHaveAttribute('target', '_blank');
      else await expect(anchor).not.toHaveAttribute('target', '_blank');
    }
    await expectAccessible(page);
  });
}

test('Brazil footer has adverse-event and technical-complaint links and the doc-finder approval code', async ({
  page,
}) => {
  const footer = COUNTRIES.BR.footer;
  await page.goto(urlFor('BR'));
  const contentinfo = page.getByRole('contentinfo');
  await expect(contentinfo.getByRole('link', { name: /evento adverso/i })).toHaveAttribute(
    'href',
    footer.adverseEvent!.url,
  );
  await expect(contentinfo.getByRole('link', { name: /queixa técnica/i })).toHaveAttribute(
    'href',
    footer.technicalComplaint!.url,
  );
  await expect(contentinfo.getByTestId('doc-finder-approval-code')).toContainText(
    footer.docFinderApprovalCode!,
  );
  await expect(contentinfo.getByTestId('pharmacovigilance')).toHaveCount(0);
});

test('Mexico footer carries the pharmacovigilance contact in its disclaimer', async ({ page }) => {
  const contact = COUNTRIES.MX.footer.pharmacovigilance!;
  await page.goto(urlFor('MX'));
  const pharmacovigilance = page.getByRole('contentinfo').getByTestId('pharmacovigilance');
  await expect(pharmacovigilance).toContainText(contact.email);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /evento adverso/i })).toHaveCount(0);
});

test('?loc= overrides the host and is remembered', async ({ page }) => {
  await page.goto(urlFor('BR', '/?loc=mx'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('contentinfo').getByTestId('approval-code')).toContainText(
    COUNTRIES.MX.footer.approvalCode,
  );
  await expect(page).not.toHaveURL(/loc=/);

  await page.goto(urlFor('BR', '/condiciones-de-uso'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');

  await page.goto(urlFor('BR', '/?loc=CL'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('contentinfo').getByTestId('last-updated')).toHaveText(
    COUNTRIES.CL.footer.lastUpdated,
  );
});

test('an unknown ?loc= value is ignored and an unknown host is Brazil', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${new URL(urlFor('BR')).port}/?loc=zz`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('contentinfo').getByTestId('approval-code')).toContainText(
    COUNTRIES.BR.footer.approvalCode,
  );
});

test('the country selector switches country', async ({ page }) => {
  await page.goto(urlFor('BR'));
  // One compact control: the button opens the list of countries.
  const countries = page.getByRole('navigation', { name: /país|country/i });
  await countries.getByRole('button').click();
  await countries.getByRole('link', { name: 'Perú' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('contentinfo').getByTestId('approval-code')).toContainText(
    COUNTRIES.PE.footer.approvalCode,
  );
});

import { type Browser, expect, type Page, test } from '@playwright/test';
import { COUNTRIES, type CountryCode } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { E2E_CEPS, E2E_SILENT_CEP } from './cep-peer.ts';
import { BANNER_VIDEO } from './environment.ts';
import {
  chooseInCombobox,
  expectAccessible as expectAxeClean,
  signInAs,
  skipConsentBanner,
  urlFor,
  waitForHydration,
  watchCspViolations,
} from './support.ts';

/** axe once any toast has finished sliding in (mid-transition its text is half transparent). */
async function expectAccessible(
  page: Page,
  include?: string,
  options: Parameters<typeof expectAxeClean>[2] = {},
): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('[data-sonner-toast]')].flatMap((toast) =>
        toast.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
  );
  await expectAxeClean(page, include, options);
}

const pt = dictionaries['pt-br'];
const mx = dictionaries['es-MX'];

// Every test signs in as doctor.br or doctor.mx and joins, then leaves: one at a time.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: '390 px', size: { width: 390, height: 844 } },
];

async function anonymousPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await skipConsentBanner(page);
  return page;
}

/**
 * Adds a practice as a physician does: the CEP fills street, neighbourhood, UF and city (the e2e server
 * asks the local ViaCEP look-alike, e2e/cep-peer.ts); the number and phone are typed.
 */
async function addBrazilAddress(page: Page, cep: keyof typeof E2E_CEPS, targetSize: boolean) {
  const d = pt.docfinder;
  const known = E2E_CEPS[cep]!;
  await page.getByRole('link', { name: d.home.addAddress }).click();
  await expect(page).toHaveURL(urlFor('BR', '/docfinder/cadastro-endereco'));
  await expect(page.getByTestId('required-legend')).toHaveText(pt.common.requiredLegend);
  await page.locator('#address-postalCode').pressSequentially(cep);
  await expect(page.locator('#address-postalCode')).toHaveValue(`${cep.slice(0, 5)}-${cep.slice(5)}`);
  await expect(page.getByTestId('address-cep-status')).toHaveText(d.address.cepFilled);
  await expect(page.locator('#address-street')).toHaveValue(known.logradouro);
  await expect(page.locator('#address-district')).toHaveValue(known.bairro);
  await expect(page.locator('#address-state')).toHaveValue(known.uf);
  await expect(page.locator('#address-city')).toHaveValue(known.localidade);
  await page.locator('#address-number').fill('100');
  await page.locator('#address-phone').fill('(11) 3222-1234');
  await expectAccessible(page, undefined, { targetSize });
  await page.getByRole('button', { name: d.address.save }).click();
  await expect(page).toHaveURL(urlFor('BR', '/docfinder'));
}

for (const { name, size } of VIEWPORTS) {
  test(`BR at ${name}: doctor.br joins, adds and edits practices, is found anonymously, hides and leaves`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const d = pt.docfinder;
    await page.setViewportSize(size);
    await signInAs(page, 'BR', 'doctor.br@example.com');
    await page.goto(urlFor('BR', '/docfinder'));
    await expect(page.getByRole('heading', { name: d.home.notJoinedTitle })).toBeVisible();
    await expectAccessible(page);

    // Join: the consent is required, and explicit.
    await page.getByRole('link', { name: d.home.join }).click();
    await expect(page).toHaveURL(urlFor('BR', '/docfinder/cadastro'));
    await expect(page.locator('#join-name')).toHaveValue('Ana Souza Oliveira');
    await expect(page.locator('#join-register-uf')).toHaveValue('SP');
    await expectAccessible(page);
    await page.getByRole('button', { name: d.join.submit }).click();
    await expect(page.getByText(d.join.consentRequired)).toBeVisible();
    await page.getByLabel(d.consent.accept).check();
    await page.getByRole('button', { name: d.join.submit }).click();
    await expect(page).toHaveURL(urlFor('BR', '/docfinder'));
    await expect(page.getByTestId('docfinder-status')).toHaveText(d.home.statusListed);
    await expectAccessible(page);

    // Two practices, each filled from its CEP.
    const phone = size.width <= 390;
    await addBrazilAddress(page, '01310100', phone);
    await addBrazilAddress(page, '13015100', phone);
    await expect(page.getByTestId('docfinder-my-address')).toHaveCount(2);

    // Edit one: it loads; leaving with a change asks first; saving keeps the change.
    await page.getByRole('link', { name: /^Editar o endereço Avenida Paulista/ }).click();
    await expect(page).toHaveURL(/\/docfinder\/editar-endereco\//);
    await expect(page.locator('#address-street')).toHaveValue('Avenida Paulista');
    await expect(page.locator('#address-city')).toHaveValue('São Paulo');
    await page.locator('#address-number').fill('1578');
    await page.getByRole('link', { name: d.address.back }).click();
    const prompt = page.getByTestId('unsaved-changes');
    await expect(prompt).toBeVisible();
    await expectAccessible(page, '[data-testid="unsaved-changes"]');
    await prompt.getByRole('button', { name: pt.account.unsaved.stay }).click();
    await expect(page).toHaveURL(/\/docfinder\/editar-endereco\//);
    await page.getByRole('button', { name: d.address.save }).click();
    await expect(page).toHaveURL(urlFor('BR', '/docfinder'));
    await expect(page.getByText('Avenida Paulista, 1578')).toHaveCount(2);

    // Anyone, without an account, finds her by specialty and city and opens the profile.
    const visitor = await anonymousPage(browser, size);
    const cspViolations = watchCspViolations(visitor);
    await visitor.goto(urlFor('BR', '/buscador-medico'));
    await waitForHydration(visitor);
    await visitor.locator('#docfinder-specialty').selectOption('cardiology');
    await visitor.locator('#docfinder-city').fill('campinas');
    await visitor.getByRole('button', { name: d.search.submit }).click();
    const card = visitor.getByTestId('docfinder-result').filter({ hasText: 'Ana Souza Oliveira' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('CRM 123456/SP');
    await expect(card).toContainText('Campinas');
    await expect(card.getByRole('link', { name: /Ver no mapa/ }).first()).toHaveAttribute(
      'href',
      /maps\/search\/\?api=1&query=/,
    );
    // The listing's phone is both practices' phone: printed once.
    await expect(card.getByText('(11) 3222-1234')).toHaveCount(1);
    // "Ver no mapa" and "Ver perfil" are full-size targets (44 px high, a thumb's size).
    for (const link of [
      card.getByRole('link', { name: /Ver no mapa/ }).first(),
      card.getByRole('link', { name: `${d.search.profile}: Ana Souza Oliveira` }),
    ]) {
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(40);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    await expect(visitor.locator('body')).not.toContainText('@example.com');
    await expectAccessible(visitor, undefined, { targetSize: phone });
    await card.getByRole('link', { name: `${d.search.profile}: Ana Souza Oliveira` }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Ana Souza Oliveira');
    // The profile: initials, specialties, practices with a map link, the phone once.
    const profile = visitor.getByTestId('docfinder-profile');
    await expect(profile.locator('.initials-avatar')).toHaveText('AO');
    await expect(profile).toContainText(COUNTRIES.BR.specialtyLabels.cardiology);
    await expect(profile.getByRole('link', { name: /Ver no mapa/ })).toHaveCount(2);
    await expect(profile.getByText('(11) 3222-1234')).toHaveCount(1);
    await visitor.screenshot({
      path: test.info().outputPath(`profile-BR-${size.width}.png`),
      fullPage: true,
    });
    const jsonLd = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Physician', name: 'Ana Souza Oliveira' });
    expect(jsonLd.address).toHaveLength(2);
    await expectAccessible(visitor, undefined, { targetSize: phone });
    // The JSON-LD is a data block: the strict CSP has nothing to refuse.
    expect(cspViolations()).toEqual([]);
    const profileUrl = visitor.url();

    // Hide: gone from the search and the profile at once.
    await page.getByRole('button', { name: d.home.hide }).click();
    await expect(page.getByTestId('docfinder-status')).toHaveText(d.home.statusHidden);
    await visitor.goto(urlFor('BR', '/buscador-medico?specialty=cardiology&city=campinas'));
    // No other cardiologist practises in Campinas in the demo listing: the list is empty.
    await expect(visitor.getByTestId('docfinder-no-results')).toBeVisible();
    await expect(visitor.getByText('Ana Souza Oliveira')).toHaveCount(0);
    await visitor.goto(profileUrl);
    await expect(visitor.getByTestId('docfinder-profile-missing')).toBeVisible();
    await expectAccessible(visitor);
    await visitor.context().close();

    // Remove asks; leave asks, then the physician is back to "not joined".
    await page.getByRole('button', { name: /Remover o endereço .*Campinas/ }).click();
    await expect(page.getByTestId('docfinder-confirm')).toBeVisible();
    await expectAccessible(page, '[data-testid="docfinder-confirm"]');
    await page.getByTestId('docfinder-confirm').getByRole('button', { name: d.home.confirm }).click();
    await expect(page.getByTestId('docfinder-my-address')).toHaveCount(1);
    await page.getByRole('button', { name: d.home.leave }).click();
    await page.getByTestId('docfinder-confirm').getByRole('button', { name: d.home.confirm }).click();
    await expect(page.getByRole('heading', { name: d.home.notJoinedTitle })).toBeVisible();
  });
}

test('BR at 390 px: a CEP the service never answers leaves manual entry; a city typed in full saves', async ({
  page,
}) => {
  test.slow();
  const d = pt.docfinder;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/docfinder/cadastro'));
  await page.getByLabel(d.consent.accept).check();
  await page.getByRole('button', { name: d.join.submit }).click();
  await expect(page.getByTestId('docfinder-status')).toHaveText(d.home.statusListed);
  await page.getByRole('link', { name: d.home.addAddress }).click();

  // The look-up service hangs: after its 2 s the form says to type the address, and nothing was filled.
  await page.locator('#address-postalCode').pressSequentially(E2E_SILENT_CEP);
  await expect(page.getByTestId('address-cep-status')).toHaveText(d.address.cepLooking);
  await expect(page.getByTestId('address-cep-status')).toHaveText(d.address.cepUnavailable);
  await expect(page.locator('#address-street')).toHaveValue('');
  // An unknown CEP says so at once.
  await page.locator('#address-postalCode').fill('');
  await page.locator('#address-postalCode').pressSequentially('00000000');
  await expect(page.getByTestId('address-cep-status')).toHaveText(d.address.cepNotFound);

  await page.locator('#address-street').fill('Rua Augusta');
  await page.locator('#address-number').fill('200');
  await page.locator('#address-district').fill('Consolação');
  await page.locator('#address-state').selectOption('SP');
  // The city is one combobox: typing narrows the UF's cities...
  const city = page.getByRole('combobox', { name: d.address.city });
  await expect(city).toBeEnabled();
  await city.pressSequentially('campin');
  const listbox = page.locator(`#${await city.getAttribute('aria-controls')}`);
  await expect(listbox.getByRole('option', { name: 'Campinas', exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'São Paulo', exact: true })).toHaveCount(0);
  await expectAccessible(page, undefined, { targetSize: true });
  // ...and a name typed in full is the value, even when Save is pressed straight away.
  await city.fill('');
  await city.pressSequentially('São Paulo');
  await page.getByRole('button', { name: d.address.save }).click();
  await expect(page.getByText(d.address.required)).toHaveCount(0);
  await expect(page).toHaveURL(urlFor('BR', '/docfinder'));
  await expect(page.getByTestId('docfinder-my-address')).toContainText('São Paulo');

  await page.getByRole('button', { name: d.home.leave }).click();
  await page.getByTestId('docfinder-confirm').getByRole('button', { name: d.home.confirm }).click();
  await expect(page.getByRole('heading', { name: d.home.notJoinedTitle })).toBeVisible();
});

test('MX: doctor.mx joins with the cédula, adds a practice choosing its state from the list, and is found', async ({
  page,
  browser,
}) => {
  test.slow();
  const d = mx.docfinder;
  const code: CountryCode = 'MX';
  await signInAs(page, code, 'doctor.mx@example.com');
  await page.goto(urlFor(code, '/docfinder/cadastro'));
  await expect(page.locator('#join-register-uf')).toHaveCount(0);
  await page.getByLabel(d.consent.accept).check();
  await page.getByRole('button', { name: d.join.submit }).click();
  await expect(page.getByTestId('docfinder-status')).toHaveText(d.home.statusListed);
  await page.getByRole('link', { name: d.home.addAddress }).click();
  await expect(page.getByLabel(COUNTRIES.MX.labels.state)).toBeVisible();
  await page.locator('#address-postalCode').fill('44600');
  await page.locator('#address-street').fill('Avenida Chapultepec');
  await page.locator('#address-number').fill('15');
  await page.locator('#address-district').fill('Americana');
  await chooseInCombobox(page, '#address-state', 'jali', 'Jalisco');
  await page.locator('#address-city').fill('Guadalajara');
  await expectAccessible(page);
  await page.getByRole('button', { name: d.address.save }).click();
  await expect(page.getByTestId('docfinder-my-address')).toHaveCount(1);
  // Stored as MX-JAL, printed by its name.
  await expect(page.getByTestId('docfinder-my-address')).toContainText('Guadalajara - Jalisco');

  for (const size of [VIEWPORTS[0]?.size, VIEWPORTS[1]?.size]) {
    const visitor = await anonymousPage(browser, size ?? { width: 390, height: 844 });
    await visitor.goto(urlFor(code, '/buscador-medico?state=MX-JAL&name=hernandez'));
    await expect(visitor.locator('#docfinder-state')).toHaveValue('MX-JAL');
    await expect(
      visitor.getByTestId('docfinder-result').filter({ hasText: 'Alejandro Hernández López' }),
    ).toBeVisible();
    await expectAccessible(visitor);
    await visitor.context().close();
  }

  await page.getByRole('button', { name: d.home.leave }).click();
  await page.getByTestId('docfinder-confirm').getByRole('button', { name: d.home.confirm }).click();
  await expect(page.getByRole('heading', { name: d.home.notJoinedTitle })).toBeVisible();
});

test('the nurse (COREN) is sent home from the doctor-finder', async ({ page }) => {
  await signInAs(page, 'BR', 'nurse.br@example.com');
  for (const path of ['/docfinder', '/docfinder/cadastro', '/docfinder/cadastro-endereco']) {
    await page.goto(urlFor('BR', path));
    await expect(page).toHaveURL(urlFor('BR', '/home'));
  }
});

test('the banner video plays from Vimeo on request, and offers a way out when Vimeo cannot be reached', async ({
  page,
}) => {
  const player = `https://player.vimeo.com/video/${BANNER_VIDEO.id}`;
  // Vimeo is a third party these machines cannot reach: first as unreachable, then as a player that loads.
  let reachable = false;
  await page.route('https://player.vimeo.com/**', (route) =>
    reachable
      ? route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>player</title><script>parent.postMessage(JSON.stringify({event:'ready'}),'*')</script>`,
        })
      : route.abort('internetdisconnected'),
  );
  const cspViolations = watchCspViolations(page);
  await page.clock.install();
  await page.goto(urlFor('MX', '/buscador-medico'));
  const banner = page.getByTestId('docfinder-banner');
  await expect(banner.getByRole('heading', { name: mx.docfinder.banner.title })).toBeVisible();
  // Nothing from Vimeo before the visitor asks for it.
  await expect(banner.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);

  await banner.getByRole('button', { name: mx.docfinder.banner.play }).click();
  await expect(banner.getByRole('status')).toHaveText(mx.docfinder.banner.loading);
  await expect(banner.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`^${player}\\?h=${BANNER_VIDEO.token}&`),
  );
  await page.clock.runFor(10_000);
  const fallback = banner.getByRole('alert');
  await expect(fallback).toContainText(mx.docfinder.banner.unreachable);
  await expect(fallback.getByRole('link', { name: mx.docfinder.banner.openOnHost })).toHaveAttribute(
    'href',
    `https://vimeo.com/${BANNER_VIDEO.id}/${BANNER_VIDEO.token}`,
  );
  await expect(banner.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);

  reachable = true;
  await fallback.getByRole('button', { name: mx.docfinder.banner.retry }).click();
  await expect(banner.getByRole('status')).toHaveCount(0);
  const frame = banner.getByTitle(mx.docfinder.banner.frameTitle);
  await expect(frame).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(banner.getByRole('alert')).toHaveCount(0);
  await expect(frame).toBeVisible();
  expect(cspViolations()).toEqual([]);
});

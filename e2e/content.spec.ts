import { expect, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import { expectAccessible, signInAs, skipConsentBanner, urlFor, waitForHydration } from './support.ts';

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

// The demo corpus: the same topics in Portuguese (Brazil) and Spanish (the other countries).
const physicians = [
  {
    code: 'BR' as const,
    email: 'doctor.br@example.com',
    contents: '/conteudos',
    saved: '/salvos',
    search: '/busca',
    prefix: 'pt',
    language: 'pt-br' as const,
    textTitle: 'Fibrilação atrial: anticoagulação na prática',
    videoTitle: 'Hipertensão arterial resistente',
    queries: ['hipertensão', 'hipertensao', 'HIPERTENSAO', 'hipertensäo arterail'],
  },
  {
    code: 'MX' as const,
    email: 'doctor.mx@example.com',
    contents: '/contenidos',
    saved: '/guardados',
    search: '/busqueda',
    prefix: 'es',
    language: 'es-MX' as const,
    textTitle: 'Fibrilación auricular: anticoagulación en la práctica',
    videoTitle: 'Hipertensión arterial resistente',
    queries: ['hipertensión', 'hipertension', 'HIPERTENSION', 'hipertensoin arterail'],
  },
];

for (const physician of physicians) {
  const { code, prefix } = physician;

  test(`${code}: a physician browses home and opens a video, an audio, a text and a series with seasons`, async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, code, physician.email);
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.getByTestId('content-card').first()).toBeVisible();
    await expectAccessible(page);

    await page.goto(urlFor(code, `${physician.contents}/${prefix}-cardio-03`));
    const detail = page.getByTestId('content-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(physician.videoTitle);
    const video = page.getByTestId('content-video');
    await expect(video).toHaveAttribute('controls', '');
    // The browser fetches the media with Range requests and can play it.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('content-tag').first()).toHaveAttribute('data-tag', 'video');
    await expect(page.getByTestId('approval-code').first()).toBeVisible();
    await expectAccessible(page);

    await page.goto(urlFor(code, `${physician.contents}/${prefix}-cardio-05`));
    const audio = page.getByTestId('content-audio');
    await expect(audio).toHaveAttribute('controls', '');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expectAccessible(page);

    await page.goto(urlFor(code, `${physician.contents}/${prefix}-cardio-02`));
    await expect(page.getByTestId('content-detail').getByRole('heading', { level: 1 })).toHaveText(
      physician.textTitle,
    );
    await expect(page.getByTestId('content-body')).not.toBeEmpty();
    await expectAccessible(page);

    await page.goto(urlFor(code, `${physician.contents}/${prefix}-serie-cardio`));
    const seasons = page.getByTestId('content-seasons');
    await expect(seasons.getByRole('heading', { level: 3 })).toHaveCount(2);
    await seasons.locator('a[data-part-id]').nth(1).click();
    await expect(seasons.locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(page.getByTestId('media-player')).toBeVisible();
    await expectAccessible(page);
    // A video episode shows its own poster, not a black player.
    await seasons.locator('a[data-part-id]').nth(0).click();
    const poster = await page.getByTestId('content-video').getAttribute('poster');
    expect(poster).toBeTruthy();
    // Fetched by the page itself: the country hosts resolve inside Chromium only.
    expect(await page.evaluate(async (url) => (await fetch(url)).status, poster!)).toBe(200);

    // An unknown item shows the not-found state with its HTTP status.
    await page.goto(urlFor(code, `${physician.contents}/no-such-item`));
    await expect(page.getByTestId('content-state-notFound')).toHaveAttribute('data-response-status', '404');
  });

  test(`${code}: save an item and find it in the saved list`, async ({ page }) => {
    await signInAs(page, code, physician.email);
    await page.goto(urlFor(code, `${physician.contents}/${prefix}-cardio-02`));
    const toggle = page.getByTestId('save-toggle');
    if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.goto(urlFor(code, physician.saved));
    const saved = page.locator(`[data-testid="content-card"][data-content-id="${prefix}-cardio-02"]`);
    await expect(saved).toBeVisible();
    await expectAccessible(page);

    await saved.getByTestId('save-toggle').click();
    await page.reload();
    await expect(
      page.locator(`[data-testid="content-card"][data-content-id="${prefix}-cardio-02"]`),
    ).toHaveCount(0);
  });

  test(`${code}: search finds the item with and without accents, in any case, and with a typo`, async ({
    page,
  }) => {
    await signInAs(page, code, physician.email);
    for (const query of physician.queries) {
      await page.goto(urlFor(code, physician.search));
      await page.getByTestId('search-input').fill(query);
      await page.getByTestId('search-submit').click();
      await expect(page).toHaveURL(/[?&]q=/);
      const hit = page.locator(`[data-testid="search-result"][data-content-id="${prefix}-cardio-03"]`);
      await expect(hit, `"${query}" finds ${physician.videoTitle}`).toBeVisible();
      await expect(hit.locator('mark').first()).toBeVisible();
    }
    await expectAccessible(page);
    // The result's type and duration read as on the item's own page, in the page's language.
    const found = page.locator(`[data-testid="search-result"][data-content-id="${prefix}-cardio-03"]`);
    const resultMeta = (await found.locator('.search-result__meta').textContent()) ?? '';
    await found.getByTestId('search-result-link').click();
    await expect(page.getByTestId('content-detail').getByRole('heading', { level: 1 })).toHaveText(
      physician.videoTitle,
    );
    const tag = page.getByTestId('content-detail').getByTestId('content-tag').first();
    await expect(tag).toHaveText(dictionaries[physician.language].content.tags.video);
    expect(resultMeta).toContain((await tag.textContent()) ?? '-');
    const duration = ((await page.getByTestId('content-detail').textContent()) ?? '').match(
      /\d+ (s|min)/,
    )?.[0];
    expect(duration).toBeTruthy();
    expect(resultMeta).toContain(duration!);
  });
}

test('the nurse cannot reach speaker-training content; the flagged physician can', async ({ page }) => {
  await signInAs(page, 'BR', 'nurse.br@example.com');
  await page.goto(urlFor('BR', '/bayer-speakers/pt-palestrante-01'));
  await expect(page).toHaveURL(urlFor('BR', '/home'));
  await page.goto(urlFor('BR', '/conteudos/pt-palestrante-01'));
  await expect(page.getByTestId('content-state-forbidden')).toHaveAttribute('data-response-status', '403');
  await expect(
    page.getByText('Treinamento de palestrantes: comunicação científica em cardiologia'),
  ).toHaveCount(0);

  await page.getByTestId('user-menu').getByRole('button').first().click();
  await page.getByRole('button', { name: dictionaries['pt-br'].account.menu.signOut }).click();
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/bayer-speakers/pt-palestrante-01'));
  await expect(page.getByTestId('content-detail').getByRole('heading', { level: 1 })).toHaveText(
    'Treinamento de palestrantes: comunicação científica em cardiologia',
  );

  // The deck is restricted media: its link carries a signature and downloads; the bare file is refused.
  const deck = page.getByRole('link', { name: dictionaries['pt-br'].content.detail.slideDeck });
  const href = String(await deck.getAttribute('href'));
  expect(href).toMatch(/^\/media\/restricted\/.+\?expires=\d+&sub=.+&sig=/);
  const download = (url: string) =>
    page.evaluate(async (target) => {
      const response = await fetch(target);
      return { status: response.status, type: response.headers.get('content-type') };
    }, url);
  expect(await download(href)).toEqual({ status: 200, type: 'application/pdf' });
  expect((await download(href.split('?')[0] ?? '')).status).toBe(403);
});

test('a visitor with a content token sees the content only after accepting the terms', async ({ page }) => {
  const link = '/aceite-teste/pt-cardio-03?token=demo-public-token-pt&vidKey=demo';
  await page.goto(urlFor('BR', '/aceite-teste/pt-cardio-03?token=wrong-token&vidKey=demo'));
  await expect(page.getByTestId('public-access-denied')).toHaveAttribute('data-reason', 'badToken');
  await expect(page.getByTestId('public-content')).toHaveCount(0);

  await page.goto(urlFor('BR', link));
  await expect(page).toHaveURL(urlFor('BR', link));
  await expect(page.getByTestId('public-access-form')).toBeVisible();
  await expect(page.getByTestId('public-content')).toHaveCount(0);
  await expectAccessible(page);

  // Any number used to open the content (1 did): a name and number not in Brazil's registry are refused.
  await page.locator('#public-access-name').fill('Helena Prado');
  await page.locator('#public-access-register').fill('1');
  await page.locator('#public-access-accept').check();
  await page.getByTestId('public-access-submit').click();
  const refusal = page.getByTestId('public-access-denied');
  await expect(refusal).toHaveAttribute('data-reason', 'notRegistered');
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(refusal).toContainText(dictionaries['pt-br'].contentSearch.publicAccess.notRegistered);
  await expect(page.getByTestId('public-content')).toHaveCount(0);
  await expectAccessible(page);

  // A registered physician, written as in the council's record.
  await page.locator('#public-access-name').fill('Paulo Mendes Costa');
  await page.locator('#public-access-register').fill('CRM-MG 246810');
  await page.locator('#public-access-accept').uncheck();
  await page.getByTestId('public-access-submit').click();
  // Without accepting the terms nothing is shown.
  await expect(page.getByTestId('public-content')).toHaveCount(0);
  await page.locator('#public-access-accept').check();
  await page.getByTestId('public-access-submit').click();
  await expect(page.getByTestId('public-content')).toBeVisible();
  await expect(page.locator('#public-content-title')).toHaveText('Hipertensão arterial resistente');
  await expect(page.getByTestId('public-content-video')).toBeVisible();
  await expectAccessible(page);
});
test("a public link of Mexico refuses a number of another country's registry, in Mexican Spanish", async ({
  page,
}) => {
  await page.goto(urlFor('MX', '/aceite-teste/es-cardio-03?token=demo-public-token-es&vidKey=demo'));
  await waitForHydration(page);
  await expect(page.getByTestId('public-access-form')).toBeVisible();
  // A Brazilian physician's record is not in Mexico's registry (the link's country).
  await page.locator('#public-access-name').fill('Paulo Mendes Costa');
  await page.locator('#public-access-register').fill('246810');
  await page.locator('#public-access-accept').check();
  await page.getByTestId('public-access-submit').click();
  const refusal = page.getByTestId('public-access-denied');
  await expect(refusal).toHaveAttribute('data-reason', 'notRegistered');
  await expect(refusal).toContainText(dictionaries['es-MX'].contentSearch.publicAccess.notRegistered);
  await expectAccessible(page);
  await page.locator('#public-access-name').fill('Mariana Torres Ruiz');
  await page.locator('#public-access-register').fill('87654321');
  await page.getByTestId('public-access-submit').click();
  await expect(page.getByTestId('public-content')).toBeVisible();
  await expectAccessible(page);
});

test('every content list and a product pass axe, with items, for a Brazilian physician', async ({ page }) => {
  test.slow();
  await signInAs(page, 'BR', 'doctor.br@example.com');
  for (const path of ['/novidades', '/somente-no-UM', '/conteudos', '/feed', '/productos']) {
    await page.goto(urlFor('BR', path));
    await expect(page.getByTestId('content-list'), path).toBeVisible();
    await expect(page.getByTestId('content-card').first(), path).toBeVisible();
    await expectAccessible(page);
  }
  await page.getByTestId('content-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await expectAccessible(page);
});

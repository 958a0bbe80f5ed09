import { expect, test } from '@playwright/test';
import { dictionaries } from '@portal/i18n';
import { expectAccessible, signInAs, skipConsentBanner, urlFor } from './support.ts';

// The rough edges a physician met on the way: buttons that led to the wrong place, pages that were not pages.
const pt = dictionaries['pt-br'];

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

test('"Criar conta" on the landing opens registration', async ({ page }) => {
  await page.goto(urlFor('BR'));
  await page.getByRole('link', { name: pt.legal.landing.cta.register }).first().click();
  await expect(page).toHaveURL(urlFor('BR', '/cadastro'));
  await expect(page.getByRole('heading', { level: 1, name: pt.identity.register.heading })).toBeVisible();
});

test("the doctor-finder landing's button leads a signed-in CRM physician to the doctor-finder", async ({
  page,
}) => {
  await page.goto(urlFor('BR', '/buscador-medico'));
  await expect(page.getByRole('link', { name: pt.legal.doctorFinder.cta })).toHaveAttribute(
    'href',
    '/signin',
  );
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/buscador-medico'));
  await page.getByRole('link', { name: pt.legal.doctorFinder.cta }).click();
  await expect(page).toHaveURL(urlFor('BR', '/docfinder'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('events: the join screen of an upcoming event is a page; the past recording plays in the page', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/eventos'));
  const upcoming = page
    .getByTestId('events-upcoming')
    .getByTestId('event-card')
    .filter({ hasNot: page.locator('[data-testid="event-state"][data-state="live"]') })
    .first();
  const upcomingId = await upcoming.getAttribute('data-event-id');
  const pastIds = await page
    .getByTestId('events-past')
    .getByTestId('event-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-event-id')));

  await page.goto(urlFor('BR', `/eventos/${upcomingId}/participar`));
  const notLive = page.getByTestId('meeting-not-live');
  await expect(notLive.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notLive.getByTestId('event-time')).toBeVisible();
  await expect(notLive.getByText(pt.events.detail.notLiveYet)).toBeVisible();
  await expectAccessible(page);

  let played = false;
  for (const id of pastIds) {
    await page.goto(urlFor('BR', `/eventos/${id}`));
    await expect(page.getByTestId('event-ended')).toBeVisible();
    const video = page.getByTestId('event-recording');
    if ((await video.count()) === 0) continue;
    await expect(page.getByRole('link', { name: pt.events.detail.recording })).toHaveCount(0);
    // The player loads the recording (its metadata, served with range requests) and keeps 16:9.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    const box = await video.boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    await expectAccessible(page);
    played = true;
    break;
  }
  expect(played, 'a past event with a recording').toBe(true);
});

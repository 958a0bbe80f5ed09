import { expect, type Locator, type Page, test } from '@playwright/test';
import type { PortalEvent } from '@portal/contracts';
import { dictionaries } from '@portal/i18n';
import { expectAccessible, expectFits, signInAs, skipConsentBanner, urlFor } from './support.ts';

// Feedback a person notices (issue 37, item 2): the saved toggle says its state, the article popup is
// replaced by its success state, a toast never covers the focused element, events carry a date block and a
// state badge. At 1366 px and 390 px, in Brazil and Mexico; axe (target-size on at 390 px) on each.
const COUNTRIES = [
  { code: 'BR', lang: 'pt-br', email: 'doctor.br@example.com', contents: '/conteudos', prefix: 'pt' },
  { code: 'MX', lang: 'es-MX', email: 'doctor.mx@example.com', contents: '/contenidos', prefix: 'es' },
] as const;
const ZONES = { BR: 'America/Sao_Paulo', MX: 'America/Mexico_City' } as const;
const VIEWPORTS = [
  { name: '1366 px', width: 1366, height: 850, item: 'cardio-04' },
  { name: '390 px', width: 390, height: 844, item: 'cardio-06' },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The focused element's box in the viewport. */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const rect = (document.activeElement as HTMLElement).getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });

/** Unsaves the item when an earlier run left it saved. */
async function unsaved(toggle: Locator): Promise<void> {
  await expect(toggle).toHaveAttribute('aria-pressed', /true|false/);
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
}

for (const country of COUNTRIES) {
  const t = dictionaries[country.lang];
  for (const viewport of VIEWPORTS) {
    const { width, height } = viewport;
    const at = `${country.code} at ${viewport.name}`;

    test(`${at}: "save for later" is a toggle that says it is saved, and unsaving works`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await skipConsentBanner(page);
      await signInAs(page, country.code, country.email);
      await page.goto(urlFor(country.code, `${country.contents}/${country.prefix}-${viewport.item}`));
      const toggle = page.getByTestId('content-detail').getByTestId('save-toggle');
      await unsaved(toggle);
      await expect(toggle).toHaveText(t.content.save.add);
      const idle = await toggle.evaluate((element) => getComputedStyle(element).backgroundColor);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveText(t.content.save.saved);
      await expect(toggle).toBeFocused();
      // A visible change beyond the word: the button fills.
      expect(await toggle.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(idle);
      await expectAccessible(page);
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveText(t.content.save.saved);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toHaveText(t.content.save.add);
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });

    test(`${at}: a toast never covers the focused element, and is announced politely`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await skipConsentBanner(page);
      await signInAs(page, country.code, country.email);
      await page.goto(urlFor(country.code, `${country.contents}/${country.prefix}-${viewport.item}`));
      const toggle = page.getByTestId('content-detail').getByTestId('save-toggle');
      await unsaved(toggle);
      const toasts = page.locator('[data-sonner-toast]');
      await expect(toasts).toHaveCount(0, { timeout: 15_000 });

      // A window just tall enough for the button: it sits in the bottom band a toast would take.
      const top = (await toggle.boundingBox())!;
      const short = Math.ceil(top.y + top.height + 12);
      await page.setViewportSize({ width, height: short });
      await toggle.click();
      // The pointer leaves the button for the middle of the window, which no toast takes: a toast that moves
      // under a resting pointer pauses its timer (as it should), and the one below must time out.
      await page.mouse.move(width / 2, short / 2);
      const toast = toasts.filter({ hasText: t.content.save.added });
      await expect(toast).toBeVisible();
      await expect(page.locator('section[aria-live="polite"]').filter({ has: toast })).toHaveCount(1);
      await expect(toggle).toBeFocused();
      expect(overlaps((await toast.boundingBox())!, await focusedBox(page)), 'toast over the button').toBe(
        false,
      );
      await expectAccessible(page);

      // The focus moves to the top of the page while the toast is up: the toast gets out of its way too.
      await page.getByRole('link', { name: t.common.skipToContent }).focus();
      // (A toast that has already timed out covers nothing.)
      await expect(async () => {
        const box = await toast.boundingBox({ timeout: 1_000 }).catch(() => null);
        if (box) expect(overlaps(box, await focusedBox(page))).toBe(false);
      }).toPass();

      // At full height the button is high on the page: the toast stays at the bottom, clear of it.
      await expect(toasts).toHaveCount(0, { timeout: 20_000 });
      await page.setViewportSize({ width, height });
      await toggle.click();
      const removed = toasts.filter({ hasText: t.content.save.removed });
      await expect(removed).toBeVisible();
      await expect(toggle).toBeFocused();
      const box = (await removed.boundingBox())!;
      expect(overlaps(box, await focusedBox(page))).toBe(false);
      expect(box.y).toBeGreaterThan(height / 2);
    });

    test(`${at}: the article popup is replaced by its success state`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await skipConsentBanner(page);
      await signInAs(page, country.code, country.email);
      const menu = page.getByRole('button', { name: t.shell.nav.menu, exact: true });
      if (await menu.isVisible()) await menu.click();
      await page.getByTestId('article-request-trigger').click();
      const dialog = page.getByTestId('article-request-dialog');
      await expect(dialog).toBeVisible();
      const product = dialog.locator('#article-product');
      await product.selectOption({ index: 1 });
      await dialog.locator('#article-title').fill(`Artigo de teste ${country.code} ${viewport.name}`);
      // The phone comes from the profile.
      await expect(dialog.locator('#article-phone')).not.toHaveValue('');
      await dialog.getByTestId('article-send').click();

      const success = dialog.getByTestId('article-success');
      await expect(success).toHaveText(t.medicalInformation.article.success);
      await expect(success).toBeFocused();
      await expect(dialog.getByTestId('article-request-form')).toHaveCount(0);
      await expect(dialog.locator('input, select, textarea')).toHaveCount(0);
      await expect(dialog.getByTestId('article-new-request')).toBeVisible();
      await expect(dialog.getByTestId('article-close')).toBeVisible();
      await expectAccessible(page);
      if (width <= 390) await expectFits(page, width);

      await dialog.getByTestId('article-new-request').click();
      await expect(dialog.locator('#article-title')).toHaveValue('');
      await expect(dialog.locator('#article-phone')).toBeFocused();
      await dialog.getByTestId('article-close').click();
      await expect(dialog).toBeHidden();
    });

    test(`${at}: events show a date block in the viewer's zone and a state badge, by a controlled clock`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await skipConsentBanner(page);
      await signInAs(page, country.code, country.email);
      // The clock stands at a whole hour; the events are placed around it: upcoming, live, recorded, ended.
      const now = Math.floor(Date.now() / 3_600_000) * 3_600_000;
      const day = 86_400_000;
      // 02:00 UTC three days on: still the day before in São Paulo and Mexico City.
      const upcomingStart = Math.floor((now + 3 * day) / day) * day + 2 * 3_600_000;
      const event = (
        id: string,
        start: number,
        minutes: number,
        extra: Partial<PortalEvent>,
      ): PortalEvent => ({
        id,
        title: `Evento ${id}`,
        description: '<p>Descrição</p>',
        speakers: [{ name: 'Dra. Ana Lima' }],
        specialty: null,
        language: country.lang,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + minutes * 60_000).toISOString(),
        timeZone: ZONES[country.code],
        provider: 'jitsi',
        recordingUrl: null,
        imageUrl: null,
        live: false,
        ...extra,
      });
      const upcoming = event('e2e-upcoming', upcomingStart, 60, {});
      const live = event('e2e-live', now - 20 * 60_000, 60, { live: true });
      const recorded = event('e2e-recorded', now - 2 * day, 60, { recordingUrl: '/media/none.mp4' });
      const ended = event('e2e-ended', now - 3 * day, 60, {});
      await page.route('**/api/events', (route) =>
        route.fulfill({ json: { upcoming: [live, upcoming], past: [recorded, ended] } }),
      );
      await page.route('**/api/events/e2e-*', (route) => {
        const id = new URL(route.request().url()).pathname.split('/').pop();
        route.fulfill({ json: [upcoming, live, recorded, ended].find((item) => item.id === id) });
      });
      await page.clock.install({ time: now });
      await page.goto(urlFor(country.code, '/eventos'));

      const card = (id: string) => page.locator(`[data-testid="event-card"][data-event-id="${id}"]`);
      const expected: [PortalEvent, string][] = [
        [upcoming, 'upcoming'],
        [live, 'live'],
        [recorded, 'recorded'],
        [ended, 'ended'],
      ];
      for (const [item, state] of expected) {
        const badge = card(item.id).getByTestId('event-state');
        await expect(badge).toHaveAttribute('data-state', state);
        await expect(badge).toHaveText(t.events.badge[state as keyof typeof t.events.badge]);
      }
      // The date block: the day and month in the viewer's zone, as the locale writes them.
      const parts = new Intl.DateTimeFormat(country.lang, {
        timeZone: ZONES[country.code],
        day: 'numeric',
        month: 'short',
      }).formatToParts(new Date(upcoming.startsAt));
      const dayInZone = parts.find((part) => part.type === 'day')?.value;
      expect(dayInZone).toBe(String(new Date(upcomingStart - day).getUTCDate()));
      await expect(card(upcoming.id).getByTestId('event-date-day')).toHaveText(dayInZone!);
      const month = (parts.find((part) => part.type === 'month')?.value ?? '').replace(/\.$/, '');
      await expect(card(upcoming.id).getByTestId('event-date-month')).toHaveText(month);
      await expectAccessible(page);
      if (width <= 390) await expectFits(page, width);

      // The event page carries the same block and badge.
      for (const [item, state] of [
        [live, 'live'],
        [recorded, 'recorded'],
      ] as const) {
        await page.goto(urlFor(country.code, `/eventos/${item.id}`));
        const detail = page.getByTestId('event-detail');
        await expect(detail.getByTestId('event-state')).toHaveAttribute('data-state', state);
        await expect(detail.getByTestId('event-date-block')).toBeVisible();
        await expectAccessible(page);
      }
      // An upcoming event's page says so.
      await page.goto(urlFor(country.code, `/eventos/${upcoming.id}`));
      await expect(page.getByTestId('event-detail').getByTestId('event-state')).toHaveAttribute(
        'data-state',
        'upcoming',
      );
    });
  }
}

import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_ANALYTICS_CONTAINER } from '@portal/countries';
import { skipConsentBanner, urlFor } from './support.ts';

interface ScreenView {
  event: string;
  screen_class: string;
  userCrmId: unknown;
  veevaID?: unknown;
  at: number;
}

// Stamps each screen_view with the time it was pushed, so the test can measure the delay.
async function recordScreenViews(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; __screenViews: unknown[] };
    w.__screenViews = [];
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        if ((item as { event?: string }).event === 'screen_view') {
          w.__screenViews.push({ ...(item as object), at: performance.now() });
        }
      }
      return push(...items);
    };
    w.dataLayer = layer;
  });
}

function screenViews(page: Page): Promise<ScreenView[]> {
  return page.evaluate(() => (window as unknown as { __screenViews: ScreenView[] }).__screenViews);
}

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
  await recordScreenViews(page);
});

test('screen_view arrives 2500 ms after a visit, with the screen label', async ({ page }) => {
  await page.goto(urlFor('MX', '/condiciones-de-uso'));
  const visitedAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1500);
  expect(await screenViews(page)).toEqual([]);

  await expect.poll(async () => (await screenViews(page)).length, { timeout: 5000 }).toBe(1);
  const [view] = await screenViews(page);
  expect(view!.screen_class).toBe('condiciones-de-uso');
  expect(view!).toHaveProperty('userCrmId');
  expect(view!).not.toHaveProperty('veevaID');
  // Pushed 2500 ms after the visit (the visit itself was recorded a little after navigation started).
  expect(view!.at - visitedAt).toBeGreaterThan(2000);
  expect(view!.at - visitedAt).toBeLessThan(3200);
});

test('each client-side navigation gets its own screen_view with its label', async ({ page }) => {
  // Mexico hosts its legal pages itself, so its footer links navigate inside the app.
  await page.goto(urlFor('MX', '/'));
  await expect
    .poll(async () => (await screenViews(page)).map((v) => v.screen_class), { timeout: 5000 })
    .toEqual(['home']);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacidad/i })
    .first()
    .click();
  await expect
    .poll(async () => (await screenViews(page)).map((v) => v.screen_class), { timeout: 5000 })
    .toEqual(['home', 'politica-de-privacidad']);
});

test('the analytics container is the default one on a development host', async ({ page }) => {
  await page.goto(urlFor('PE', '/'));
  const containers = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string; container?: string }[] }).dataLayer
        .filter((item) => item.event === 'gtm.js')
        .map((item) => item.container),
    );
  await expect.poll(containers).toEqual([DEFAULT_ANALYTICS_CONTAINER]);
  // The tag-manager script itself waits for analytics consent.
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

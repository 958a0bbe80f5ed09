import { expect, type Page, test } from '@playwright/test';
import { COUNTRIES, DEFAULT_ANALYTICS_CONTAINER, SCREEN_VIEW_DELAY_MS } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { CONSENT_POLICY_VERSION, type ConsentRecord, DEFAULT_CHOICES } from '../apps/web/src/lib/consent.ts';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage-keys.ts';
import { pauseClock, skipConsentBanner, urlFor, waitForHydration, watchCspViolations } from './support.ts';

interface ScreenView {
  event: string;
  screen_class: string;
  userCrmId: unknown;
  veevaID?: unknown;
  at: number;
}

// Stamps each screen_view with the time it was pushed (the page's clock is Playwright's).
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

async function labels(page: Page): Promise<string[]> {
  return (await screenViews(page)).map((view) => view.screen_class);
}

/** Follows a footer link (Mexico hosts its legal pages itself, so they open inside the app). */
async function followFooterLink(page: Page, name: string, pageTitle: string) {
  await page.getByRole('contentinfo').getByRole('link', { name }).first().click();
  // The title is set by the new screen's effects, which run with the shell's visit: the visit is counted.
  await expect.poll(() => page.title()).toContain(pageTitle);
}

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
  await recordScreenViews(page);
});

test('each visit pushes its own screen_view 2500 ms after it (not a millisecond sooner), with its label', async ({
  page,
}) => {
  const mx = COUNTRIES.MX.legal;
  const es = dictionaries['es-MX'].legal;
  await page.clock.install();
  await page.goto(urlFor('MX', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading comes with the server's HTML; the visit starts once React owns the page.
  await waitForHydration(page);
  // From here the browser's clock moves only when the test moves it; one delay later the landing's view is in.
  await pauseClock(page);
  await page.clock.runFor(SCREEN_VIEW_DELAY_MS);
  expect(await labels(page)).toEqual(['home']);

  await followFooterLink(page, mx.terms.label, es.terms.title);
  const visitedAt = await page.evaluate(() => performance.now());
  await page.clock.runFor(SCREEN_VIEW_DELAY_MS - 1);
  expect(await labels(page)).toEqual(['home']);
  await page.clock.runFor(1);
  expect(await labels(page)).toEqual(['home', 'condiciones-de-uso']);
  const view = (await screenViews(page)).at(-1)!;
  expect(view.at - visitedAt).toBe(SCREEN_VIEW_DELAY_MS);
  expect(view).toHaveProperty('userCrmId');
  expect(view).not.toHaveProperty('veevaID');

  await followFooterLink(page, mx.privacy.label, es.privacy.title);
  await page.clock.runFor(SCREEN_VIEW_DELAY_MS - 1);
  expect(await labels(page)).toEqual(['home', 'condiciones-de-uso']);
  await page.clock.runFor(1);
  expect(await labels(page)).toEqual(['home', 'condiciones-de-uso', 'politica-de-privacidad']);
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

test('after analytics consent the tag manager loads through the page nonce, with no CSP violation', async ({
  page,
}) => {
  const violations = watchCspViolations(page);
  const accepted: ConsentRecord = {
    choices: { ...DEFAULT_CHOICES, analytics: true },
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: '2026-01-01T00:00:00.000Z',
  };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.consent,
    JSON.stringify(accepted),
  ] as const);
  // The real tag manager is on the internet: a stand-in answers for it and says that it ran.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'window.__tagManagerRan = (window.__tagManagerRan || 0) + 1;',
    }),
  );
  const response = await page.goto(urlFor('MX', '/'));
  const policy = String(response?.headers()['content-security-policy']);
  expect(policy).not.toContain('googletagmanager');
  expect(policy).toMatch(/script-src [^;]*'nonce-/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __tagManagerRan?: number }).__tagManagerRan))
    .toBe(1);
  const script = page.locator('script[src*="googletagmanager.com/gtm.js"]');
  await expect(script).toHaveCount(1);
  expect(await script.evaluate((element) => (element as HTMLScriptElement).nonce)).not.toBe('');
  expect(violations()).toEqual([]);
});

import { expect, type Page, test } from '@playwright/test';
import { COUNTRIES, TOAST_DURATION_MS } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import {
  expectAccessible,
  holdRequests,
  pauseClock,
  skipConsentBanner,
  urlFor,
  waitForHydration,
} from './support.ts';

const pt = dictionaries['pt-br'].legal;

/** Stamps each toast with the time when it enters the page (the page's Date is Playwright's clock). */
async function stampToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const now = String(Date.now());
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = [node, ...node.querySelectorAll<HTMLElement>('*')];
          for (const toast of toasts.filter((element) => element.matches('[data-sonner-toast]'))) {
            toast.dataset.e2eShownAt ??= now;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('consent banner', () => {
  test('offers reject-all as prominently as accept-all, and remembers the choice', async ({ page }) => {
    await page.goto(urlFor('BR'));
    // The landing arrives rendered: a click before React owns the banner would do nothing.
    await waitForHydration(page);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expectAccessible(page);

    const accept = banner.getByRole('button', { name: pt.consent.acceptAll });
    const reject = banner.getByRole('button', { name: pt.consent.rejectAll });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(acceptBox!.height - rejectBox!.height)).toBeLessThanOrEqual(1);
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/public/consents'));
    await reject.click();
    expect((await saved).status()).toBe(201);
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });

  test('second layer: categories off by default, necessary always on, saved with a toast that lasts 2 s', async ({
    page,
  }) => {
    await page.clock.install();
    await stampToasts(page);
    await page.goto(urlFor('BR'));
    await waitForHydration(page);
    await page.getByTestId('consent-banner').getByRole('button', { name: pt.consent.customize }).click();
    const dialog = page.getByRole('dialog', { name: pt.consent.dialogTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await expect(dialog.getByRole('switch', { name: pt.consent.categories.analytics.title })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(dialog.getByRole('switch', { name: pt.consent.categories.marketing.title })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(dialog.getByRole('switch', { name: pt.consent.categories.necessary.title })).toBeDisabled();

    await dialog.getByRole('switch', { name: pt.consent.categories.analytics.title }).click();
    // From here the browser's clock moves only when the test moves it.
    await pauseClock(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/public/consents'));
    await dialog.getByRole('button', { name: pt.consent.save }).click();
    // A pointer resting on a toast holds its timer (sonner): keep it away.
    await page.mouse.move(0, 0);
    expect((await request).postDataJSON()).toMatchObject({
      country: 'BR',
      choices: { analytics: true, marketing: false },
    });
    await expect(dialog).toBeHidden();

    // The toast's code loads with the first toast and it is shown from a timer: step the clock until it is.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: pt.consent.saved });
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(toast).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 30_000 });
    const shownAt = Number(await toast.getAttribute('data-e2e-shown-at'));
    expect(shownAt).toBeGreaterThan(0);
    const now = await page.evaluate(() => Date.now());
    await page.clock.runFor(shownAt + TOAST_DURATION_MS - 1 - now);
    await expect(toast).toHaveCSS('opacity', '1');
    await page.clock.runFor(1);
    await expect(toast).toHaveCSS('opacity', '0');
    // Out of the page once its exit has run.
    await page.clock.runFor(1000);
    await expect(toast).toHaveCount(0);
    await page.clock.resume();

    // The footer button reopens the second layer with the saved choices.
    await page.getByRole('contentinfo').getByRole('button', { name: pt.consent.reopen }).click();
    await expect(
      page.getByRole('dialog').getByRole('switch', { name: pt.consent.categories.analytics.title }),
    ).toHaveAttribute('aria-checked', 'true');
  });
});

test('the blocking overlay covers the page while a request runs and is released when it completes', async ({
  page,
}) => {
  const consents = await holdRequests(page, '**/api/public/consents');
  await page.goto(urlFor('BR'));
  await waitForHydration(page);
  await page.getByTestId('consent-banner').getByRole('button', { name: pt.consent.acceptAll }).click();

  const overlay = page.getByTestId('blocking-overlay');
  await expect(overlay).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
  // The overlay takes the clicks meant for the page below it.
  const topmost = await page.evaluate(() => {
    const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return element?.closest('[data-testid="blocking-overlay"]') !== null;
  });
  expect(topmost).toBe(true);

  consents.release();
  await expect(overlay).toBeHidden();
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
});

test.describe('dentist warning popup', () => {
  test.beforeEach(async ({ page }) => {
    await skipConsentBanner(page);
  });

  test('explains that CRO accounts are no longer supported, links the company site and support, and closes', async ({
    page,
  }) => {
    await page.goto(urlFor('BR', '/?aviso=cro'));
    const dialog = page.getByRole('dialog', { name: pt.dentistWarning.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('CRO');
    await expect(
      dialog.getByRole('link', { name: pt.dentistWarning.companySiteLabel.replace('{{brand}}', 'Bayer') }),
    ).toHaveAttribute('href', /^https:\/\//);
    await expect(dialog.getByRole('link', { name: COUNTRIES.BR.support.email })).toHaveAttribute(
      'href',
      `mailto:${COUNTRIES.BR.support.email}`,
    );
    await expect(page).not.toHaveURL(/aviso=/);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: pt.dentistWarning.ok }).click();
    await expect(dialog).toBeHidden();
  });

  test('closes with Escape, in Spanish for a Spanish-speaking country', async ({ page }) => {
    const es = dictionaries.es.legal.dentistWarning;
    await page.goto(urlFor('AR', '/?aviso=cro'));
    const dialog = page.getByRole('dialog', { name: es.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

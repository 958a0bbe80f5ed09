import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  DESKTOP_AND_PHONE,
  DOCFINDER_SEARCH,
  DRAW_OFFSCREEN_ROWS,
  expectAccessible,
  signInAs,
  skipConsentBanner,
  urlFor,
} from './support.ts';

// Issue 37 item 1, the imagery system, in Brazil and Mexico at 1366 px and 390 px: thumbnails are pictures
// or designed fallbacks that never print the title, the home's products show packshots, events show their
// picture or the pattern, doctor-finder profiles show initials; every <img> has width, height and alt,
// those below the fold load lazily, and nothing shifts while pictures arrive. Each screen is saved as a
// screenshot (test output) and passes axe.
// Deadlines, never measurements: a machine shared with other work may take long to show a screen.
const expect = baseExpect.configure({ timeout: 30_000 });

const VIEWPORTS = DESKTOP_AND_PHONE;
const SEARCH = DOCFINDER_SEARCH;

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  alt: string | null;
  loading: string;
  belowFold: boolean;
}

/** Sums the layout shifts the page records (CLS) from the moment `resetShifts` is called. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const resetShifts = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __shifts: number }).__shifts = 0));
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

/** What every <img> of the page declares, judged where it sits before any scrolling. */
async function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.locator('img').evaluateAll((images) =>
    images.map((element) => {
      const img = element as HTMLImageElement;
      return {
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.getAttribute('alt'),
        loading: img.loading,
        belowFold: img.getBoundingClientRect().top + window.scrollY > window.innerHeight,
      };
    }),
  );
}

function expectDeclaredImages(facts: ImageFacts[]) {
  for (const image of facts) {
    expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
    expect(image.alt, `${image.src} alt`).not.toBeNull();
    if (image.belowFold) expect(image.loading, `${image.src} below the fold`).toBe('lazy');
  }
}

/**
 * A loaded picture that fills its box (no object-fit) has the shape its width and height declare: the box
 * the browser keeps for it before it loads is that shape, so nothing moves when it arrives.
 */
async function expectLoadedImagesKeepTheirShape(page: Page) {
  const loaded = await page.locator('img').evaluateAll((images) =>
    images
      .map((element) => element as HTMLImageElement)
      .filter((img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).objectFit === 'fill')
      .map((img) => ({
        src: img.getAttribute('src') ?? '',
        declared: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
        natural: img.naturalWidth / img.naturalHeight,
      })),
  );
  expect(loaded.length).toBeGreaterThan(0);
  for (const image of loaded)
    expect(Math.abs(image.declared - image.natural) / image.natural, `${image.src} shape`).toBeLessThan(0.02);
}

/** Scrolls through the page so lazy pictures load, then back up; the layout must not move. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const code of ['BR', 'MX'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`${code} at ${viewport.width} px: pictures and designed fallbacks, no title printed, no shift`, async ({
      page,
    }) => {
      // Five screens and a sign-in: long on a machine shared with other work.
      test.setTimeout(480_000);
      const shot = (name: string) =>
        page.screenshot({
          path: test.info().outputPath(`${name}-${code}-${viewport.width}.png`),
          fullPage: true,
          style: DRAW_OFFSCREEN_ROWS,
        });
      await page.setViewportSize(viewport);
      await skipConsentBanner(page);
      await recordShifts(page);

      // The doctor-finder's list and a profile (public): initials avatars.
      await page.goto(urlFor(code, SEARCH[code]));
      const result = page.getByTestId('docfinder-result').first();
      await expect(result.locator('.initials-avatar')).toHaveText(/^[A-ZÁÉÍÓÚ]{1,2}$/);
      expectDeclaredImages(await imageFacts(page));
      await shot('docfinder-list');
      await expectAccessible(page);
      await result.getByRole('link').last().click();
      await expect(page.getByTestId('docfinder-profile').locator('.initials-avatar')).toBeVisible();
      await shot('docfinder-profile');
      await expectAccessible(page);

      // The home: every card's picture is an image or the pattern, none carries text.
      await signInAs(page, code, `doctor.${code.toLowerCase()}@example.com`);
      const cards = page.getByTestId('content-card');
      await expect(cards.first()).toBeVisible();
      await resetShifts(page);
      const facts = await imageFacts(page);
      expectDeclaredImages(facts);
      const thumbnails = page.locator('[data-testid="content-card"] [data-testid="thumbnail"]');
      expect(await thumbnails.count()).toBe(await cards.count());
      for (const text of await thumbnails.allTextContents()) expect(text.trim()).toBe('');
      expect(await thumbnails.locator('[data-testid="artwork-fallback"]').count()).toBe(await cards.count());
      // The demo pictures themselves are drawn without text (the title is never printed again).
      const card = cards.first();
      const src = await card.locator('img').getAttribute('src');
      const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
      const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src ?? '');
      expect(svg).toContain('<svg');
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(title);
      expect(await card.locator('img').getAttribute('srcset')).toMatch(/ 640w, .* 1280w$/);

      // Products: packshots, loaded once scrolled to.
      const products = page.getByTestId('cluster-products').getByTestId('content-card');
      await expect(products.first()).toBeVisible();
      await scrollThrough(page);
      // Demo packshots, or the picture an editor uploaded for a product published by another spec.
      for (const img of await products.locator('img').all())
        await expect(img).toHaveAttribute('src', /-prod-|^\/media\/console\//);
      const packshot = products.first().locator('img');
      await packshot.scrollIntoViewIfNeeded();
      await expect
        .poll(() => packshot.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      // The picture is painted over its fallback, not hidden under it.
      const onTop = await packshot.evaluate((el) => {
        const box = el.getBoundingClientRect();
        // The card's stretched link lies over both: compare the picture's place with the fallback's.
        const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const fallback = stack.findIndex((e) => e.matches('[data-testid="artwork-fallback"]'));
        return stack.indexOf(el) !== -1 && stack.indexOf(el) < fallback;
      });
      expect(onTop).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await shifts(page)).toBe(0);
      await expectLoadedImagesKeepTheirShape(page);
      await shot('home');
      await expectAccessible(page);

      // A content page.
      await cards.first().getByRole('link').first().click();
      await expect(page.getByTestId('content-detail')).toBeVisible();
      expectDeclaredImages(await imageFacts(page));
      await shot('content');
      await expectAccessible(page);

      // Events: the picture where the console gave one, the specialty's pattern otherwise.
      await page.goto(urlFor(code, '/eventos'));
      const events = page.getByTestId('event-card');
      await expect(events.first()).toBeVisible();
      await resetShifts(page);
      expectDeclaredImages(await imageFacts(page));
      const eventImages = events.getByTestId('event-image');
      expect(await eventImages.count()).toBe(await events.count());
      expect(await eventImages.locator('[data-testid="artwork-fallback"]').count()).toBe(
        await events.count(),
      );
      expect(await eventImages.locator('img').count()).toBeGreaterThan(0);
      expect(await eventImages.locator('img').count()).toBeLessThan(await events.count());
      await scrollThrough(page);
      expect(await shifts(page)).toBe(0);
      await shot('events');
      await expectAccessible(page);

      // An event's speakers: a portrait or the initials beside each name.
      await events.first().getByRole('link').first().click();
      const speakers = page.getByTestId('event-speakers');
      await expect(speakers).toBeVisible();
      await expect(speakers.locator('img, .initials-avatar')).toHaveCount(
        await speakers.locator('li').count(),
      );
      expectDeclaredImages(await imageFacts(page));
      await shot('event');
      await expectAccessible(page);
    });
  }
}

const COURSES_AND_SEARCH = {
  BR: { courses: '/cursos-online', search: '/busca?q=hipertens%C3%A3o' },
  MX: { courses: '/cursos-online', search: '/busqueda?q=hipertensi%C3%B3n' },
} as const;

/** The first item of an API answer loses its pictures, as an item the console gave none would be. */
async function firstWithoutPicture(page: Page, url: string) {
  await page.route(url, async (route) => {
    // Node does not resolve the country hosts (br.localhost): ask localhost, naming the host.
    const address = new URL(route.request().url());
    const host = address.host;
    address.hostname = 'localhost';
    const response = await route.fetch({
      url: address.toString(),
      headers: { ...route.request().headers(), host },
    });
    const body = await response.json();
    if (body.items?.[0]) body.items[0].thumbnail = [];
    await route.fulfill({ response, json: body });
  });
}

/** Every picture box is text-free, sized, and drawn: a picture with srcset/sizes or the designed pattern. */
async function expectPictureBoxes(page: Page, testId: string) {
  const cards = page.getByTestId(testId);
  await expect(cards.first()).toBeVisible();
  const first = await cards.first().getAttribute('data-content-id');
  const boxes = cards.getByTestId('thumbnail');
  await expect(boxes.first()).toBeVisible();
  expect(await boxes.count()).toBe(await cards.count());
  for (const text of await boxes.allTextContents()) expect(text.trim()).toBe('');
  expect(await boxes.locator('[data-testid="artwork-fallback"]').count()).toBe(await cards.count());
  // The item without a picture shows the pattern, at the size a picture would have.
  const bare = page.locator(`[data-testid="${testId}"][data-content-id="${first}"]`).getByTestId('thumbnail');
  await expect(bare.locator('img')).toHaveCount(0);
  const fallback = bare.getByTestId('artwork-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).not.toHaveText(/\S/);
  const size = await fallback.boundingBox();
  expect(size?.width ?? 0).toBeGreaterThan(80);
  expect(Math.round(((size?.width ?? 0) / (size?.height ?? 1)) * 9)).toBe(16);
  // Those with a picture declare it fully.
  const pictures = boxes.locator('img');
  expect(await pictures.count()).toBeGreaterThan(0);
  for (const img of await pictures.all()) {
    await expect(img).toHaveAttribute('srcset', / 640w, .* 1280w$/);
    await expect(img).toHaveAttribute('sizes', /\S/);
  }
  expectDeclaredImages(await imageFacts(page));
}

for (const code of ['BR', 'MX'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`${code} at ${viewport.width} px: course cards and search results draw the designed fallback`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await skipConsentBanner(page);
      await firstWithoutPicture(page, '**/api/clusters/training*');
      await firstWithoutPicture(page, '**/api/search?*');
      await signInAs(page, code, `doctor.${code.toLowerCase()}@example.com`);

      await page.goto(urlFor(code, COURSES_AND_SEARCH[code].courses));
      await expectPictureBoxes(page, 'course-card');
      await page.screenshot({
        path: test.info().outputPath(`courses-${code}-${viewport.width}.png`),
        fullPage: true,
      });
      await expectAccessible(page);

      await page.goto(urlFor(code, COURSES_AND_SEARCH[code].search));
      await expectPictureBoxes(page, 'search-result');
      await page.screenshot({
        path: test.info().outputPath(`search-${code}-${viewport.width}.png`),
        fullPage: true,
      });
      await expectAccessible(page);
    });
  }
}

// Watching a course's lessons as the player reports them: the test moves the video's playback position
// (the demo clips last 3 s) and fires `timeupdate`, as playing does. The server counts a lesson once 90 % is
// played no faster than its own clock allows since the lesson opened, so each step retries until it may.
import { expect, type Page } from '@playwright/test';
import type { CountryCode } from '@portal/countries';
import { urlFor } from './support.ts';

/** Plays the `index`-th lesson of the course page to its end and waits until it counts as complete. */
export async function watchLesson(page: Page, country: CountryCode, courseId: string, index: number) {
  await page.goto(urlFor(country, `/cursos-online/${courseId}`));
  await page.getByTestId('lesson-item').nth(index).getByRole('link').click();
  await playOpenLesson(page, index);
}

/** Plays the lesson open on the page (the `index`-th of the list) to its end, until it counts. */
export async function playOpenLesson(page: Page, index: number) {
  const item = page.getByTestId('lesson-item').nth(index);
  const video = page.getByTestId('lesson-player').locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  await expect(async () => {
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = element.duration;
      element.dispatchEvent(new Event('timeupdate'));
    });
    await expect(item).toHaveAttribute('data-completed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Every lesson of the course, in order. */
export async function watchLessons(page: Page, country: CountryCode, courseId: string) {
  await page.goto(urlFor(country, `/cursos-online/${courseId}`));
  await expect(page.getByTestId('lesson-item').first()).toBeVisible();
  const count = await page.getByTestId('lesson-item').count();
  for (let index = 0; index < count; index++) await watchLesson(page, country, courseId, index);
}

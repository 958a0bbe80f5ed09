// Courses as courses everywhere (issue 12, item 4): a course opens the course screen from the home, the
// search and the saved list; its card shows the user's progress; the exam terms are asked once per user.
// And "did you mean" (item 8) for a search that finds nothing.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs, skipConsentBanner, urlFor } from './support.ts';
import { playOpenLesson } from './support-lessons.ts';

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

const courseCard = (page: Page, id: string) =>
  page.getByTestId('cluster-training').locator(`[data-testid="content-card"][data-content-id="${id}"]`);

test('a course opens the course screen from the home, search and saved list, and its card shows the progress after a lesson', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 850 });
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/home'));
  // A course of the training row the physician has not started (other tests use other courses).
  const fresh = page
    .getByTestId('cluster-training')
    .getByTestId('content-card')
    .filter({ has: page.locator('[data-testid="course-status"][data-status="not_started"]') })
    .last();
  await expect(fresh).toBeVisible();
  const id = (await fresh.getAttribute('data-content-id')) ?? '';
  const title = (await fresh.getByRole('heading').textContent())?.trim() ?? '';
  await expect(fresh.getByTestId('course-workload')).toContainText('Carga horária');
  // Measured by its workload only: the trailer's length is not a course's duration.
  await expect(fresh).not.toContainText('Duração');

  // From the home: the course screen, with its status, lessons and the exam.
  await fresh.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cursos-online/${id}$`));
  await expect(page.getByTestId('course-detail')).toBeVisible();
  await expect(page.getByTestId('course-take-exam')).toBeVisible();
  await expect(page.getByTestId('course-detail').getByTestId('course-status')).toHaveAttribute(
    'data-status',
    'not_started',
  );
  await expectAccessible(page);

  // The first lesson: opened, the course is in progress; played through, it counts, and the control
  // continues at the second.
  await page.getByTestId('course-detail').getByTestId('course-next-lesson').click();
  await expect(page).toHaveURL(new RegExp(`/cursos-online/${id}/${id}-l1$`));
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  await expect(page.getByTestId('course-detail').getByTestId('course-status')).toHaveAttribute(
    'data-status',
    'in_progress',
  );
  await expect(page.getByTestId('course-lessons-viewed')).toContainText('0 de 3');
  await expect(page.getByTestId('course-lessons-left')).toContainText('Faltam 3 aulas');
  await playOpenLesson(page, 0);
  await expect(page.getByTestId('course-lessons-viewed')).toContainText('1 de 3');
  await expect(page.getByTestId('course-lessons-left')).toContainText('Faltam 2 aulas');

  await page.goto(urlFor('BR', '/home'));
  const card = courseCard(page, id);
  await expect(card.getByTestId('course-status')).toHaveAttribute('data-status', 'in_progress');
  await expect(card.getByTestId('course-next-lesson')).toHaveAttribute(
    'href',
    `/cursos-online/${id}/${id}-l2`,
  );
  await card.getByTestId('save-toggle').click();
  await expect(card.getByTestId('save-toggle')).toHaveAttribute('aria-pressed', 'true');

  // From the search results.
  await page.goto(urlFor('BR', `/busca?q=${encodeURIComponent(title)}`));
  const hit = page.locator(`[data-testid="search-result"][data-content-id="${id}"]`);
  await expect(hit.getByTestId('course-status')).toHaveAttribute('data-status', 'in_progress');
  await hit.getByTestId('search-result-link').click();
  await expect(page).toHaveURL(new RegExp(`/cursos-online/${id}$`));
  await expect(page.getByTestId('course-detail')).toBeVisible();

  // From the saved list.
  await page.goto(urlFor('BR', '/salvos'));
  const saved = page.locator(`[data-testid="content-card"][data-content-id="${id}"]`);
  await saved.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cursos-online/${id}$`));
  await expect(page.getByTestId('course-detail')).toBeVisible();
});

test('the course page passes axe on a phone, and the exam terms are asked once per user', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'BR', 'nurse.br@example.com');
  await page.goto(urlFor('BR', '/cursos-online'));
  const first = page.getByTestId('course-card').first();
  const id = (await first.getAttribute('data-content-id')) ?? '';
  await page.goto(urlFor('BR', `/cursos-online/${id}`));
  await expect(page.getByTestId('course-detail').getByTestId('course-status')).toBeVisible();
  await expectAccessible(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.getByTestId('course-take-exam').click();
  await expect(page.getByTestId('exam-terms')).toBeVisible();
  await page.getByTestId('exam-accept').check();
  await page.getByTestId('exam-accept-submit').click();
  // The exam opens after the lessons: the screen says so, with no start button.
  await expect(page.getByTestId('exam-gate')).toContainText(/faltam? \d/);
  await expect(page.getByTestId('exam-start')).toHaveCount(0);
  // Accepted for this user: a later visit goes straight to the instructions.
  await page.goto(urlFor('BR', `/cursos-online/${id}/examen`));
  await expect(page.getByTestId('exam-gate')).toBeVisible();
  await expect(page.getByTestId('exam-terms')).toHaveCount(0);
  await page.goto(urlFor('BR', `/cursos-online/${id}`));
  await expect(page.getByTestId('course-detail').getByTestId('course-status')).toHaveAttribute(
    'data-status',
    'in_progress',
  );
});

test('a search without results offers the closest query, which finds results', async ({ page }) => {
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/busca?q=dyslipdemia'));
  await expect(page.getByTestId('search-empty')).toBeVisible();
  const suggestion = page.getByTestId('search-suggestion');
  await expect(suggestion).toHaveText('Você quis dizer dislipidemia?');
  await expectAccessible(page);
  await page.getByTestId('search-suggestion-link').click();
  await expect(page).toHaveURL(/\/busca\?q=dislipidemia$/);
  await expect(page.getByTestId('search-result').first()).toBeVisible();

  await signInAs(page, 'MX', 'doctor.mx@example.com');
  await page.goto(urlFor('MX', '/busqueda?q=dyslipdemia'));
  await expect(page.getByTestId('search-suggestion')).toHaveText('¿Quiso decir dislipidemia?');
});

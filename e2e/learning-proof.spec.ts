// What a certificate proves (issue 35), end to end in Chromium as doctor.cr: the exam waits for the
// lessons, which count only once played through; a failed attempt's feedback says which answers were
// wrong without naming the right ones; the retake waits for its pause (the screen says until when); the
// console's course rules lift the pause; the retake asks new questions; a pass reveals the key and gives
// the certificate. Every screen passes axe.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_BANKS } from '../packages/demo-data/src/training-seed/index.ts';
import { CONSOLE, consoleSignIn, expectAccessible, signInAs, skipConsentBanner, urlFor } from './support.ts';
import { watchLessons } from './support-lessons.ts';

const COURSE = 'es-pneumo-09';
const BANK = DEMO_BANKS['pneumo-09'].questions;

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

/** The bank entry of the question on screen (the test's answer key). */
async function shownQuestion(page: Page) {
  const shown =
    (await page.getByTestId('exam-question').getByRole('heading').first().textContent())?.trim() ?? '';
  const entry = BANK.find((q) => shown.includes(q.es[0]));
  if (!entry) throw new Error(`question not in the bank: ${shown}`);
  return entry;
}

/** Answers every question (right or wrong on purpose) and submits; returns the questions asked. */
async function takeExam(page: Page, right: boolean): Promise<string[]> {
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-runner')).toBeVisible();
  const asked: string[] = [];
  const total = await page.getByTestId('exam-question-link').count();
  for (let i = 0; i < total; i++) {
    await page.getByTestId('exam-question-link').nth(i).click();
    const entry = await shownQuestion(page);
    asked.push(entry.es[0]);
    const index = right ? entry.answer : (entry.answer + 1) % 4;
    await page
      .getByTestId('exam-question')
      .getByLabel(entry.es[index + 1]!, { exact: true })
      .check();
    await expect(page.getByTestId('exam-save-status')).toHaveAttribute('data-status', 'saved');
  }
  await page.getByTestId('exam-review').click();
  await page.getByTestId('exam-submit').click();
  await page.getByTestId('exam-confirm').click();
  await expect(page.getByTestId('exam-result')).toBeVisible();
  return asked;
}

test('a physician watches the lessons, fails, is told when to retry, retakes new questions and passes', async ({
  page,
  browser,
}) => {
  test.slow();
  // The browser's clock is Playwright's from here (the player's progress reports run on it).
  await page.clock.install();
  await signInAs(page, 'CR', 'doctor.cr@example.com');

  // Before any lesson: the course page says what is left, and the exam screen does not open.
  await page.goto(urlFor('CR', `/cursos-online/${COURSE}`));
  await expect(page.getByTestId('course-lessons-left')).toContainText('Faltan 3 clases');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByTestId('course-take-exam').click();
  await page.getByTestId('exam-accept').check();
  await page.getByTestId('exam-accept-submit').click();
  await expect(page.getByTestId('exam-gate')).toContainText('faltan 3');
  await expect(page.getByTestId('exam-start')).toHaveCount(0);
  await expectAccessible(page);

  // The lessons, played through: each shows its progress and counts.
  await watchLessons(page, 'CR', COURSE);
  await page.goto(urlFor('CR', `/cursos-online/${COURSE}`));
  await expect(page.getByTestId('course-lessons-viewed')).toContainText('3 de 3');
  await expect(page.locator('[data-testid="lesson-item"][data-completed="true"]')).toHaveCount(3);
  await expect(page.getByTestId('lesson-progress').first()).toContainText('3 de 3 s');
  await expect(page.getByTestId('course-lessons-left')).toHaveCount(0);
  await expectAccessible(page);

  // A failed attempt: which answers were wrong, never the right ones.
  await page.goto(urlFor('CR', `/cursos-online/${COURSE}/examen`));
  const first = await takeExam(page, false);
  await expect(page.getByTestId('exam-result')).toHaveAttribute('data-passed', 'false');
  const items = page.getByTestId('exam-feedback-item');
  await expect(items).toHaveCount(first.length);
  await expect(page.locator('[data-testid="exam-feedback-item"][data-correct="false"]')).toHaveCount(
    first.length,
  );
  await expect(page.getByTestId('exam-feedback-correct')).toHaveCount(0);
  await expect(page.getByTestId('exam-feedback-key-hidden')).toBeVisible();
  for (const question of first) {
    const entry = BANK.find((q) => q.es[0] === question)!;
    await expect(page.getByTestId('exam-feedback')).not.toContainText(entry.es[entry.answer + 1]!);
  }
  // When the retake opens: 24 hours later, as a date and time.
  await expect(page.getByTestId('exam-gate')).toContainText(/El próximo intento se habilita el .*\d{4}/);
  await expectAccessible(page);
  await expect(page.getByTestId('exam-retake')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('exam-gate')).toBeVisible();
  await expect(page.getByTestId('exam-start')).toHaveCount(0);

  // The console's course rules: the pause is lifted for this course.
  const editor = await consoleSignIn(browser, 'editor@example.com');
  await editor.goto(`${CONSOLE}/courses/${COURSE}`);
  const rules = editor.getByTestId('course-rules');
  await expect(rules.getByLabel('Aulas obrigatórias antes da prova')).toBeChecked();
  await expect(rules.getByLabel(/Pausa entre tentativas/)).toHaveValue('24');
  await rules.getByLabel(/Pausa entre tentativas/).fill('x');
  await rules.getByRole('button', { name: 'Salvar regras' }).click();
  await expect(rules.getByText('Número inteiro maior que zero')).toBeVisible();
  await expectAccessible(editor);
  await rules.getByLabel(/Pausa entre tentativas/).fill('0');
  await rules.getByRole('button', { name: 'Salvar regras' }).click();
  await expect(rules.getByRole('status')).toHaveText('Regras salvas.');

  // The retake asks questions the first attempt did not, and a pass reveals the key.
  await page.reload();
  const second = await takeExam(page, true);
  expect(second.filter((question) => first.includes(question))).toEqual([]);
  await expect(page.getByTestId('exam-result')).toHaveAttribute('data-passed', 'true');
  await expect(page.getByTestId('exam-feedback-correct')).toHaveCount(second.length);
  await expect(page.getByTestId('exam-feedback-key-hidden')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByTestId('exam-certificates').click();
  const row = page.locator('[data-testid="certificate-row"]').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await row.getByTestId('certificate-download').click();
  const download = await downloading;
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

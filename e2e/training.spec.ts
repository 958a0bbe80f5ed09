import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { WARNING_AT_S } from '../apps/web/src/features/training/lib/timer.ts';
import { DEMO_BANKS } from '../packages/demo-data/src/training-seed/index.ts';
import {
  expectAccessible,
  pauseClock,
  signInAs,
  skipConsentBanner,
  urlFor,
  waitForHydration,
} from './support.ts';
import { watchLessons } from './support-lessons.ts';

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

/** The right option's text for the question on screen, from the demo question bank (the test's answer key). */
async function rightAnswer(
  page: Page,
  topic: keyof typeof DEMO_BANKS,
  language: 'pt' | 'es',
): Promise<string> {
  const shown =
    (await page.getByTestId('exam-question').getByRole('heading').first().textContent())?.trim() ?? '';
  const entry = DEMO_BANKS[topic].questions.find((q) => shown.includes(q[language][0]));
  if (!entry) throw new Error(`question not in the bank: ${shown}`);
  return entry[language][entry.answer + 1]!;
}

async function answer(page: Page, text: string) {
  const option = page.getByTestId('exam-question').getByLabel(text, { exact: true });
  // An answer restored after a reload is already chosen (and saved).
  if (await option.isChecked()) return;
  await option.check();
  await expect(page.getByTestId('exam-save-status')).toHaveAttribute('data-status', 'saved');
}

async function acceptTerms(page: Page) {
  await expect(page.getByTestId('exam-terms')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('exam-accept').check();
  await page.getByTestId('exam-accept-submit').click();
}

async function start(page: Page) {
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-runner')).toBeVisible();
}

test('a physician takes an exam, resumes after a reload, passes, reads the feedback and gets a verifiable certificate', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await watchLessons(page, 'BR', 'pt-oftalmo-07');
  await page.goto(urlFor('BR', '/cursos-online/pt-oftalmo-07/examen'));
  await acceptTerms(page);
  await start(page);

  // The timer can be hidden and shown again; both states pass axe.
  const toggle = page.getByTestId('exam-timer-toggle');
  await expect(page.getByTestId('exam-timer')).toBeVisible();
  await expectAccessible(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await toggle.click();

  // Two answers, then a reload: the attempt resumes with them kept.
  for (let i = 0; i < 2; i++) {
    await answer(page, await rightAnswer(page, 'oftalmo-07', 'pt'));
    await page.getByTestId('exam-next').click();
  }
  await page.reload();
  await expect(page.getByTestId('exam-runner')).toBeVisible();
  await expect(page.locator('[data-testid="exam-question-link"][data-answered="true"]')).toHaveCount(2);

  const total = await page.getByTestId('exam-question-link').count();
  for (let i = 0; i < total; i++) {
    await page.getByTestId('exam-question-link').nth(i).click();
    await answer(page, await rightAnswer(page, 'oftalmo-07', 'pt'));
  }
  await page.getByTestId('exam-review').click();
  await expect(page.getByTestId('exam-review-page')).toBeVisible();
  await expect(page.getByTestId('exam-review-item')).toHaveCount(total);
  await expectAccessible(page);
  await page.getByTestId('exam-submit').click();
  await expect(page.getByTestId('exam-confirm-dialog')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('exam-confirm').click();

  await expect(page.getByTestId('exam-result')).toHaveAttribute('data-passed', 'true');
  await expect(page.getByTestId('exam-score')).toContainText(`${total} de ${total}`);
  await expect(page.getByTestId('exam-feedback-item')).toHaveCount(total);
  await expectAccessible(page);

  // The certificate: listed, downloadable as a PDF, and verifiable by anyone.
  await page.goto(urlFor('BR', '/certificados'));
  const row = page.locator('[data-testid="certificate-row"]').filter({ hasText: /tomografia|OCT/i });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  const code = await row.getAttribute('data-code');
  expect(code).toMatch(/^[0-9A-Z]{10,}$/);
  const downloading = page.waitForEvent('download');
  await row.getByTestId('certificate-download').click();
  const download = await downloading;
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The course's own page links the holder's certificate.
  await page.goto(urlFor('BR', '/conteudos/pt-oftalmo-07'));
  await expect(page.getByTestId('training-user-certificate')).toHaveAttribute(
    'href',
    `/certificados/verificar/${code}`,
  );

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(urlFor('BR', `/certificados/verificar/${code}`));
  await expect(anonymous.getByTestId('certificate-verification')).toHaveAttribute('data-valid', 'true');
  await expect(anonymous.getByTestId('certificate-verification')).toContainText('Ana Souza Oliveira');
  await expectAccessible(anonymous);
  await anonymous.goto(urlFor('BR', '/certificados/verificar/ZZZZZZZZZZZZ'));
  await expect(anonymous.getByTestId('certificate-verification')).toHaveAttribute('data-valid', 'false');

  // Someone holding the paper certificate types its code, as printed or carelessly.
  await anonymous.goto(urlFor('BR', '/certificados/verificar'));
  await waitForHydration(anonymous);
  await expect(anonymous.getByTestId('certificate-verification')).toHaveCount(0);
  await anonymous.getByRole('button', { name: 'Verificar' }).click();
  await expect(anonymous.getByTestId('certificate-code-error')).toHaveText('Digite o código do certificado.');
  await expectAccessible(anonymous);
  const typed = `${code!.slice(0, 6).toLowerCase()} ${code!.slice(6)}`;
  await anonymous.getByLabel('Código do certificado').fill(typed);
  await anonymous.getByRole('button', { name: 'Verificar' }).click();
  await expect(anonymous).toHaveURL(new RegExp(`/certificados/verificar/${code}$`));
  await expect(anonymous.getByTestId('certificate-verification')).toHaveAttribute('data-valid', 'true');
  await expect(anonymous.getByLabel('Código do certificado')).toHaveValue(code!);
  await visitor.close();
});

test('when the clock runs out the exam is submitted automatically and graded on what was saved', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await signInAs(page, 'MX', 'doctor.mx@example.com');
  await watchLessons(page, 'MX', 'es-mulher-02');
  await page.goto(urlFor('MX', '/cursos-online/es-mulher-02/examen'));
  await acceptTerms(page);
  // From here the browser's clock moves only when the test moves it: the countdown ticks once a second.
  await pauseClock(page);
  await start(page);
  const timer = page.getByTestId('exam-timer');
  const runner = page.getByTestId('exam-runner');
  const warning = page.getByTestId('exam-time-warning');
  // The demo course gives ten minutes.
  await expect(timer).toHaveAttribute('data-seconds-left', '600');
  await answer(page, await rightAnswer(page, 'mulher-02', 'es'));

  await page.clock.runFor((600 - WARNING_AT_S - 1) * 1000);
  await expect(timer).toHaveAttribute('data-seconds-left', String(WARNING_AT_S + 1));
  await expect(warning).toBeHidden();
  await page.clock.runFor(1000);
  await expect(timer).toHaveAttribute('data-seconds-left', String(WARNING_AT_S));
  await expect(warning).toBeVisible();

  // One second before the deadline the exam is still open; at the deadline it is submitted by itself.
  await page.clock.runFor((WARNING_AT_S - 1) * 1000);
  await expect(timer).toHaveAttribute('data-seconds-left', '1');
  await expect(runner).toBeVisible();
  await expect(page.getByTestId('exam-result')).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(page.getByTestId('exam-result')).toHaveAttribute('data-passed', 'false');
  await expect(runner).toHaveCount(0);
  await expect(page.getByTestId('exam-score')).toContainText('1 de 4');

  // Back later: the instructions say the last score and when the retake opens (a pause of 24 h).
  await page.clock.resume();
  await page.reload();
  await expect(page.getByTestId('exam-last-result')).toHaveText(
    'En su último intento: 1 de 4 preguntas correctas (mínimo: 3).',
  );
  await expect(page.getByTestId('exam-gate')).toContainText('El próximo intento se habilita el');
  await expect(page.getByTestId('exam-start')).toHaveCount(0);
  await expectAccessible(page);
});

test('the nurse gets no speaker training', async ({ page }) => {
  await signInAs(page, 'BR', 'nurse.br@example.com');
  await page.goto(urlFor('BR', '/cursos-online/pt-palestrante-01/examen'));
  await expect(page.getByTestId('training-not-found')).toBeVisible();
  await expect(page.getByTestId('exam-start')).toHaveCount(0);
  await expect(page.getByTestId('exam-terms')).toHaveCount(0);
});

// Course authoring (issue 15 item 6, decision 020), end to end in Chromium: the editor rewrites the
// question bank of a Brazilian course (the form refuses a draw larger than the bank, and asks before
// typed changes are lost) and submits it; the reviewer approves it with a code and an expiry, which
// makes it live; doctor.br then takes the exam and gets the new question. Every console screen passes axe;
// the course page and the exam editor fit a 390 px phone (screenshots at 1280 px and 390 px).
import { expect, type Page, test } from '@playwright/test';
import { CONSOLE, consoleSignIn, expectAccessible, expectFits, physicianSignIn, urlFor } from './support.ts';
import { watchLessons } from './support-lessons.ts';
import { fillApproval } from './support-review.ts';

const COURSE = 'pt-hemato-04';

/** Screenshots at 1280 px and 390 px; on the phone, axe (target size on) and nothing wider than it. */
async function checkWidths(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await expectFits(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an editor rewrites a bank, a reviewer approves it, and doctor.br is asked the new question', async ({
  browser,
}) => {
  test.slow();
  const question = `Qual é a conduta inicial na suspeita de doença de von Willebrand? ${Date.now().toString(36)}`;

  const editor = await consoleSignIn(browser, 'editor@example.com');
  await editor.getByRole('link', { name: 'Cursos' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  await expect(editor.getByTestId(`course-row-${COURSE}`)).toContainText('BR');
  await expectAccessible(editor);
  await editor.getByTestId(`course-row-${COURSE}`).getByRole('link').click();
  await expect(editor.getByRole('heading', { name: /Banco de perguntas \(8\)/ })).toBeVisible();
  await expectAccessible(editor);
  await editor.getByRole('link', { name: 'Editar prova e banco' }).click();
  await expect(editor.getByTestId('exam-question-7')).toBeVisible();
  await expectAccessible(editor);
  // The page head: back to the course, where the exam stands (the seeded bank, no version written yet).
  await expect(editor.getByRole('navigation', { name: 'Caminho' }).getByRole('link')).toHaveText(/.+/);
  await expect(editor.getByTestId('course-exam-state')).toHaveText('Prova: banco inicial');
  await checkWidths(editor, 'exam-editor');

  // Typed changes are not lost silently: leaving asks, and staying keeps them.
  await editor.getByLabel('Texto da pergunta 1').fill(question);
  editor.once('dialog', (dialog) => dialog.dismiss());
  await editor.getByRole('link', { name: 'Cursos' }).click();
  await expect(editor.getByLabel('Texto da pergunta 1')).toHaveValue(question);

  // One question only, with three options; the second is the right one. Keyboard: buttons and radios.
  for (let n = 8; n >= 2; n--) await editor.getByRole('button', { name: `Remover pergunta ${n}` }).click();
  await expect(editor.getByTestId('exam-question-1')).toHaveCount(0);
  await editor.getByLabel('Opção 1 da pergunta 1').fill('Solicitar tempo de sangramento isolado');
  await editor.getByLabel('Opção 2 da pergunta 1').fill('Dosar fator de von Willebrand e fator VIII');
  await editor.getByLabel('Opção 3 da pergunta 1').fill('Iniciar desmopressina sem exames');
  await editor.getByRole('button', { name: 'Remover opção 4 da pergunta 1' }).click();
  await editor.getByRole('radio', { name: 'Opção 2 é a certa' }).check();
  // The terms are rich text, written with the toolbar (no HTML typed).
  await editor.getByRole('textbox', { name: 'Termos da prova', exact: true }).click();
  await editor
    .getByRole('toolbar', { name: 'Formatação de Termos da prova' })
    .getByRole('button', { name: 'Negrito' })
    .click();
  await editor.keyboard.type('Respondo sem consulta.');
  // More questions drawn than the bank holds is refused next to the field.
  await editor.getByLabel('Perguntas sorteadas').fill('5');
  await editor.getByLabel('Acertos mínimos (nota de aprovação)').fill('1');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByText('Não pode passar do número de perguntas do banco (1)')).toBeVisible();
  await expectAccessible(editor);
  await editor.getByLabel('Perguntas sorteadas').fill('1');
  await editor.getByRole('button', { name: 'Salvar' }).click();

  await expect(editor).toHaveURL(`${CONSOLE}/courses/${COURSE}`);
  await expect(editor.getByTestId('exam-status')).toHaveText('Rascunho');
  await expectAccessible(editor);
  await editor.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(editor.getByTestId('exam-status')).toHaveText('Em revisão');

  const reviewer = await consoleSignIn(browser, 'reviewer@example.com');
  await reviewer.goto(`${CONSOLE}/courses/${COURSE}`);
  await fillApproval(reviewer, 'BR-HEM-EXAM-0002', 180);
  await expectAccessible(reviewer);
  await reviewer.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(reviewer.getByRole('heading', { name: /Prova em vigor .* Versão 1/ })).toBeVisible();
  await expect(reviewer.getByTestId('exam-status')).toHaveCount(0);
  await expect(reviewer.getByRole('cell', { name: 'BR-HEM-EXAM-0002' })).toBeVisible();
  await expect(reviewer.getByTestId('course-exam-state')).toHaveText('Prova v1: Aprovado');
  await expect(reviewer.getByRole('cell').locator('time')).toHaveCount(1);
  await expectAccessible(reviewer);
  await checkWidths(reviewer, 'course-detail');

  const doctor = await physicianSignIn(browser, 'BR', 'doctor.br@example.com');
  // The exam opens once the course's lessons are complete (issue 35).
  await watchLessons(doctor, 'BR', COURSE);
  await doctor.goto(urlFor('BR', `/cursos-online/${COURSE}/examen`));
  await expect(doctor.getByTestId('exam-terms')).toBeVisible();
  await expect(doctor.getByTestId('exam-terms').locator('strong')).toHaveText('Respondo sem consulta.');
  await doctor.getByTestId('exam-accept').check();
  await doctor.getByTestId('exam-accept-submit').click();
  await doctor.getByTestId('exam-start').click();
  await expect(doctor.getByTestId('exam-runner')).toBeVisible();
  await expect(doctor.getByTestId('exam-question').getByRole('heading')).toHaveText(question);
  await expect(doctor.getByTestId('exam-question-link')).toHaveCount(1);
  await expect(
    doctor.getByTestId('exam-question').getByLabel('Dosar fator de von Willebrand e fator VIII'),
  ).toBeVisible();
});

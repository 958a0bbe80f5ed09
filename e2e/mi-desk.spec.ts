// The medical-information desk and the PV hand-off (issue 16), end to end in Chromium: doctor.br asks a
// question mentioning a side effect; the MI officer sees it flagged and due, answers it with a PDF; closing
// waits for PV; the PV officer records the safety database's case reference; the officer closes it;
// doctor.br reads the answer and downloads the PDF. Every console screen of the desk passes axe.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { consoleSignIn, expectAccessible, physicianSignIn, urlFor } from './support.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a question about a side effect is answered with a PDF, acknowledged by PV, closed and read', async ({
  browser,
}) => {
  test.slow();

  // doctor.br asks a question that mentions a side effect.
  const doctor = await physicianSignIn(browser, 'BR', 'doctor.br@example.com');
  await doctor.goto(urlFor('BR', '/medical-information'));
  await doctor.locator('#question-product').selectOption('Xarelto');
  await doctor
    .locator('#question-text')
    .fill('Paciente com efeito colateral (tontura) após 20 mg de rivaroxabana: devo ajustar a dose?');
  const created = doctor.waitForResponse(
    (response) =>
      response.url().endsWith('/api/medicalInformation') && response.request().method() === 'POST',
  );
  await doctor.getByTestId('question-send').click();
  const { id: reference } = (await (await created).json()) as { id: string };
  await expect(doctor.getByTestId('question-sent')).toBeVisible();

  // The MI officer finds it flagged and due in the inbox.
  const mi = await consoleSignIn(browser, 'mi@example.com');
  await mi.getByRole('link', { name: 'Informação médica' }).click();
  await expect(mi.getByRole('heading', { level: 1 })).toHaveText('Solicitações de informação médica');
  await mi.getByLabel('Evento adverso').selectOption('true');
  await mi.getByRole('button', { name: 'Filtrar' }).click();
  const row = mi.getByTestId(`mi-row-${reference}`);
  await expect(row.getByTestId('mi-ae-flag')).toHaveText('Possível evento adverso');
  await expect(row.getByTestId('mi-status')).toHaveText('Recebida');
  await expect(row.getByTestId('mi-due')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(row.getByTestId('mi-breached')).toHaveCount(0);
  await expectAccessible(mi);

  // Works it: starts, notes, answers with a PDF.
  await row.getByRole('link', { name: reference }).click();
  await expect(mi.getByRole('heading', { level: 1 })).toHaveText(`Solicitação ${reference}`);
  await expect(mi.getByTestId('mi-content')).toContainText('efeito colateral');
  await expect(mi.getByTestId('pv-state')).toContainText('Sinalizada automaticamente pelo texto');
  await expectAccessible(mi);
  await mi.getByRole('button', { name: 'Iniciar atendimento' }).click();
  await expect(mi.getByTestId('mi-message')).toHaveText('Atendimento iniciado.');
  await mi.getByLabel('Nova nota').fill('Conferir a seção 4.8 da bula.');
  await mi.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(mi.getByTestId('mi-notes')).toContainText('Conferir a seção 4.8 da bula.');
  // An empty answer is refused in place.
  await mi.getByRole('button', { name: 'Enviar resposta ao médico' }).click();
  await expect(mi.locator('#mi-answer-error')).toHaveText('Escreva a resposta.');
  await expectAccessible(mi);
  const editor = mi.getByRole('textbox', { name: 'Texto da resposta' });
  await editor.click();
  await mi.keyboard.type('Tontura é um efeito descrito na bula. ');
  await mi.getByRole('button', { name: 'Negrito' }).click();
  await mi.keyboard.type('Não ajuste a dose sem avaliação.');
  await mi
    .getByLabel('PDF anexo (opcional, até 20 MB)')
    .setInputFiles({ name: 'resposta.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(mi.getByTestId('mi-upload-status')).toHaveText('PDF enviado: resposta.pdf');
  await expectAccessible(mi);
  await mi.getByRole('button', { name: 'Enviar resposta ao médico' }).click();
  await expect(mi.getByTestId('mi-message')).toHaveText('Resposta enviada ao médico.');
  await expect(mi.getByTestId('mi-status')).toHaveText('Respondida');
  await expect(mi.getByTestId('mi-answer').locator('strong')).toHaveText('Não ajuste a dose sem avaliação.');
  // Closing waits for PV.
  await expect(mi.getByRole('button', { name: 'Encerrar solicitação' })).toBeDisabled();
  await expect(mi.locator('#mi-close-hint')).toHaveText(
    'Só pode ser encerrada depois que a farmacovigilância registrar o caso.',
  );
  await expectAccessible(mi);
  const requestUrl = mi.url();

  // The PV officer records the case.
  const pv = await consoleSignIn(browser, 'pv@example.com');
  await pv.getByRole('link', { name: 'Farmacovigilância' }).click();
  await expect(pv.getByRole('heading', { level: 1 })).toHaveText('Fila de farmacovigilância');
  await expect(pv.getByTestId(`pv-row-${reference}`)).toContainText('Aguardando');
  await expectAccessible(pv);
  await pv.getByTestId(`pv-row-${reference}`).getByRole('link', { name: reference }).click();
  await pv.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(pv.locator('#pv-case-reference')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(pv);
  await pv.getByLabel('Referência do caso na base de segurança').fill('BR-2026-004217');
  await pv.getByLabel('Desfecho').selectOption('case_opened');
  await pv.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(pv.getByTestId('pv-message')).toHaveText('Caso registrado.');
  await expect(pv.getByTestId('pv-case-reference')).toHaveText('BR-2026-004217');
  await expectAccessible(pv);

  // The MI officer closes it.
  await mi.goto(requestUrl);
  await expect(mi.getByTestId('pv-case-reference')).toHaveText('BR-2026-004217');
  await mi.getByRole('button', { name: 'Encerrar solicitação' }).click();
  await expect(mi.getByTestId('mi-message')).toHaveText('Solicitação encerrada.');
  await expect(mi.getByTestId('mi-status')).toHaveText('Encerrada');
  await expectAccessible(mi);

  // doctor.br reads the answer and downloads the PDF.
  await doctor.reload();
  const mine = doctor.getByTestId('my-request').filter({ hasText: 'tontura' }).first();
  await expect(mine.getByTestId('my-request-status')).toHaveText('Encerrada');
  await expect(mine.getByTestId('my-request-answer')).toContainText('Não ajuste a dose sem avaliação.');
  await expectAccessible(doctor);
  const download = doctor.waitForEvent('download');
  await mine.getByTestId('my-request-attachment').click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
});

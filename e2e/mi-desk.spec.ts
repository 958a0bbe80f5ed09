// The medical-information desk and the PV hand-off (issues 16 and 34), end to end in Chromium: doctor.br
// asks about a bleed and gets a protocol number; a second identical question is pointed at the first; the
// MI officer finds it in the inbox (who, where, what, how long ago, awaiting screening first), screens it
// to PV, writes the answer beside the question (saved as typed), and sends it through the preview that
// shows the physician's name and e-mail; the PV officer acknowledges; the officer closes it; doctor.br
// reads the answer and the PDF on a card, also at a phone's width. Every screen and the dialog pass axe.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CONSOLE, consoleSignIn, expectAccessible, expectFits, physicianSignIn, urlFor } from './support.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a bleed is screened to PV, answered through the preview, acknowledged, closed and read', async ({
  browser,
}, testInfo) => {
  test.slow();
  // Words of their own per run: the portal points a repeated question at the first one.
  const run = testInfo.retry + 1;
  const question = `Uma paciente apresentou sangramento gengival após iniciar rivaroxabana 20 mg (caso ${run}): devo suspender?`;

  // doctor.br asks, and is given the protocol number and what happens next.
  const doctor = await physicianSignIn(browser, 'BR', 'doctor.br@example.com');
  await doctor.goto(urlFor('BR', '/medical-information'));
  await doctor.locator('#question-product').selectOption('Xarelto');
  await doctor.locator('#question-text').fill(question);
  const created = doctor.waitForResponse(
    (response) =>
      response.url().endsWith('/api/medicalInformation') && response.request().method() === 'POST',
  );
  await doctor.getByTestId('question-send').click();
  const { id: reference, protocol } = (await (await created).json()) as { id: string; protocol: string };
  expect(protocol).toMatch(/^MI-BR-\d{4}-\d{6}$/);
  await expect(doctor.getByTestId('question-protocol')).toHaveText(`Seu número de protocolo: ${protocol}`);
  await expect(doctor.getByTestId('question-sent')).toContainText(
    'verifica se ela traz informação de segurança',
  );
  await expectAccessible(doctor);

  // The same question again (another spacing, no accents) is pointed at the first.
  await doctor.locator('#question-product').selectOption('Xarelto');
  await doctor
    .locator('#question-text')
    .fill(`  ${question.normalize('NFD').replace(/\p{Diacritic}/gu, '')}  `);
  await doctor.getByTestId('question-send').click();
  await expect(doctor.getByTestId('question-duplicate')).toContainText(`protocolo ${protocol}`);
  await expect(doctor.getByTestId('my-request').filter({ hasText: `caso ${run})` })).toHaveCount(1);

  // The MI officer finds it in the inbox: who, from where, about what, how long ago, awaiting screening.
  const mi = await consoleSignIn(browser, 'mi@example.com');
  await mi.getByRole('link', { name: 'Informação médica' }).click();
  await expect(mi.getByRole('heading', { level: 1 })).toHaveText('Solicitações de informação médica');
  const row = mi.getByTestId(`mi-row-${reference}`);
  await expect(row.getByTestId('mi-protocol')).toHaveText(protocol);
  await expect(row).toContainText('Ana Souza Oliveira');
  await expect(row).toContainText('BR');
  await expect(row).toContainText('Xarelto');
  await expect(row.getByTestId('mi-excerpt')).toHaveText(question);
  await expect(row.getByTestId('mi-age')).toHaveText(/agora|há \d+ minutos?/);
  await expect(row.getByTestId('mi-awaiting-screening')).toHaveText('Aguardando triagem');
  await expect(row).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  // Requests awaiting screening come first.
  await expect(mi.locator('tbody tr').first().getByTestId('mi-awaiting-screening')).toBeVisible();
  await expectAccessible(mi);
  await mi.screenshot({ path: testInfo.outputPath('desk-inbox.png'), fullPage: true });

  // The request page: sending waits for the screening; the officer screens it to PV.
  await row.getByRole('link', { name: protocol }).click();
  await expect(mi.getByRole('heading', { level: 1 })).toHaveText(`Solicitação ${protocol}`);
  await expect(mi.getByTestId('mi-content')).toHaveText(question);
  await expect(mi.getByRole('button', { name: 'Enviar resposta ao médico' })).toBeDisabled();
  await expect(mi.locator('#mi-send-needs-screening')).toHaveText(
    'Registre a triagem de segurança antes de enviar a resposta.',
  );
  await expectAccessible(mi);
  await mi.getByRole('button', { name: 'Registrar: enviar à farmacovigilância' }).click();
  await expect(mi.getByTestId('mi-message')).toHaveText('Triagem registrada.');
  await expect(mi.getByTestId('mi-screening')).toContainText('Enviada à farmacovigilância — mi@example.com');
  await expect(mi.getByTestId('pv-state')).toContainText('Aguardando a farmacovigilância');

  // The answer, written beside the question, is saved as typed and survives a reload.
  const editor = mi.getByRole('textbox', { name: 'Texto da resposta' });
  await editor.click();
  await mi.keyboard.type('Sangramento gengival é descrito na bula. ');
  await mi.getByRole('button', { name: 'Negrito' }).click();
  await mi.keyboard.type('Não suspenda sem avaliação.');
  await expect(mi.getByTestId('mi-draft-status')).toHaveText('Rascunho salvo');
  await mi.reload();
  await expect(mi.getByRole('textbox', { name: 'Texto da resposta' }).locator('b, strong')).toHaveText(
    'Não suspenda sem avaliação.',
  );
  await mi
    .getByLabel('PDF anexo (opcional, até 20 MB)')
    .setInputFiles({ name: 'resposta.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(mi.getByTestId('mi-upload-status')).toHaveText('PDF enviado: resposta.pdf');
  await expectAccessible(mi);

  // "Send" shows exactly what the physician will receive, to whom; going back sends nothing.
  await mi.getByRole('button', { name: 'Enviar resposta ao médico' }).click();
  const dialog = mi.getByRole('dialog', { name: 'Confira antes de enviar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('mi-preview-recipient')).toHaveText(
    'Ana Souza Oliveira <doctor.br@example.com>',
  );
  await expect(dialog.getByTestId('mi-preview-protocol')).toHaveText(protocol);
  await expect(dialog.getByTestId('mi-preview-mail').locator('strong')).toHaveText(
    'Não suspenda sem avaliação.',
  );
  await expect(dialog.getByRole('button', { name: 'Confirmar e enviar' })).toBeFocused();
  await expectAccessible(mi, '[data-testid="mi-preview"]');
  await mi.screenshot({ path: testInfo.outputPath('desk-preview.png') });
  await dialog.getByRole('button', { name: 'Voltar e editar' }).click();
  await expect(dialog).toBeHidden();
  await expect(mi.getByTestId('mi-status')).toHaveText('Recebida');
  await mi.getByRole('button', { name: 'Enviar resposta ao médico' }).click();
  await mi.getByRole('dialog').getByRole('button', { name: 'Confirmar e enviar' }).click();
  await expect(mi.getByTestId('mi-message')).toHaveText('Resposta enviada ao médico.');
  await expect(mi.getByTestId('mi-status')).toHaveText('Respondida');
  await expect(mi.getByTestId('mi-answer').locator('strong')).toHaveText('Não suspenda sem avaliação.');
  // Closing waits for PV.
  await expect(mi.getByRole('button', { name: 'Encerrar solicitação' })).toBeDisabled();
  await expectAccessible(mi);
  const requestUrl = mi.url();

  // The PV officer finds the screened request in the queue and records the case.
  const pv = await consoleSignIn(browser, 'pv@example.com');
  await pv.getByRole('link', { name: 'Farmacovigilância' }).click();
  await expect(pv.getByRole('heading', { level: 1 })).toHaveText('Fila de farmacovigilância');
  await expect(pv.getByTestId(`pv-row-${reference}`)).toContainText('Aguardando');
  await expectAccessible(pv);
  await pv.getByTestId(`pv-row-${reference}`).getByRole('link', { name: protocol }).click();
  await expect(pv.getByRole('heading', { level: 1 })).toHaveText(`Solicitação ${protocol}`);
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

  // doctor.br reads the answer, with the protocol, and downloads the PDF.
  await doctor.reload();
  const mine = doctor.getByTestId('my-request').filter({ hasText: `caso ${run})` });
  await expect(mine.getByTestId('my-request-protocol')).toHaveText(`Protocolo ${protocol}`);
  await expect(mine.getByTestId('my-request-status')).toHaveText('Encerrada');
  await expect(mine.getByTestId('my-request-answer')).toContainText('Não suspenda sem avaliação.');
  await expectAccessible(doctor);
  const download = doctor.waitForEvent('download');
  await mine.getByTestId('my-request-attachment').click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

  // On a phone the requests are cards: the status is in view without scrolling sideways.
  await doctor.setViewportSize({ width: 390, height: 844 });
  await mine.scrollIntoViewIfNeeded();
  await expectFits(doctor);
  const status = await mine.getByTestId('my-request-status').boundingBox();
  expect(status).not.toBeNull();
  expect((status?.x ?? 0) + (status?.width ?? 0)).toBeLessThanOrEqual(390);
  await expectAccessible(doctor);
  await mine.screenshot({ path: testInfo.outputPath('my-requests-390.png') });
  await doctor.screenshot({ path: testInfo.outputPath('medical-information-390.png'), fullPage: true });
});

test('a Mexican question in es-MX gets its protocol, is screened and answered through the preview', async ({
  browser,
}, testInfo) => {
  test.slow();
  const question = `¿Puedo triturar la tableta para administrarla por sonda? (consulta ${testInfo.retry + 1})`;
  const doctor = await physicianSignIn(browser, 'MX', 'doctor.mx@example.com');
  await doctor.goto(urlFor('MX', '/medical-information'));
  await doctor.locator('#question-product').selectOption('Xarelto');
  await doctor.locator('#question-text').fill(question);
  const created = doctor.waitForResponse(
    (response) =>
      response.url().endsWith('/api/medicalInformation') && response.request().method() === 'POST',
  );
  await doctor.getByTestId('question-send').click();
  const { id: reference, protocol } = (await (await created).json()) as { id: string; protocol: string };
  expect(protocol).toMatch(/^MI-MX-\d{4}-\d{6}$/);
  await expect(doctor.getByTestId('question-protocol')).toHaveText(`Su número de protocolo: ${protocol}`);
  await expect(doctor.getByTestId('question-sent')).toContainText('le responde por correo electrónico');
  await expectAccessible(doctor);

  const mi = await consoleSignIn(browser, 'mi@example.com');
  await mi.goto(`${CONSOLE}/mi`);
  const row = mi.getByTestId(`mi-row-${reference}`);
  await expect(row).toContainText('Alejandro Hernández López');
  await expect(row).toContainText('MX');
  await row.getByRole('link', { name: protocol }).click();
  await mi.getByRole('button', { name: 'Registrar: sem informação de segurança' }).click();
  await expect(mi.getByTestId('mi-screening')).toContainText('Sem informação de segurança — mi@example.com');
  await mi.getByRole('textbox', { name: 'Texto da resposta' }).click();
  await mi.keyboard.type('No se recomienda triturar la tableta sin orientación farmacéutica.');
  await expect(mi.getByTestId('mi-draft-status')).toHaveText('Rascunho salvo');
  await mi.getByRole('button', { name: 'Enviar resposta ao médico' }).click();
  const dialog = mi.getByRole('dialog', { name: 'Confira antes de enviar' });
  await expect(dialog.getByTestId('mi-preview-recipient')).toHaveText(
    'Alejandro Hernández López <doctor.mx@example.com>',
  );
  // The mail in the physician's language.
  await expect(dialog.getByTestId('mi-preview-mail')).toContainText('El equipo de información médica');
  await expectAccessible(mi, '[data-testid="mi-preview"]');
  await dialog.getByRole('button', { name: 'Confirmar e enviar' }).click();
  await expect(mi.getByTestId('mi-message')).toHaveText('Resposta enviada ao médico.');

  await doctor.reload();
  const mine = doctor.getByTestId('my-request').filter({ hasText: question });
  await expect(mine.getByTestId('my-request-protocol')).toHaveText(`Protocolo ${protocol}`);
  await expect(mine.getByTestId('my-request-status')).toHaveText('Respondida');
  await expect(mine.getByTestId('my-request-answer')).toContainText('No se recomienda triturar');
  await doctor.setViewportSize({ width: 390, height: 844 });
  await expectFits(doctor);
  await expectAccessible(doctor);
});

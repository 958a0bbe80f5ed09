// Reports and mail operations of the operator console (issue 16, items 5 and 6), end to end in Chromium:
// doctor.br joins a live event; the admin opens the reports and sees the charts (with their summaries and
// tables), exports event attendance as CSV and the downloaded file parses with its header and doctor.br's
// row; a mail the SMTP peer refuses for good fails at once, and the admin resends it from mail operations,
// after which it is delivered. axe on every screen and open disclosure.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parseCsv } from '../apps/api/test/csv-reader.ts';
import { EXPORT_COLUMNS } from '../packages/contracts/src/admin-reports.ts';
import { E2E_PORT, MEDICAL_TEAM_MAILBOX } from './environment.ts';
import {
  CONSOLE,
  consoleSignIn,
  expectAccessible,
  expectFits,
  openConsoleArea,
  refuseMail,
  signInAs,
  skipConsentBanner,
  urlFor,
  waitForMail,
} from './support.ts';

const ADMIN = 'admin@example.com';

test('the admin reads the charts, exports attendance as CSV, and resends a failed mail', async ({
  browser,
  page,
}) => {
  test.slow();

  // doctor.br joins the live event: a row of attendance to export.
  await skipConsentBanner(page);
  await signInAs(page, 'BR', 'doctor.br@example.com');
  // Bounded: a live event that has ended hands out no room, and no attendance is ever sent.
  const joined = page.waitForResponse(
    (response) => response.url().endsWith('/attendance') && response.request().method() === 'POST',
    { timeout: 20_000 },
  );
  await page.goto(urlFor('BR', '/eventos/demo-pt-ao-vivo/participar'));
  expect((await joined).ok()).toBe(true);

  // Reports: the charts, each with its text summary, and its table behind a disclosure.
  // A phone's width: every console screen fits it (tables scroll in their own region).
  const admin = await consoleSignIn(browser, ADMIN, { viewport: { width: 390, height: 844 } });
  await openConsoleArea(admin, 'Relatórios');
  await expect(admin).toHaveURL(`${CONSOLE}/reports`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  const registrations = admin.getByRole('img', { name: 'Cadastros por dia' });
  await expect(registrations).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Situação profissional dos cadastros' })).toBeVisible();
  // The seeded courses were passed three days ago.
  await expect(admin.getByRole('img', { name: 'Tentativas e aprovações por curso' })).toBeVisible();
  await expect(admin.getByText(/tentativas concluídas em \d+ cursos/)).toBeVisible();
  // The demo desk's requests, against their country's service level (demo-mi-ar-1 is past its due day).
  await expect(admin.getByTestId('requests-sla')).toContainText(/\d+ respondidas .* [1-9]\d* fora do prazo/);
  // Chart.js drew on the canvas (it sizes it to its box).
  expect(await registrations.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);
  await expectAccessible(admin);
  await expectFits(admin);
  const statusSection = admin.getByRole('region', { name: 'Cadastros e verificações' });
  await statusSection.getByText('Ver os dados em tabela').last().click();
  const statusTable = statusSection.getByRole('region', { name: 'Situação profissional dos cadastros' });
  await expect(statusTable.getByRole('row', { name: /Verificado/ })).toBeVisible();
  await expectAccessible(admin);

  // Attendance as CSV: the file the browser downloads parses with the header and doctor.br's row.
  await admin.getByLabel('Registros', { exact: true }).selectOption('event-attendance');
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Baixar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^event-attendance-all-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(admin.getByRole('status').filter({ hasText: 'baixado' })).toContainText(
    file.suggestedFilename(),
  );
  const rows = parseCsv(await readFile(await file.path(), 'utf8'));
  const header = EXPORT_COLUMNS['event-attendance'];
  expect(rows[0]).toEqual([...header]);
  const mine = rows
    .slice(1)
    .filter((row) => row[header.indexOf('email')] === 'doctor.br@example.com')
    .filter((row) => row[header.indexOf('event_id')] === 'demo-pt-ao-vivo');
  expect(mine.length).toBeGreaterThan(0);
  expect(mine[0]?.[header.indexOf('country')]).toBe('BR');
  expect(mine[0]?.[header.indexOf('register_type')]).toBe('CRM');
  for (const row of rows) expect(row).toHaveLength(header.length);
  await expectAccessible(admin);

  // A mail the relay is refused for good (550) fails at once.
  const marker = `Artigo ${Date.now().toString(36)}`;
  const subject = `Pedido de artigo ${marker}`;
  const refusal = await refuseMail(marker, 550);
  // Node resolves no *.localhost names: the API's own address (any other host is Brazil).
  const sent = await page.request.post(`http://127.0.0.1:${E2E_PORT}/sendmail/send`, {
    data: {
      assunto: subject,
      nome: 'Ana',
      email: 'ana.souza@example.com',
      tituloArtigo: marker,
      produto: 'Xarelto',
      tipo: 'Artigo',
    },
  });
  expect(sent.status()).toBe(202);
  await expect.poll(async () => (await refusal.turnedAway()).length, { timeout: 30_000 }).toBe(1);

  // Mail operations: the failed mail with its error; resending it delivers it.
  await openConsoleArea(admin, 'E-mails');
  await expect(admin.getByRole('heading', { level: 1, name: 'Operação de e-mails' })).toBeVisible();
  const row = admin.getByTestId('mail-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Com falha');
  await expect(row).toContainText('550');
  await expect(row).toContainText(MEDICAL_TEAM_MAILBOX);
  await expectAccessible(admin);
  await expectFits(admin);
  await refusal.lift();
  await row.getByRole('button', { name: `Reenviar “${subject}” para ${MEDICAL_TEAM_MAILBOX}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'de volta à fila' })).toContainText(subject);
  // The list shows failed and retrying mail: the resent one has left it.
  await expect(row).toHaveCount(0);
  const delivered = await waitForMail(MEDICAL_TEAM_MAILBOX, (mail) => mail.subject === subject);
  expect(delivered.text).toContain(marker);
  await admin.getByRole('combobox', { name: 'Situação' }).selectOption('sent');
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  await expect(admin.getByTestId('mail-row').filter({ hasText: subject })).toContainText('Enviado');
  await expectAccessible(admin);

  // Both the export and the resend are on the audit trail.
  await openConsoleArea(admin, 'Trilha de auditoria');
  await admin.getByLabel('Ação', { exact: true }).fill('export');
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  await expect(admin.getByTestId('audit-row').filter({ hasText: 'event-attendance' }).first()).toBeVisible();
  await admin.getByLabel('Ação', { exact: true }).fill('mail.resend');
  await admin.getByRole('button', { name: 'Filtrar' }).click();
  await expect(admin.getByTestId('audit-row').first()).toContainText(ADMIN);
});

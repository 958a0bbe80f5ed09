// Staff and role management (issue 15), end to end in Chromium: the admin invites a member; the member
// sets a password from the mail (real SMTP into the test's sink) and enrols TOTP with the QR code's key;
// the admin changes their role, which the member's console shows on its next load; the admin deactivates
// them and the member's open console session is refused. Every screen passes axe and fits 390 px.
import { expect, type Page, test } from '@playwright/test';
import {
  CONSOLE,
  consoleNav,
  consoleSignIn,
  expectAccessible,
  linkIn,
  openConsoleArea,
  PASSWORD_HASHING_TIMEOUT,
  submitTotp,
  waitForMail,
} from './support.ts';

const PASSWORD = 'Lua cheia sobre o Guaíba 2026';

async function expectFits(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('the admin invites a member, changes their role and deactivates them', async ({ browser }) => {
  test.slow();
  const email = `e2e.staff.${Date.now()}@example.com`;
  const admin = await consoleSignIn(browser, 'admin@example.com', { viewport: { width: 390, height: 844 } });

  await openConsoleArea(admin, 'Equipe');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Equipe do console');
  await admin.getByLabel('Perfil').selectOption('admin');
  await expect(admin.getByTestId('staff-row').first()).toContainText('admin@example.com');
  await expectAccessible(admin);
  await expectFits(admin);

  await admin.getByRole('link', { name: 'Convidar membro' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Convidar membro');
  // Nothing chosen: the form says what is missing, without a request.
  await admin.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(admin.locator('#staff-roles-error')).toHaveText('Escolha pelo menos um.');
  await expectAccessible(admin);
  await expectFits(admin);
  await admin.locator('#staff-email').fill(email);
  await admin.locator('#staff-name').fill('Nina Nova');
  await admin.getByRole('checkbox', { name: 'Editor' }).check();
  await admin.getByRole('group', { name: 'Países' }).getByRole('checkbox', { name: 'BR' }).check();
  await admin.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Nina Nova');
  await expect(admin.getByRole('status')).toHaveText(`Convite enviado para ${email}.`);
  await expect(admin.getByTestId('staff-facts')).toContainText('Ainda não definida');
  await expectAccessible(admin);
  await expectFits(admin);

  // The member: the link from the mail, a password, then sign-in and enrolment.
  const mail = await waitForMail(email, /set-password/);
  expect(mail.subject).toBe('Seu acesso ao console de operação');
  const member = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await member.goto(linkIn(mail, '/admin/set-password'));
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Crie sua senha do console');
  // The token leaves the address bar once read.
  await expect(member).toHaveURL(`${CONSOLE}/set-password`);
  await expectAccessible(member);
  await expectFits(member);
  await member.locator('#new-password').fill(PASSWORD);
  await member.locator('#new-password-confirm').fill(PASSWORD);
  await member.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(member.getByRole('status')).toHaveText(
    'Senha criada. Entre no console para configurar o autenticador.',
    { timeout: PASSWORD_HASHING_TIMEOUT },
  );
  await expectAccessible(member);
  await member.getByRole('link', { name: 'Entrar no console' }).click();
  await member.locator('#staff-email').fill(email);
  await member.locator('#staff-password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Continuar' }).click();
  await expect(member).toHaveURL(/\/admin\/sign-in\/second-factor\?step=enrol$/, {
    timeout: PASSWORD_HASHING_TIMEOUT,
  });
  await expect(member.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = (await member.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).not.toBe('');
  await expectAccessible(member);
  await expectFits(member);
  await submitTotp(member, secret, /\/admin\/sign-in\/second-factor/);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Códigos de recuperação');
  await expectAccessible(member);
  await member.getByRole('button', { name: 'Continuar para o console' }).click();
  await expect(member).toHaveURL(`${CONSOLE}/content`);
  // An editor curates home rows (the navigation is folded behind the menu on a phone).
  await expect((await consoleNav(member)).getByRole('link', { name: 'Vitrines da home' })).toBeVisible();

  // The admin makes them a reviewer: the member's console follows on its next load.
  await admin.getByRole('checkbox', { name: 'Editor' }).uncheck();
  await admin.getByRole('checkbox', { name: 'Revisor MLR' }).check();
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByRole('status')).toHaveText('Perfis e países salvos.');
  await expect(admin.getByTestId('staff-facts')).toContainText('Revisor MLR');
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: 'Conteúdos' })).toBeVisible();
  const nav = await consoleNav(member);
  await expect(nav.getByRole('link', { name: 'Conteúdos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Vitrines da home' })).toHaveCount(0);

  // Deactivation asks first, then ends the member's session at once.
  await admin.getByRole('button', { name: 'Desativar membro' }).click();
  await expect(admin.getByText('Desativar Nina Nova? As sessões abertas terminam na hora.')).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Desativar membro' }).click();
  await expect(admin.getByRole('status')).toHaveText('Membro desativado; as sessões foram encerradas.');
  await openConsoleArea(member, 'Eventos');
  await expect(member).toHaveURL(/\/admin\/sign-in/);
  await member.locator('#staff-email').fill(email);
  await member.locator('#staff-password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Continuar' }).click();
  await expect(member.getByRole('alert')).toHaveText('E-mail ou senha incorretos.', {
    timeout: PASSWORD_HASHING_TIMEOUT,
  });

  // The trail has all of it, with the role's before and after.
  const memberId = new URL(admin.url()).pathname.split('/').at(-1) ?? '';
  await openConsoleArea(admin, 'Trilha de auditoria');
  await admin.locator('#audit-entityId').fill(memberId);
  await admin.locator('#audit-entityId').press('Enter');
  const trail = admin.getByRole('table');
  for (const action of [
    'staff.create',
    'staff.password_set',
    'totp_enrolled',
    'staff.update',
    'staff.deactivate',
  ])
    await expect(trail.getByRole('cell', { name: action, exact: true })).toHaveCount(1);
  await expectAccessible(admin);
});

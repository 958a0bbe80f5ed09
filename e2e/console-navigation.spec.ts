// The console's side navigation (issue 36, item 5), end to end in Chromium: each demo staff role sees only
// the groups and areas its actions allow; the navigation works by keyboard and marks the current page;
// every console page visited passes axe at 1280 px and at 390 px with the menu folded and open, and nothing
// overflows sideways at 390 px. Screenshots of both widths go to the test's output folder for looking at.
import { expect, type Page, test } from '@playwright/test';
import { consoleSignIn, expectAccessible, expectFits } from './support.ts';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const CONTENT = ['Conteúdos', 'Produtos', 'Eventos', 'Cursos'];
const AUTHORING = [...CONTENT, 'Links públicos', 'Vitrines da home'];

/** What each role's navigation holds: group heading → its links, in order. */
const EXPECTED: Record<string, Record<string, string[]>> = {
  'editor@example.com': { Conteúdo: AUTHORING },
  'verifier@example.com': { Conteúdo: CONTENT, Pessoas: ['Verificação'] },
  'mi@example.com': { Conteúdo: CONTENT, Atendimento: ['Informação médica'] },
  'pv@example.com': { Conteúdo: CONTENT, Atendimento: ['Farmacovigilância'] },
  'admin@example.com': {
    Conteúdo: AUTHORING,
    Pessoas: ['Profissionais', 'Equipe'],
    Acompanhamento: ['Relatórios', 'Trilha de auditoria', 'E-mails'],
  },
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

/** The navigation as the member reads it: each labelled list with its links. */
async function readNavigation(page: Page): Promise<Record<string, string[]>> {
  const groups: Record<string, string[]> = {};
  for (const list of await nav(page).getByRole('list').all()) {
    const heading = await page.locator(`#${await list.getAttribute('aria-labelledby')}`).textContent();
    groups[(heading ?? '').trim()] = (await list.getByRole('link').allInnerTexts()).map((text) =>
      text.trim(),
    );
  }
  return groups;
}

/** The page's h1 has rendered (the page's data came), so axe judges the page and not a spinner. */
async function pageReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Carregando…')).toHaveCount(0);
}

/** At 390 px: axe and fit with the menu folded, then open (Escape folds it and focus returns). */
async function checkPhone(page: Page, shot?: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await expect(nav(page)).toBeHidden();
  await expectAccessible(page, undefined, { targetSize: true });
  await expectFits(page);
  if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}-390.png`), fullPage: true });
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page)).toBeVisible();
  await expectAccessible(page, undefined, { targetSize: true });
  await expectFits(page);
  if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}-390-menu.png`) });
  await page.keyboard.press('Escape');
  await expect(nav(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await page.setViewportSize(WIDE);
}

for (const [email, expected] of Object.entries(EXPECTED)) {
  test(`${email} sees only the navigation its roles allow, and each of its pages passes axe`, async ({
    browser,
  }) => {
    // Each page is judged by axe three times (1280 px, 390 px folded and open): minutes on a shared machine.
    test.setTimeout(900_000);
    const page = await consoleSignIn(browser, email, { viewport: WIDE });
    await pageReady(page);
    expect(await readNavigation(page)).toEqual(expected);
    await expect(menuButton(page)).toBeHidden();

    // The content pages every role shares are judged once, in the admin's run.
    const areas = Object.values(expected).flat();
    const visit = email === 'admin@example.com' ? areas : areas.filter((link) => !CONTENT.includes(link));
    for (const link of visit) {
      await nav(page).getByRole('link', { name: link, exact: true }).click();
      await pageReady(page);
      await expect(nav(page).getByRole('link', { name: link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav(page).locator('[aria-current]')).toHaveCount(1);
      await expectAccessible(page, undefined, { targetSize: true });
      await page.screenshot({ path: test.info().outputPath(`${link}-1280.png`), fullPage: true });
      await checkPhone(page, link);
    }
  });
}

test('the navigation works by keyboard and folds to a menu on a phone', async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await consoleSignIn(browser, 'admin@example.com', { viewport: WIDE });
  await pageReady(page);

  // The skip link comes first and lands in the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#admin-main')).toBeFocused();

  // From the top, Tab walks the navigation in its order; Enter follows a link.
  await page.locator('body').focus();
  await page.reload();
  await pageReady(page);
  const reports = nav(page).getByRole('link', { name: 'Relatórios' });
  for (let step = 0; step < 30 && !(await reports.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(reports).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(reports).toHaveAttribute('aria-current', 'page');

  // A record inside an area marks the area, not as the page.
  await nav(page).getByRole('link', { name: 'Equipe' }).click();
  await pageReady(page);
  await page.getByRole('link', { name: /Edna Editor/ }).click();
  await pageReady(page);
  await expect(nav(page).getByRole('link', { name: 'Equipe' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('navigation', { name: 'Caminho' }).getByRole('link')).toHaveText(
    'Voltar para a equipe',
  );
  await expectAccessible(page, undefined, { targetSize: true });
  await page.screenshot({ path: test.info().outputPath('staff-member-1280.png'), fullPage: true });
  await checkPhone(page, 'staff-member');

  // On a phone: the menu button opens the navigation by keyboard; following a link folds it again.
  await page.setViewportSize(PHONE);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(nav(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Conteúdos' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(nav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expectFits(page);
});

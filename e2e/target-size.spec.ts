import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectFits, signInAs, skipConsentBanner, urlFor } from './support.ts';

// Every target at least 24x24 CSS px or spaced as WCAG 2.5.8 allows, on the pages a physician visits:
// axe with the wcag22aa tags, and its `target-size` rule at 390 px (the helper turns it on by itself there).
// Also one required-field convention on the forms met on the way, and a header of one height.
const COUNTRIES = [
  { code: 'BR', email: 'doctor.br@example.com', content: '/conteudos/pt-cardio-03' },
  { code: 'MX', email: 'doctor.mx@example.com', content: '/contenidos/es-cardio-03' },
] as const;
const VIEWPORTS = [
  { name: '1366 px', width: 1366, height: 850 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** Opens a page by its address and waits for its main heading. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#main-content h1').first()).toBeVisible();
}

/**
 * One convention for required fields (components/ui/form-field.tsx): each required control carries
 * `required` or `aria-required`, its label has the "*" mark beside it, hidden from assistive technology
 * (which reads the required state instead), and the form explains the mark once (the required legend).
 * A mark on an optional field is as wrong as a required field without it.
 */
async function expectRequiredConvention(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      ':is(#main-content, [role="dialog"]) :is(input, select, textarea)',
    );
    for (const control of controls) {
      if (control.matches('[type="hidden"], [type="checkbox"], [type="radio"], [readonly], [disabled]'))
        continue;
      const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
      if (!label) continue;
      const required = control.hasAttribute('required') || control.getAttribute('aria-required') === 'true';
      const mark = (label.closest('.field__label-row') ?? label).querySelector('.field__required');
      if (required && !mark) found.push(`${control.id}: required without the mark`);
      if (!required && mark) found.push(`${control.id}: mark on an optional field`);
      if (mark && (mark.textContent?.trim() !== '*' || mark.getAttribute('aria-hidden') !== 'true'))
        found.push(`${control.id}: the mark is not a silent "*"`);
      const form = control.closest('form, [role="dialog"]') ?? document;
      if (mark && !form.querySelector('[data-testid="required-legend"]'))
        found.push(`${control.id}: no legend explains the mark`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

for (const country of COUNTRIES) {
  for (const viewport of VIEWPORTS) {
    test(`${country.code} at ${viewport.name}: the physician's pages pass axe (target-size at 390 px)`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await skipConsentBanner(page);
      await signInAs(page, country.code, country.email);
      const heights = new Set<number>();
      const check = async (what: string) => {
        await test.step(what, async () => {
          await expectAccessible(page);
          if (viewport.width <= 390) await expectFits(page, viewport.width);
          await expectRequiredConvention(page);
          heights.add(
            await page.getByRole('banner').evaluate((header) => (header as HTMLElement).offsetHeight),
          );
        });
      };
      await check('home');
      for (const [what, path] of [
        ['content page', country.content],
        ['events', '/eventos'],
        ['event page', country.code === 'BR' ? '/eventos/demo-pt-proximo' : '/eventos/demo-es-proximo'],
        ['courses', '/cursos-online'],
        ['doctor-finder', '/docfinder'],
        ['profile', '/editar-registro'],
        ['preferences', '/preferencias-usuario'],
        ['medical-information requests', '/medical-information'],
      ] as const) {
        await visit(page, urlFor(country.code, path));
        await check(what);
      }
      // A course and its exam.
      await visit(page, urlFor(country.code, '/cursos-online'));
      const course = page.locator('#main-content a[href^="/cursos-online/"]').first();
      await course.click();
      // The list has an h1 too: wait for the course's address before judging its page.
      await expect(page).not.toHaveURL(/\/cursos-online\/?$/);
      await expect(page.locator('#main-content h1').first()).toBeVisible();
      await check('course');
      const exam = page.locator('#main-content a[href$="/examen"]').first();
      if ((await exam.count()) > 0) {
        await exam.click();
        await expect(page).toHaveURL(/\/examen$/);
        await expect(page.locator('#main-content h1').first()).toBeVisible();
        await check('exam');
      }
      // The header keeps one height on every page.
      expect([...heights]).toHaveLength(1);
    });
  }
}

test('the signed-out forms follow the same required-field convention, at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipConsentBanner(page);
  for (const path of ['/signin', '/cadastro', '/esqueci-senha']) {
    await visit(page, urlFor('BR', path));
    await expect(page.getByTestId('required-legend')).toHaveCount(1);
    await expectRequiredConvention(page);
    await expectAccessible(page);
  }
});

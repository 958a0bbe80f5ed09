// Ask, and tell (issue 34), in Chromium: a question that reports an adverse event as physicians write it
// (a Brazilian bleed at a desktop's width, a Mexican rash on a phone) shows on its confirmation the
// country's pharmacovigilance channel and that the company will contact the physician; a "yes" to the
// form's plain question does the same for any text; an ordinary question answered "no" does not.
import { expect, type Page, test } from '@playwright/test';
import { COUNTRIES, type CountryCode } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { expectAccessible, expectFits, signInAs, skipConsentBanner, urlFor } from './support.ts';

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

async function ask(page: Page, content: string, patientProblem?: 'yes' | 'no') {
  await page.locator('#question-product').selectOption('Xarelto');
  await page.locator('#question-text').fill(content);
  if (patientProblem) await page.getByTestId(`question-patient-problem-${patientProblem}`).check();
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/medicalInformation') && response.request().method() === 'POST',
  );
  await page.getByTestId('question-send').click();
  const body = (await (await sent).json()) as { adverseEventSuspected: boolean };
  await expect(page.getByTestId('question-sent')).toBeVisible();
  return body;
}

async function expectChannel(page: Page, code: CountryCode) {
  const { phone, email, url } = COUNTRIES[code].pharmacovigilance;
  const t = dictionaries[COUNTRIES[code].language].medicalInformation.pharmacovigilance;
  const notice = page.getByTestId('pharmacovigilance-notice');
  await expect(notice.getByRole('heading')).toHaveText(t.title);
  await expect(notice).toContainText(t.body);
  await expect(notice.getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:${phone.replace(/\s+/g, '')}`,
  );
  await expect(notice.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(notice.getByRole('link', { name: t.web })).toHaveAttribute('href', url);
}

test('a Brazilian physician reports a bleed in Portuguese and sees the PV channel', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/medical-information'));
  const legend = dictionaries['pt-br'].medicalInformation.patientProblem.legend;
  await expect(page.getByRole('group', { name: legend })).toBeVisible();
  await expectAccessible(page);
  const body = await ask(
    page,
    'Uma paciente apresentou sangramento após iniciar o tratamento com Xarelto. Devo suspender?',
  );
  expect(body.adverseEventSuspected).toBe(true);
  await expectChannel(page, 'BR');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('br-1366.png'), fullPage: true });
});

test('a Mexican physician reports a rash in es-MX on a phone and sees the PV channel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'MX', 'doctor.mx@example.com');
  await page.goto(urlFor('MX', '/medical-information'));
  await expect(
    page.getByRole('group', { name: dictionaries['es-MX'].medicalInformation.patientProblem.legend }),
  ).toBeVisible();
  const body = await ask(
    page,
    'A mi paciente le salieron ronchas y moretones después de la primera pastilla.',
  );
  expect(body.adverseEventSuspected).toBe(true);
  await expectChannel(page, 'MX');
  await expectFits(page);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('mx-390.png'), fullPage: true });
});

test('"a patient had a problem" flags any text; an ordinary question answered no does not', async ({
  page,
}) => {
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/medical-information'));
  expect((await ask(page, 'Qual a conduta agora?', 'yes')).adverseEventSuspected).toBe(true);
  await expectChannel(page, 'BR');
  // The form is cleared for the next question, the answer too.
  await expect(page.getByTestId('question-patient-problem-yes')).not.toBeChecked();
  expect(
    (await ask(page, 'Qual a dose de Xarelto em insuficiência renal com clearance de 30?', 'no'))
      .adverseEventSuspected,
  ).toBe(false);
  await expect(page.getByTestId('pharmacovigilance-notice')).toHaveCount(0);
});

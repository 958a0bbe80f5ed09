import { expect, type Page, test } from '@playwright/test';
import { COUNTRIES } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { MEDICAL_TEAM_MAILBOX } from './environment.ts';
import {
  expectAccessible,
  holdRequests,
  type ReceivedMail,
  refuseMail,
  signInAs,
  skipConsentBanner,
  urlFor,
  waitForMail,
} from './support.ts';

const t = dictionaries['pt-br'].medicalInformation.article;
/** doctor.br's phone (demo accounts) in Brazil's display mask. */
const PROFILE_PHONE = '(31) 98765-4321';

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

async function openPopup(page: Page) {
  await page.getByTestId('article-request-trigger').click();
  const dialog = page.getByTestId('article-request-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillValid(page: Page, title: string) {
  await page.locator('#article-phone').fill('');
  await page.locator('#article-phone').pressSequentially('31987654321');
  await page.locator('#article-product').selectOption('Xarelto');
  await page.locator('#article-title').fill(title);
  await page.locator('#article-magazine').fill('Revista <b>Brasileira</b> de Cardiologia');
  await page.locator('#article-author').fill('Silva JA');
  await page.locator('#article-year').fill('2024');
}

test('the article popup opens from two pages, validates, sends, and the medical team receives every field', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'BR', 'doctor.br@example.com');

  // From the home: an empty send marks everything, shows the errors, and sends nothing.
  let dialog = await openPopup(page);
  // Focus starts on the first field to fill, the phone, which comes from the profile in the country's mask.
  await expect(page.locator('#article-phone')).toBeFocused();
  await expect(page.locator('#article-phone')).toHaveValue(PROFILE_PHONE);
  await expect(page.locator('#article-name')).toHaveAttribute('readonly', '');
  await expect(page.locator('#article-email')).toHaveValue('doctor.br@example.com');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/medicalInformation') && request.method() === 'POST') sent = true;
  });
  await page.getByTestId('article-send').click();
  await expect(page.locator('#article-title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#article-product')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#article-title-error')).toHaveText(t.errors.articleTitle);
  await expect(page.locator('#article-product-error')).toHaveText(t.errors.product);
  await page.locator('#article-phone').fill('1');
  await page.locator('#article-year').fill('20');
  await page.getByTestId('article-send').click();
  await expect(page.locator('#article-phone-error')).toHaveText(t.errors.phone);
  await expect(page.locator('#article-year-error')).toHaveText(t.errors.year);
  expect(sent).toBe(false);
  await expectAccessible(page);
  // The phone is masked as it is typed: Brazilian display.
  await page.locator('#article-phone').fill('');
  await page.locator('#article-year').fill('');
  await dialog.getByTestId('article-close').click();

  // From a content page: a valid request shows the loader, then the success message.
  await page.goto(urlFor('BR', '/conteudos/pt-cardio-02'));
  dialog = await openPopup(page);
  await fillValid(page, 'Rivaroxabana na fibrilação atrial: revisão');
  await expect(page.locator('#article-phone')).toHaveValue('(31) 98765-4321');
  const requests = await holdRequests(page, '**/api/medicalInformation');
  await page.getByTestId('article-send').click();
  await expect(page.getByTestId('article-sending')).toBeVisible();
  requests.release();
  await expect(page.getByTestId('article-success')).toHaveText(t.success);
  // The success state replaces the form (nothing left editable under it); focus moves to its message.
  await expect(page.getByTestId('article-success')).toBeFocused();
  await expect(page.getByTestId('article-request-form')).toHaveCount(0);
  await expect(page.getByTestId('article-send')).toHaveCount(0);
  await expect(dialog.getByTestId('article-close')).toBeVisible();
  await expect(dialog.getByTestId('article-new-request')).toHaveText(t.newRequest);
  await expectAccessible(page);

  const mail = await waitForMail(MEDICAL_TEAM_MAILBOX, /Rivaroxabana na fibrila/);
  for (const field of ['Ana', 'Souza Oliveira', 'doctor.br@example.com', 'Xarelto', 'Silva JA', '2024']) {
    expect(mail.text, field).toContain(field);
  }
  // What the user typed as HTML arrives as text, never as markup.
  expect(mail.html).not.toContain('<b>Brasileira</b>');

  // "New request" brings back an empty form, focus on its first field to fill.
  await dialog.getByTestId('article-new-request').click();
  await expect(page.locator('#article-title')).toHaveValue('');
  await expect(page.locator('#article-phone')).toBeFocused();
  await expect(page.getByTestId('article-success')).toHaveCount(0);
  // Closing (with the button at the top) resets the form.
  await dialog.getByTestId('dialog-close-top').click();
  await openPopup(page);
  await expect(page.locator('#article-title')).toHaveValue('');
  await expect(page.getByTestId('article-send')).toBeVisible();
});

test('on a phone the article popup fits the screen, scrolls inside and closes from the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.getByRole('button', { name: dictionaries['pt-br'].shell.nav.menu, exact: true }).click();
  const dialog = await openPopup(page);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expect(dialog.getByTestId('dialog-close-top')).toBeInViewport();
  await expectAccessible(page);
  await dialog.getByTestId('dialog-close-top').click();
  await expect(dialog).toBeHidden();
});

test('with the SMTP server down the request still succeeds, and the mail arrives once it is back', async ({
  page,
}) => {
  test.slow();
  const title = 'Entregue depois da queda do SMTP';
  await signInAs(page, 'BR', 'doctor.br@example.com');
  const smtpDown = await refuseMail(title);
  let turnedAway: ReceivedMail[] = [];
  try {
    await openPopup(page);
    await fillValid(page, title);
    await page.getByTestId('article-send').click();
    await expect(page.getByTestId('article-success')).toBeVisible();
    // The relay has tried, and been turned away.
    await expect(async () => {
      turnedAway = await smtpDown.turnedAway();
      expect(turnedAway.length).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });
  } finally {
    await smtpDown.lift();
  }
  // Each mail turned away arrives once the server is back: the relay retries with backoff (first after
  // about 30 s of the server's own clock).
  for (const refused of turnedAway) {
    const mail = await waitForMail(
      MEDICAL_TEAM_MAILBOX,
      (received) => received.subject === refused.subject && received.text === refused.text,
      75_000,
    );
    expect(mail.text).toContain(title);
  }
});

test('a failed request shows the spec message with the contact link', async ({ page }) => {
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.route('**/api/medicalInformation', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
  );
  await openPopup(page);
  await fillValid(page, 'Falha simulada');
  await page.getByTestId('article-send').click();
  await expect(page.getByTestId('article-error')).toContainText(t.failure);
  await expect(page.getByTestId('article-contact-link').getByRole('link')).toHaveAttribute(
    'href',
    COUNTRIES.BR.legal.contact.external!,
  );
  await expectAccessible(page);
});

test('the medical-information screen sends a question, lists it, and points to adverse-event reporting', async ({
  page,
}) => {
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/medical-information'));
  await expectAccessible(page);
  await page.locator('#question-product').selectOption('Xarelto');
  await page.locator('#question-text').fill('Paciente teve uma reação adversa após a dose: como proceder?');
  await page.getByTestId('question-send').click();
  await expect(page.getByTestId('question-sent')).toBeVisible();
  await expect(page.getByTestId('adverse-event-link').getByRole('link').first()).toHaveAttribute(
    'href',
    COUNTRIES.BR.footer.adverseEvent!.url,
  );
  await expect(page.getByTestId('my-request').first()).toContainText('Xarelto');
  await expectAccessible(page);
});

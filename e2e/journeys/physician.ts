// The steps of the physician's journey, each as a physician does it: by the navigation, the labels and the
// roles on the screen (never by a card's markup), with axe on every page the step lands on. The texts come
// from the dictionaries of the country's language, so the same steps walk Brazil and Mexico.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { COUNTRIES, type Specialty, TOAST_DURATION_MS } from '@portal/countries';
import { dictionaries, type Lang } from '@portal/i18n';
import { pdfText } from '../../apps/api/test/pdf-reader.ts';
import { buildDemoCorpus } from '../../packages/demo-data/src/content-seed/index.ts';
import { DEMO_BANKS } from '../../packages/demo-data/src/training-seed/index.ts';
import {
  chooseInCombobox,
  expectAccessible,
  finishRegistration,
  pauseClock,
  submitSignIn,
  urlFor,
  verifyMailedAddress,
  waitForHydration,
} from '../support.ts';
import { playOpenLesson } from '../support-lessons.ts';

export type JourneyCountry = 'BR' | 'MX';

/**
 * Who walks the journey: a new physician whom the registry knows (seed's licensed professionals that no demo
 * account is), registered afresh by each test, so passing an exam or changing preferences touches no account
 * another spec relies on. One registration, one account (issue 33): each size registers its own number
 * (a second account with a number would stay pending), as does the identity spec.
 */
const NEWCOMERS: Record<
  JourneyCountry,
  {
    name: [string, string];
    phone: string;
    fields: Record<string, string | { index: number } | true>;
    numberField: string;
    /** The register numbers of each size, one for the first try and one for a retry (one account a number). */
    numbers: { desktop: readonly string[]; phone: readonly string[] };
  }
> = {
  BR: {
    name: ['Paulo', 'Mendes Costa'],
    phone: '31991230000',
    fields: { registerUf: 'MG', registerType: 'CRM', termsConsent: true },
    numberField: 'registerNumber',
    numbers: { desktop: ['246810', '246820'], phone: ['246811', '246821'] },
  },
  MX: {
    name: ['Mariana', 'Torres Ruiz'],
    phone: '5587650000',
    fields: { treatment: { index: 1 }, state: 'Jalisco' },
    numberField: 'identityDocumentOrMedicalCollegiate',
    numbers: { desktop: ['87654322', '87654324'], phone: ['87654323', '87654325'] },
  },
};
const PASSWORD = 'Jornada-Medica-2026!';

/** The course the journey takes (not the one other specs take) and its answer key. */
const COURSE_TOPIC = 'pneumo-09' as const;
/** The specialty the journey turns its preferences to; the registration chooses another (the first). */
const NEW_INTEREST: Specialty = 'pneumology';

export interface Journey {
  page: Page;
  code: JourneyCountry;
  /** Short name of the viewport, for the screenshots. */
  size: string;
  t: (typeof dictionaries)['pt-br'];
  language: 'pt' | 'es';
  /** Where to keep screenshots (JOURNEY_SHOTS_DIR); none are taken without it. */
  shots: string | undefined;
}

export function journeyOf(page: Page, code: JourneyCountry, size: string): Journey {
  const lang: Lang = COUNTRIES[code].language;
  const shots = process.env.JOURNEY_SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  return { page, code, size, t: dictionaries[lang], language: code === 'BR' ? 'pt' : 'es', shots };
}

async function shoot(journey: Journey, name: string): Promise<void> {
  if (!journey.shots) return;
  await journey.page.screenshot({
    path: join(journey.shots, `${journey.code}-${journey.size}-${name}.png`),
    fullPage: false,
  });
}

/** The page's main heading, once it has rendered. */
function mainHeading(page: Page, name?: string | RegExp): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1, ...(name ? { name } : {}) });
}

/** Registers a new physician, opens the verification link the mail brings, and signs in. */
export async function registerAndSignIn(journey: Journey): Promise<{ name: string }> {
  const { page, code, t } = journey;
  const newcomer = NEWCOMERS[code];
  const email = `journey.${code.toLowerCase()}.${randomUUID()}@example.com`;
  await page.goto(urlFor(code, '/cadastro'));
  await waitForHydration(page);
  await expect(mainHeading(page, t.identity.register.heading)).toBeVisible();
  await page.locator('#register-firstName').fill(newcomer.name[0]);
  await page.locator('#register-lastName').fill(newcomer.name[1]);
  await page.locator('#register-email').fill(email);
  await page.locator('#register-phone').fill(newcomer.phone);
  for (const [id, value] of Object.entries(newcomer.fields)) {
    const input = page.locator(`#register-${id}`);
    if (value === true) await input.check();
    else if ((await input.evaluate((element) => element.tagName)) === 'SELECT')
      await input.selectOption(value);
    else if ((await input.getAttribute('role')) === 'combobox' && typeof value === 'string')
      // The state: a searchable select of the country's subdivisions, found by a part of the name.
      await chooseInCombobox(page, `#register-${id}`, value.slice(0, 4), value);
    else await input.fill(value as string);
  }
  await page
    .locator(`#register-${newcomer.numberField}`)
    .fill(
      (journey.size === 'phone' ? newcomer.numbers.phone : newcomer.numbers.desktop)[
        Math.min(test.info().retry, 1)
      ] ?? '',
    );
  // The first specialty of the list: the journey later turns its interests elsewhere.
  await finishRegistration(page, email, PASSWORD);

  await verifyMailedAddress(page, email);

  await submitSignIn(page, code, email, PASSWORD);
  await expect(page).toHaveURL(urlFor(code, '/home'));
  await expect(mainHeading(page, t.content.home.heading.replace('{{name}}', newcomer.name[0]))).toBeVisible();
  await expectAccessible(page);
  await shoot(journey, 'home');
  return { name: newcomer.name.join(' ') };
}

/** The primary navigation; on a phone its menu button opens the drawer first. */
export async function navigateTo(
  journey: Journey,
  area: keyof (typeof dictionaries)['pt-br']['shell']['nav'],
  { shot }: { shot?: string } = {},
): Promise<void> {
  const { page, t } = journey;
  const nav = page.getByRole('navigation', { name: t.shell.nav.label });
  const toggle = nav.getByRole('button', { name: t.shell.nav.menu, exact: true });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  const link = nav.getByRole('link', { name: t.shell.nav[area], exact: true });
  await expect(link).toBeVisible();
  if (shot) {
    await expectAccessible(page);
    await shoot(journey, shot);
  }
  await link.click();
  // The drawer closes on arrival; the desktop bar marks the area as the current page.
  if (await toggle.isVisible()) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  else await expect(link).toHaveAttribute('aria-current', 'page');
}

/**
 * A confirmation toast: read (and checked by axe) once its entrance has finished, since axe would measure
 * the contrast of a half-faded text; then gone when the page's clock has run its time.
 */
async function toastComesAndGoes(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await page.clock.runFor(TOAST_DURATION_MS);
  await expect(toast).toBeHidden();
}

/** The user menu's entries (saved list, preferences). */
async function openUserMenu(journey: Journey, entry: string): Promise<void> {
  const { page, t } = journey;
  const menu = page.getByRole('navigation', { name: t.account.menu.navLabel });
  await menu.getByRole('button').first().click();
  await menu.getByRole('link', { name: entry, exact: true }).click();
}

/** axe waits on the page's timers: the clock runs while it looks, then stops again (a minute on). */
async function accessibleOnPausedClock(page: Page): Promise<void> {
  await page.clock.resume();
  await expectAccessible(page);
  await pauseClock(page);
}

function courseTitle(journey: Journey): string {
  const id = `${journey.language}-${COURSE_TOPIC}`;
  const item = buildDemoCorpus().items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no demo course ${id}`);
  return item.title;
}

/** Courses from the navigation, the course, each of its lessons, then the exam, passed. */
export async function takeCourseAndPass(journey: Journey): Promise<{ course: string }> {
  const { page, t } = journey;
  const course = courseTitle(journey);
  await navigateTo(journey, 'courses', { shot: 'navigation-open' });
  await expect(mainHeading(page, t.training.list.title)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: course, exact: true }).first().click();
  await expect(mainHeading(page, course)).toBeVisible();
  await expectAccessible(page);
  await shoot(journey, 'course');

  // Every lesson plays in the course's own player.
  const lessons = page.getByRole('region', { name: new RegExp(`^${t.training.detail.lessonsHeading}`) });
  const lessonLinks = lessons.getByRole('link');
  const count = await lessonLinks.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await lessonLinks.nth(i).click();
    await expect(lessonLinks.nth(i)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('main').locator('video')).toBeVisible();
    // Watched to its end: the exam opens once every lesson is complete (issue 35).
    await playOpenLesson(page, i);
  }
  await expectAccessible(page);

  await page.getByRole('link', { name: t.training.detail.takeExam }).click();
  await page.getByLabel(t.training.exam.acceptLabel).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: t.training.exam.acceptSubmit }).click();
  // The exam is timed: from here the page's clock moves only when the test moves it, so a slow machine
  // cannot run the countdown out.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  await page.getByRole('button', { name: t.training.exam.start }).click();

  // The exam draws its questions from the course's bank: the bank is the answer key.
  const bank = DEMO_BANKS[COURSE_TOPIC].questions;
  const questions = page.getByRole('navigation', { name: t.training.exam.questionListLabel });
  await expect(questions.getByRole('button').first()).toBeVisible();
  const total = await questions.getByRole('button').count();
  expect(total).toBeGreaterThan(0);
  for (let i = 0; i < total; i++) {
    const shown = await page.getByTestId('exam-question').getByRole('heading').first().textContent();
    const entry = bank.find((question) => shown?.includes(question[journey.language][0]));
    if (!entry) throw new Error(`question not in the bank: ${shown}`);
    await page.getByRole('radio', { name: entry[journey.language][entry.answer + 1], exact: true }).check();
    await expect(page.getByTestId('exam-save-status')).toHaveAttribute('data-status', 'saved');
    if (i === 0) await accessibleOnPausedClock(page);
    if (i < total - 1) await page.getByRole('button', { name: t.training.exam.next }).click();
  }
  await page.getByRole('button', { name: t.training.exam.toReview }).click();
  await page.getByRole('button', { name: t.training.exam.submit }).click();
  const confirm = page.getByRole('dialog', { name: t.training.exam.confirmTitle });
  await expect(confirm).toBeVisible();
  await accessibleOnPausedClock(page);
  await confirm.getByRole('button', { name: t.training.exam.confirmSubmit }).click();
  await expect(page.getByText(t.training.result.passed)).toBeVisible();
  await page.clock.resume();
  await expectAccessible(page);
  return { course };
}

/** The certificate: a PDF naming the holder and the course, whose code the public page confirms. */
export async function downloadAndVerifyCertificate(
  journey: Journey,
  holder: { name: string; course: string },
): Promise<void> {
  const { page, code, t } = journey;
  await page.getByRole('link', { name: t.training.result.certificates }).click();
  await expect(mainHeading(page, t.training.certificates.title)).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: t.training.certificates.download.replace('{{title}}', holder.course) })
    .click();
  const file = (await (await downloading).path())!;
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const lines = await pdfText(pdf);
  expect(lines).toContain(holder.name);
  // A long course name wraps over two lines.
  expect(lines.join(' ')).toContain(holder.course);
  // The code is printed under its label, below the QR.
  const certificateCode = lines[lines.indexOf(t.training.verify.code) + 1] ?? '';
  expect(certificateCode).toMatch(/^[0-9A-Z]{10,}$/);
  if (journey.shots) {
    const { execFileSync } = await import('node:child_process');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '100',
      '-singlefile',
      file,
      join(journey.shots, `${journey.code}-${journey.size}-certificate`),
    ]);
  }

  // Anyone holding the paper types the code on the public verification page.
  await page.goto(urlFor(code, '/certificados/verificar'));
  await waitForHydration(page);
  await page.getByLabel(t.training.verify.codeField).fill(certificateCode);
  await page.getByRole('button', { name: t.training.verify.submit }).click();
  await expect(page.getByRole('heading', { name: t.training.verify.valid })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(holder.name);
  await expect(page.getByRole('main')).toContainText(holder.course);
  await expectAccessible(page);
}

/** Events from the navigation, an upcoming one, and its calendar file. */
export async function addEventToCalendar(journey: Journey): Promise<void> {
  const { page, t } = journey;
  await navigateTo(journey, 'events');
  await expect(mainHeading(page, t.events.list.title)).toBeVisible();
  await expectAccessible(page);
  const upcoming = page.getByRole('region', { name: t.events.list.upcoming });
  const event = upcoming.getByRole('heading').getByRole('link').first();
  const title = (await event.textContent()) ?? '';
  await event.click();
  await expect(mainHeading(page, title)).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.events.detail.addToCalendar }).click();
  const ics = readFileSync((await (await downloading).path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  // Long titles are folded at 75 octets: unfold before looking for it.
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${title.replace(/([,;])/g, '\\$1')}`);
}

/** Medical information from the navigation: a question, its confirmation, and the request listed. */
export async function askMedicalInformation(journey: Journey): Promise<void> {
  const { page, t } = journey;
  const screen = t.medicalInformation.screen;
  await navigateTo(journey, 'medicalInformation');
  await expect(mainHeading(page, screen.title)).toBeVisible();
  await expectAccessible(page);
  const product = page.getByLabel(screen.product, { exact: true });
  await product.selectOption({ index: 1 });
  const productName = (await product.locator('option:checked').textContent())?.trim() ?? '';
  const question = `Jornada ${randomUUID().slice(0, 8)}: posologia?`;
  await page.getByLabel(screen.question, { exact: true }).fill(question);
  await page.getByRole('button', { name: screen.send }).click();
  // The confirmation names the request's protocol number (issue 34).
  const confirmation = page.getByTestId('question-sent');
  await expect(confirmation).toContainText(screen.confirmation.heading);
  await expect(page.getByTestId('question-protocol')).toContainText(/MI-[A-Z]{2}-\d{4}-\d{6}/);
  // The request is listed under "my requests" as a card, with its product.
  const mine = page.getByTestId('my-request').filter({ hasText: question });
  await expect(mine).toContainText(productName);
  await expectAccessible(page);
}

/** A content saved from its page, found again in the saved list (from the user menu). */
export async function saveAndFindAgain(journey: Journey): Promise<string> {
  const { page, t } = journey;
  await navigateTo(journey, 'contents');
  await expectAccessible(page);
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
  const title = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(mainHeading(page, title)).toBeVisible();
  const save = page.getByRole('button', { name: t.content.save.addLabel.replace('{{title}}', title) });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  // The toggle now says it is saved, in its name too (2.5.3: the visible "Salvo" is in the name).
  const saved = page.getByRole('button', { name: t.content.save.savedLabel.replace('{{title}}', title) });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await toastComesAndGoes(page, t.content.save.added);

  await openUserMenu(journey, t.account.menu.saved);
  await expect(mainHeading(page, t.content.lists.saved.title)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectAccessible(page);
  return title;
}

/** The header's search finds an item by a word of its title. */
export async function search(journey: Journey, title: string): Promise<void> {
  const { page, t } = journey;
  await page.getByRole('banner').getByRole('link', { name: t.shell.nav.search }).click();
  await expect(mainHeading(page, t.contentSearch.search.heading)).toBeVisible();
  const word = title.split(/[\s:]+/).sort((a, b) => b.length - a.length)[0]!;
  await page.getByLabel(t.contentSearch.search.inputLabel).fill(word);
  await page
    .getByRole('search', { name: t.contentSearch.search.formLabel })
    .getByRole('button', { name: t.contentSearch.search.submit })
    .click();
  await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectAccessible(page);
}

/** The titles in the home's "for you" row. */
async function forYouTitles(journey: Journey): Promise<string[]> {
  const { page, t } = journey;
  const row = page.getByRole('region', { name: t.content.clusters.moreyou, exact: true });
  await expect(row.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return (await row.getByRole('heading', { level: 3 }).allTextContents()).map((title) => title.trim());
}

/** Preferences turned to another specialty: the home's "for you" row follows. */
export async function changeInterestsAndSeeHome(journey: Journey): Promise<void> {
  const { page, code, t, language } = journey;
  const country = COUNTRIES[code];
  const interest = new Set(
    buildDemoCorpus()
      .items.filter((item) => item.language === language && item.specialties?.includes(NEW_INTEREST))
      .map((item) => item.title),
  );
  await navigateTo(journey, 'home');
  const before = await forYouTitles(journey);
  expect(before.filter((title) => !interest.has(title)).length).toBeGreaterThan(0);

  await openUserMenu(journey, t.account.menu.preferences);
  await expect(mainHeading(page, t.account.preferences.heading)).toBeVisible();
  const form = page.getByRole('group', { name: t.account.preferences.legend });
  for (const specialty of country.specialties) {
    await form
      .getByRole('checkbox', { name: country.specialtyLabels[specialty], exact: true })
      .setChecked(specialty === NEW_INTEREST);
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: t.account.preferences.save }).click();
  await toastComesAndGoes(page, t.account.preferences.saved);

  await navigateTo(journey, 'home');
  await expect.poll(() => forYouTitles(journey)).not.toEqual(before);
  const after = await forYouTitles(journey);
  expect(after.filter((title) => !interest.has(title))).toEqual([]);
  await expectAccessible(page);
}

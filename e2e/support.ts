import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import type { CountryCode } from '@portal/countries';
import { generate } from 'otplib';
// The constants come from the code that uses them, by file path (the web's `#lib/*` aliases resolve only
// inside apps/web): the consent record and storage keys from the web, the demo password from the seed.
import { CONSENT_POLICY_VERSION, type ConsentRecord, DEFAULT_CHOICES } from '../apps/web/src/lib/consent.ts';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage-keys.ts';
import { DEMO_PASSWORD } from '../packages/demo-data/src/demo-accounts.ts';
import { DEMO_STAFF } from '../packages/demo-data/src/staff-seed.ts';
import { E2E_PORT, MAIL_SINK_URL } from './environment.ts';

/** Password of every seeded demo account (README). */
export { DEMO_PASSWORD };

/**
 * Deadline for an answer that hashes a password (registration, sign-in, password change). The server
 * under test runs as production requires, scrypt with N = 2^17 (128 MiB, about half a second on a quiet
 * core); on two cores shared with other work, registrations were seen past the default 10 s.
 */
export const PASSWORD_HASHING_TIMEOUT = 30_000;

/** Deadline for a page's scripts to load and hydrate it: seconds on a loaded two-core machine. */
export const PAGE_SCRIPTS_TIMEOUT = 30_000;

/** The two widths every journey is looked at: a laptop and a phone. */
export const DESKTOP_AND_PHONE = [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
] as const;

/**
 * The style a full-page picture is taken with: the browser skips the home's rows that are off the screen
 * (`content-visibility: auto`), and a full-page capture would show them blank.
 */
export const DRAW_OFFSCREEN_ROWS = '.content-section--row { content-visibility: visible; }';

/** A doctor-finder search with demo results in each of the two countries the journeys walk. */
export const DOCFINDER_SEARCH = {
  BR: '/buscador-medico?specialty=cardiology&state=SP',
  MX: '/buscador-medico?state=MX-JAL',
} as const;

/** Address of a path on a country's development host, e.g. http://mx.localhost:3200/imprint. */
export function urlFor(code: CountryCode, path = '/'): string {
  return `http://${code.toLowerCase()}.localhost:${E2E_PORT}${path}`;
}

export interface AxeOptions {
  /**
   * Also run axe's `target-size` rule (WCAG 2.5.8: every target at least 24x24 CSS px, or spaced so a
   * 24 px circle around it touches no other). Off by default in axe-core; this helper turns it on by itself
   * at phone widths (390 px and below), where thumbs meet small targets. `true` forces it at any width.
   */
  targetSize?: boolean;
}

/** The widest viewport the axe helper treats as a phone (target-size on). */
const PHONE_WIDTH = 390;

/** Zero axe violations (WCAG 2.0/2.1/2.2 A and AA) in the page, or in `include` when given. */
export async function expectAccessible(
  page: Page,
  include?: string,
  options: AxeOptions = {},
): Promise<void> {
  // Axe judges what the user ends up seeing: an entrance still fading in (a toast at 40 % opacity) would
  // measure a contrast nobody reads. Finite animations and transitions jump to their end; spinners run on.
  // finish() needs no clock, so this also works while a test holds the page clock.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) continue;
      try {
        animation.finish();
      } catch {
        // A paused animation with playback rate 0 cannot finish; it is not an entrance either.
      }
    }
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const phone = (page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= PHONE_WIDTH;
  if (options.targetSize ?? phone) builder = builder.options({ rules: { 'target-size': { enabled: true } } });
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Records a consent choice (everything optional refused) before the app loads, so the banner stays out of
 * tests about other things. Key, policy version and record shape are the web's own. */
export async function skipConsentBanner(page: Page): Promise<void> {
  const record: ConsentRecord = {
    choices: DEFAULT_CHOICES,
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: '',
  };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.consent,
    JSON.stringify(record),
  ] as const);
}

/** The signed-in user's access token as the web stores it, or null once signed out. */
export function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.accessToken);
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) so that from here on only `runFor` and
 * `fastForward` move it, however slow the machine. `pauseAt` wants a time still ahead of the clock, which
 * keeps running while the call travels: it is aimed a minute ahead, so timers due within that minute fire
 * now (wait for nothing that is due then). Returns the time the clock stands at.
 */
export async function pauseClock(page: Page): Promise<number> {
  const at = (await page.evaluate(() => Date.now())) + 60_000;
  await page.clock.pauseAt(at);
  return at;
}

/** Holds every request to `url` until `release()` is called, so a test can look at the page meanwhile. */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}

export interface ReceivedMail {
  receivedAt?: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * Waits for the newest mail to an address that the portal sent over SMTP (whose text matches, or that the
 * predicate accepts), and returns it. The relay looks at the outbox every 200 ms; the deadline is generous
 * only because a busy machine is slow.
 */
export async function waitForMail(
  to: string,
  matching: RegExp | ((mail: ReceivedMail) => boolean) = /./,
  timeout = 60_000,
): Promise<ReceivedMail> {
  const accepts =
    typeof matching === 'function' ? matching : (mail: ReceivedMail) => matching.test(mail.text);
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as ReceivedMail[]).filter(accepts).at(-1);
        return Boolean(found);
      },
      { timeout, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/**
 * Makes the test's SMTP server answer every mail whose text contains `matching` with a failure (temporary
 * unless `code` is a 5yz), as a relay that is down would, until `lift()`. `turnedAway()` lists the deliveries it refused so far.
 */
export async function refuseMail(
  matching: string,
  /** 451 (temporary, retried) or a permanent 5yz (the mail fails at once). */
  code = 451,
): Promise<{ turnedAway: () => Promise<ReceivedMail[]>; lift: () => Promise<void> }> {
  const url = `${MAIL_SINK_URL}/refusals?matching=${encodeURIComponent(matching)}&code=${code}`;
  const call = async (method: string) => (await (await fetch(url, { method })).json()) as ReceivedMail[];
  await call('POST');
  return {
    turnedAway: () => call('GET'),
    lift: async () => {
      await call('DELETE');
    },
  };
}

/** The first link in a mail's text that goes to the given path. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://[^\\s>"]+${path}[^\\s>"]*`))?.[0];
  if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
  return link;
}

/**
 * Opens the link to `path` (e.g. `/verificar-email`) from the newest mail to `to` that carries one, and
 * returns it, for a test that opens it again (a single-use link).
 */
export async function openMailedLink(page: Page, to: string, path: string): Promise<string> {
  const link = linkIn(await waitForMail(to, new RegExp(path.slice(1))), path);
  await page.goto(link);
  return link;
}

/** A new registration confirms its e-mail: the mailed verification link opens and says it is verified. */
export async function verifyMailedAddress(page: Page, email: string): Promise<void> {
  await openMailedLink(page, email, '/verificar-email');
  await expect(page.getByTestId('verify-email-verified')).toBeVisible();
}

/**
 * Waits until React owns the page (`<html data-hydrated>`). A server-rendered page shows its form before
 * its scripts run; what is typed or clicked before that is lost when React takes over.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: PAGE_SCRIPTS_TIMEOUT });
}

/** Fills and sends the sign-in form on a country's host; the caller checks where it lands. */
export async function submitSignIn(page: Page, code: CountryCode, email: string, password = DEMO_PASSWORD) {
  await page.goto(urlFor(code, '/signin'));
  await waitForHydration(page);
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  // The identity provider's answer hashes the password: wait for it under its own deadline, counted from
  // the click (on a loaded machine the click itself can wait for the page), then let the caller check.
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/accounts.login'),
    { timeout: 0 },
  );
  await page.getByTestId('login-submit').click();
  let deadline: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    answered,
    new Promise((_, reject) => {
      deadline = setTimeout(
        () => reject(new Error(`no sign-in answer within ${PASSWORD_HASHING_TIMEOUT} ms of the click`)),
        PASSWORD_HASHING_TIMEOUT,
      );
    }),
  ]).finally(() => clearTimeout(deadline));
}

/** Signs a demo account in and waits for the signed-in home. */
export async function signInAs(page: Page, code: CountryCode, email: string) {
  await submitSignIn(page, code, email);
  await expect(page).toHaveURL(urlFor(code, '/home'));
  await waitForHome(page);
}

/** The home with all its rows: it is busy while loading and while its later rows render in the background. */
export async function waitForHome(page: Page) {
  await expect(page.getByTestId('home')).toHaveAttribute('aria-busy', 'false');
}

/** A demo physician signed in to the portal in a browser context of its own (the consent banner answered). */
export async function physicianSignIn(browser: Browser, code: CountryCode, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await skipConsentBanner(page);
  await signInAs(page, code, email);
  return page;
}

/**
 * Collects every Content-Security-Policy violation Chromium reports on the page's console, across
 * navigations; call the returned function at the end of the test (it should give []).
 */
export function watchCspViolations(page: Page): () => string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    // Chromium words Trusted Types violations "requires 'TrustedHTML' assignment" (report-only or not).
    if (/Content Security Policy|Trusted ?Type|requires 'Trusted/i.test(message.text()))
      violations.push(message.text());
  });
  return () => violations;
}

/** The end of every registration form: specialty, the password twice, both declarations; sent and accepted. */
export async function finishRegistration(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#register-specialty').selectOption({ index: 1 });
  await page.locator('#register-password').fill(password);
  await page.locator('#register-passwordConfirmation').fill(password);
  await page.locator('#register-iamDoctor').check();
  await page.locator('#register-readAcceptTerms').check();
  await page.getByTestId('registration-submit').click();
  await expect(page.getByTestId('registration-success')).toContainText(email, {
    timeout: PASSWORD_HASHING_TIMEOUT,
  });
}

/**
 * For a whole spec: each test starts past the consent banner, and fails if its pages broke the strict
 * policy (no inline script, the tag manager only by nonce).
 */
export function expectStrictCspThroughout(): void {
  let violations: () => string[] = () => [];
  test.beforeEach(async ({ page }) => {
    await skipConsentBanner(page);
    violations = watchCspViolations(page);
  });
  test.afterEach(() => {
    expect(violations()).toEqual([]);
  });
}

/**
 * Chooses in a searchable select (components/ui/combobox.tsx) as a user does: types part of the name,
 * sees the list narrow, and clicks the option (or, `keyboard`, moves to it with the arrows and presses
 * Enter). The field then shows the option's name.
 */
export async function chooseInCombobox(
  page: Page,
  selector: string,
  typed: string,
  option: string,
  { keyboard = false, whileOpen }: { keyboard?: boolean; whileOpen?: () => Promise<void> } = {},
): Promise<void> {
  const input = page.locator(selector);
  await input.click();
  await input.fill(typed);
  const listbox = page.locator(`#${await input.getAttribute('aria-controls')}`);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  await whileOpen?.();
  if (keyboard) {
    const options = await listbox.getByRole('option').allTextContents();
    const steps = options.indexOf(option);
    for (let step = 0; step < steps; step += 1) await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id')) ?? '');
    await input.press('Enter');
  } else {
    await wanted.click();
  }
  await expect(input).toHaveValue(option);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

/** Runs `work` while holding a lock shared by every worker of this run (a directory: mkdir is atomic). */
async function withFileLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `${name}.lock`);
  for (let tries = 0; ; tries += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a killed worker: a sign-in never holds it for two minutes.
      if (tries > 1200) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Types a TOTP code of `secret` at the real time into the console's second-factor form and submits it,
 * then waits for `landed` (the URL after sign-in). The server takes each step once per member and only a
 * step after the last one taken (one step of drift ahead allowed), and every refused code counts toward
 * the member's sign-in throttle. So the workers of a run share a ledger of the last step used per
 * member, under a lock, and each sign-in takes the next free step (waiting for it to begin when it is
 * two ahead) instead of guessing and being refused.
 */
export async function submitTotp(page: Page, secret: string, landed: string | RegExp): Promise<void> {
  // Waiting for the lock and for a step to begin can take a minute when workers sign the same member in
  // at once: that wait is the sign-in's, not the test's, so the test gets the time on top.
  test.info().setTimeout(test.info().timeout + 90_000);
  const key = `portal-e2e-totp-${E2E_PORT}-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
  const ledger = join(tmpdir(), `${key}.step`);
  await withFileLock(key, async () => {
    const lastUsed = existsSync(ledger) ? Number(readFileSync(ledger, 'utf8')) : -1;
    const now = Math.floor(Date.now() / 30_000);
    for (let target = Math.max(now, lastUsed + 1); target <= now + 3; target += 1) {
      // A step more than one ahead of the real time is accepted only once the next step has begun.
      const waitMs = (target - 1) * 30_000 - Date.now();
      if (waitMs > 0) await page.waitForTimeout(waitMs + 500);
      await page.locator('#staff-code').fill(await generate({ secret, epoch: target * 30 }));
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/admin/session/totp' &&
          response.request().method() === 'POST',
      );
      await page.locator('#staff-code').press('Enter');
      const ok = (await answer).ok();
      // Taken either way once refused: a step at or below the server's last one is never accepted.
      writeFileSync(ledger, String(target));
      if (ok) {
        await page.waitForURL(landed);
        return;
      }
    }
    throw new Error('the console refused every TOTP step it was offered');
  });
}

/** The operator console of the server under test. */
export const CONSOLE = `http://localhost:${E2E_PORT}/admin`;

/** The TOTP secret a demo staff member is enrolled with (README). */
export function staffSecret(email: string): string {
  const member = DEMO_STAFF.find((m) => m.email === email);
  if (!member) throw new Error(`no demo staff member ${email}`);
  return member.totpSecret;
}

/** No horizontal scrolling at a phone's width (390 px). */
export async function expectFits(page: Page, width = 390): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * A demo staff member signed in to the console (password, then TOTP) in a browser context of its own.
 * The console sends a visitor without a session to sign-in; `checkScreen` runs on the sign-in and the
 * second-factor screens (axe, fit).
 */
export async function consoleSignIn(
  browser: Browser,
  email: string,
  contextOptions: BrowserContextOptions = {},
  checkScreen?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await (await browser.newContext(contextOptions)).newPage();
  await page.goto(`${CONSOLE}/content`);
  await expect(page).toHaveURL(`${CONSOLE}/sign-in`);
  await checkScreen?.(page);
  await page.locator('#staff-email').fill(email);
  await page.locator('#staff-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The password is checked with scrypt: on a loaded machine that alone can take longer than an expect.
  await expect(page).toHaveURL(/\/admin\/sign-in\/second-factor\?step=verify$/, {
    timeout: PASSWORD_HASHING_TIMEOUT,
  });
  await checkScreen?.(page);
  await submitTotp(page, staffSecret(email), `${CONSOLE}/content`);
  return page;
}

/**
 * The console's side navigation, unfolded: on a narrow screen (below 64rem) it is folded behind the menu
 * button, so the button opens it first, as a member would.
 */
export async function consoleNav(page: Page): Promise<Locator> {
  // The layout renders its header (the menu button) with its main: wait for it before asking isVisible.
  await page.locator('#admin-main').waitFor();
  const menu = page.getByRole('button', { name: /^(Menu|Menú)$/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return page.getByRole('navigation', { name: /^(Console|Consola)$/ });
}

/** Opens a console area from the side navigation (unfolded first on a narrow screen). */
export async function openConsoleArea(page: Page, name: string): Promise<void> {
  await (await consoleNav(page)).getByRole('link', { name, exact: true }).click();
}

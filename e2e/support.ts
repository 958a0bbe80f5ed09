import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { COUNTRY_CODES, type CountryCode } from '@portal/countries';

export const port = Number(process.env.E2E_PORT ?? 3200);
export const countryCodes: readonly CountryCode[] = COUNTRY_CODES;

/** Address of a path on a country's development host, e.g. http://mx.localhost:3200/imprint. */
export function urlFor(code: CountryCode, path = '/'): string {
  return `http://${code.toLowerCase()}.localhost:${port}${path}`;
}

/** Zero axe violations (WCAG 2.0/2.1/2.2 A and AA) in the page, or in `include` when given. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Records a consent choice before the app loads, so the banner stays out of tests about other things. */
export async function skipConsentBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'portal.consent',
      JSON.stringify({
        choices: { analytics: false, marketing: false },
        policyVersion: '2025-07',
        decidedAt: '',
      }),
    );
  });
}

const mailSink = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? 2527}`;

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * Waits for the newest mail to an address that the portal sent over SMTP, and returns it. The wait is long
 * because another test may hold the SMTP server down for a while, and the relay then retries after ~30 s.
 */
export async function waitForMail(
  to: string,
  matching: RegExp = /./,
  timeout = 60_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailSink}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as ReceivedMail[];
        found = messages.filter((mail) => matching.test(mail.text)).at(-1);
        return Boolean(found);
      },
      { timeout, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** Makes the test's SMTP server refuse (false) or accept (true) deliveries, like a relay going down and up. */
export async function setMailAccepting(on: boolean): Promise<void> {
  await fetch(`${mailSink}/accepting?on=${on}`, { method: 'POST' });
}

/** The first link in a mail's text that goes to the given path. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://[^\\s>"]+${path}[^\\s>"]*`))?.[0];
  if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
  return link;
}

/** Password of every seeded demo account (README). */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

/** Fills and sends the sign-in form on a country's host; the caller checks where it lands. */
export async function submitSignIn(page: Page, code: CountryCode, email: string, password = DEMO_PASSWORD) {
  await page.goto(urlFor(code, '/signin'));
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs a demo account in and waits for the signed-in home. */
export async function signInAs(page: Page, code: CountryCode, email: string) {
  await submitSignIn(page, code, email);
  await expect(page).toHaveURL(urlFor(code, '/home'));
}

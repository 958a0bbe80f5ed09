import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectStrictCspThroughout, signInAs, urlFor } from './support.ts';

expectStrictCspThroughout();

test('the events list shows times in the physician’s time zone, and the calendar file imports', async ({
  page,
}) => {
  await signInAs(page, 'MX', 'doctor.mx@example.com');
  await page.goto(urlFor('MX', '/eventos'));
  await expect(page.getByTestId('events-upcoming').getByTestId('event-card').first()).toBeVisible();
  await expect(page.getByTestId('events-past').getByTestId('event-card').first()).toBeVisible();
  const time = page.getByTestId('event-time').first();
  await expect(time).toHaveAttribute('data-time-zone', 'America/Mexico_City');
  await expectAccessible(page);

  await page.goto(urlFor('MX', '/eventos/demo-es-proximo'));
  await expect(page.getByTestId('event-title')).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('event-add-to-calendar').click();
  const ics = readFileSync((await (await downloading).path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('\r\nBEGIN:VEVENT\r\n');
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics).toMatch(/\r\nUID:[^\r\n]+\r\n/);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
});

test('the live view embeds the meeting or says clearly that it cannot be reached', async ({ page }) => {
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/eventos/demo-pt-ao-vivo'));
  await page.getByTestId('event-join').click();
  await expect(page).toHaveURL(urlFor('BR', '/eventos/demo-pt-ao-vivo/participar'));
  const live = page.getByTestId('event-live');
  // This machine has no internet: the Jitsi script cannot load, so the clear unreachable state shows.
  await expect(live).toHaveAttribute('data-state', /ready|unreachable/, { timeout: 15_000 });
  if ((await live.getAttribute('data-state')) === 'unreachable') {
    await expect(page.getByTestId('meeting-unreachable')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('meeting-back-to-event').click();
    await expect(page).toHaveURL(urlFor('BR', '/eventos/demo-pt-ao-vivo'));
  } else {
    await expect(page.getByTestId('meeting-container').locator('iframe')).toBeVisible();
  }
  // The Spanish alias opens the same view.
  await page.goto(urlFor('BR', '/eventos/demo-pt-ao-vivo/unirse'));
  await expect(page.getByTestId('event-live')).toBeVisible();
});

// The portal as one product: a new physician walks it end to end, at desktop and phone size, in Brazil
// (Portuguese) and Mexico (Spanish), from the navigation, with axe on every page on the way.
import { test } from '@playwright/test';
import { skipConsentBanner } from '../support.ts';
import {
  addEventToCalendar,
  askMedicalInformation,
  changeInterestsAndSeeHome,
  downloadAndVerifyCertificate,
  type JourneyCountry,
  journeyOf,
  registerAndSignIn,
  saveAndFindAgain,
  search,
  takeCourseAndPass,
} from './physician.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const code of ['BR', 'MX'] as const satisfies readonly JourneyCountry[]) {
  for (const viewport of VIEWPORTS) {
    test(`${code} ${viewport.name}: a physician signs in, passes a course, verifies the certificate, books an event, asks medical information, saves, searches and tunes the home`, async ({
      page,
    }) => {
      // The whole product in one test, a dozen axe scans among it: about a minute on a quiet machine, past
      // the three slow minutes once under a load of 20. A deadline, not a measurement.
      test.setTimeout(300_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await skipConsentBanner(page);
      // The page's clock is the test's: the exam's countdown moves only when the journey moves it.
      await page.clock.install();
      const journey = journeyOf(page, code, viewport.name);

      const { name } = await test.step('register, verify the e-mail, sign in', () =>
        registerAndSignIn(journey));
      const { course } = await test.step('find a course, watch its lessons, pass the exam', () =>
        takeCourseAndPass(journey));
      await test.step('download the certificate and verify its code', () =>
        downloadAndVerifyCertificate(journey, { name, course }));
      await test.step('find an event and add it to the calendar', () => addEventToCalendar(journey));
      await test.step('ask medical information', () => askMedicalInformation(journey));
      const saved = await test.step('save an item and find it in the saved list', () =>
        saveAndFindAgain(journey));
      await test.step('search for it', () => search(journey, saved));
      await test.step('change the interests and see the home follow', () =>
        changeInterestsAndSeeHome(journey));
    });
  }
}

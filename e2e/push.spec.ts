// The installable portal and Web Push in Chromium on the production build (issue 14): the worker at
// /ngsw-worker.js registers, the offline page shows with the network cut, the preferences switch and its
// states, and a push delivered to the worker through the DevTools protocol shows a notification whose
// click opens the right page. Headless Chromium reaches no push service: the page's PushManager hands
// out a subscription on the e2e's closed loopback push host (the server side is covered by the
// integration tests' push-service peer).
import { createECDH, randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { COUNTRIES } from '@portal/countries';
import { dictionaries } from '../packages/i18n/src/index.ts';
import { PUSH_E2E_HOST } from './environment.ts';
import { expectAccessible, signInAs, skipConsentBanner, storedAccessToken, urlFor } from './support.ts';

test.use({ serviceWorkers: 'allow' });

const pt = dictionaries['pt-br'].push;
const esMxAll = dictionaries['es-MX'];
const esMx = esMxAll.push;

async function activeWorker(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
}

/**
 * The browser's answer for notifications. 'denied' is what a physician who blocked the site has; there is
 * no Playwright call for it (nor does CDP's Browser.setPermission reach a Playwright context), so the
 * page's Notification reports it (see fakePushService). 'granted' is the real permission.
 */
async function setNotificationPermission(page: Page, setting: 'granted' | 'denied') {
  if (setting === 'granted') {
    await page.evaluate(() => localStorage.removeItem('e2e-notification-permission'));
    await page.context().grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
  } else {
    await page.evaluate(() => localStorage.setItem('e2e-notification-permission', 'denied'));
  }
}

/** A PushManager that subscribes without a push service (kept in localStorage across reloads). */
async function fakePushService(page: Page) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const endpoint = `https://${PUSH_E2E_HOST}/push/e2e-${randomBytes(6).toString('hex')}`;
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const KEY = 'e2e-push-subscription';
      if (localStorage.getItem('e2e-notification-permission') === 'denied') {
        Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
        Notification.requestPermission = async () => 'denied';
      }
      const make = (applicationServerKey: ArrayBuffer | null) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey as Uint8Array;
        localStorage.setItem(KEY, JSON.stringify([...new Uint8Array(key)]));
        return make(new Uint8Array(key).buffer) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => {
        const stored = localStorage.getItem(KEY);
        return stored
          ? (make(new Uint8Array(JSON.parse(stored)).buffer) as unknown as PushSubscription)
          : null;
      };
    },
    { endpoint, keys },
  );
  return endpoint;
}

async function profileFlag(page: Page): Promise<boolean> {
  const token = await storedAccessToken(page);
  return page.evaluate(async (token) => {
    const answer = await fetch('/api/users/profile', { headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { pushNotifications: boolean }).pushNotifications;
  }, token);
}

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

test('the worker registers once the app is stable, and navigations offline get the offline page', async ({
  page,
  context,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  // Signed in, so that back online the retried page opens rather than sign-in: the session outlives
  // the offline spell (/eventos is a signed-in screen).
  await signInAs(page, 'MX', 'doctor.mx@example.com');
  await expect.poll(() => activeWorker(page)).toBe(urlFor('MX', '/ngsw-worker.js'));
  // The page told the worker its language: the dictionary is kept for offline use.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/assets/i18n/es-MX.json'))))
    .toBe(true);
  expect(messages.filter((text) => /Service worker/i.test(text))).toEqual([]);
  // Registering goes through the Trusted Types policy: no (report-only) violation at the sink.
  expect(messages.filter((text) => /Trusted ?Type|requires 'Trusted/i.test(text))).toEqual([]);
  // The precache holds the shell (what index.html loads), not every screen of the portal.
  const precached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
    );
    return urls.flat().map((url) => new URL(url).pathname.replace(/\?.*$/, ''));
  });
  // The served index.html's own references (the live document also has the lazy screens' preloads).
  // The dictionary it preloads is the country's own: it is kept per language (checked above), not in
  // the precache that every country shares.
  const shell = await page.evaluate(async () => {
    const html = new DOMParser().parseFromString(await (await fetch('/')).text(), 'text/html');
    return [...html.querySelectorAll('script[src], link[href]')]
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
      .filter((path) => path.startsWith('/assets/') && !path.startsWith('/assets/i18n/'));
  });
  expect(shell.length).toBeGreaterThan(0);
  expect(precached).toEqual(expect.arrayContaining(shell));
  expect(precached.filter((path) => path.startsWith('/assets/')).sort()).toEqual([...new Set(shell)].sort());

  await context.setOffline(true);
  try {
    await page.goto(urlFor('MX', '/eventos'));
    await expect(page.getByRole('heading', { level: 1, name: esMx.offline.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page.getByRole('link', { name: esMx.offline.retry })).toHaveAttribute('href', '/eventos');
    await expectAccessible(page);
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('link', { name: esMx.offline.retry }).click();
  await expect(page).toHaveURL(urlFor('MX', '/eventos'));
  await expect(page.getByRole('heading', { level: 1, name: esMxAll.events.list.title })).toBeVisible();
  await expect(page).toHaveURL(urlFor('MX', '/eventos'));
  await expect(page.getByRole('heading', { level: 1, name: esMx.offline.title })).toHaveCount(0);
});

test('the push switch asks the browser only when switched on, explains a refusal, and sends a test', async ({
  page,
}) => {
  await fakePushService(page);
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await page.goto(urlFor('BR', '/preferencias-usuario'));
  const section = page.getByTestId('push-notifications');
  const toggle = section.getByRole('switch', { name: pt.preferences.switchLabel });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeEnabled();
  // Nothing asked on page load.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expectAccessible(page);

  // Refused in the browser: the switch explains and stays off.
  await setNotificationPermission(page, 'denied');
  await page.reload();
  await expect(section.getByText(pt.preferences.denied)).toBeVisible();
  await expect(toggle).toBeDisabled();
  await expectAccessible(page);

  // Allowed: switching on subscribes this browser and the profile says so.
  await setNotificationPermission(page, 'granted');
  await page.reload();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => profileFlag(page)).toBe(true);
  const kinds = section.getByRole('group', { name: pt.preferences.kindsLegend });
  const contentKind = kinds.getByRole('checkbox', { name: pt.preferences.kinds.content });
  await expect(contentKind).toBeEnabled();
  // A new subscriber has every kind; an earlier run of this test on the same database may have left one
  // off, so the box is flipped from whatever it shows.
  const wasChecked = await contentKind.isChecked();
  await contentKind.setChecked(!wasChecked);
  await expect(page.getByText(pt.preferences.kindsSaved)).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(contentKind).toBeChecked({ checked: !wasChecked });

  await section.getByRole('button', { name: pt.preferences.test }).click();
  await expect(page.getByText(pt.preferences.testSent)).toBeVisible();
  await expectAccessible(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => profileFlag(page)).toBe(false);
  await expect(section.getByRole('button', { name: pt.preferences.test })).toBeDisabled();
});

test('a push shows a notification in the user’s language, and its click opens the event', async ({
  page,
  context,
}) => {
  await signInAs(page, 'BR', 'doctor.br@example.com');
  await expect.poll(() => activeWorker(page)).toBe(urlFor('BR', '/ngsw-worker.js'));
  await context.grantPermissions(['notifications'], { origin: urlFor('BR', '') });
  // Controlled by the worker from this load on.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((found) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === urlFor('BR', '/') && !r.isDeleted);
      if (ours) found(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: pt.notifications.eventSoon.title,
    body: 'Insuficiência cardíaca',
    url: '/eventos/demo-pt-proximo',
    tag: 'e2e-event',
    icon: '/icons/icon-192.png',
    lang: 'pt-br',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: urlFor('BR', ''),
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          data: n.data,
        })),
      ),
    )
    .toEqual([{ title: payload.title, body: payload.body, lang: 'pt-br', data: { url: payload.url } }]);

  // The click (headless Chromium has no notification UI: the worker gets the event it would get).
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker?.evaluate(async () => {
    // Worker globals, which the DOM typings of this file do not know.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (notification) scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(urlFor('BR', '/eventos/demo-pt-proximo'));
  await expect(page.getByTestId('event-title')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length),
    )
    .toBe(0);
});

test('each country’s portal is installable: Chromium finds nothing missing in its manifest', async ({
  page,
}) => {
  // Lighthouse dropped its installability audit (v12); Chromium's own check is what the browser applies.
  const cdp = await page.context().newCDPSession(page);
  for (const code of ['BR', 'MX'] as const) {
    await page.goto(urlFor(code, '/'));
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        // Playwright's contexts are incognito ones, where Chromium never offers an install: that one is the
        // test browser's, not the portal's.
        return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
      })
      .toEqual([]);
    const { manifest, pageLang } = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      const body = link ? ((await (await fetch(link.href)).json()) as { name: string; lang: string }) : null;
      return { manifest: body, pageLang: document.documentElement.lang };
    });
    // The app installs under the country's own name and language, the page's.
    expect(manifest?.lang).toBe(pageLang);
    expect(manifest?.name).toContain(COUNTRIES[code].appName);
  }
});

// The addresses of one e2e run, read by playwright.config.ts (which starts the servers), the mail sink and
// the specs, so the three always agree. Parallel runs on one machine set their own ports.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
export const MAIL_SINK_SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2526);
export const MAIL_SINK_HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2527);
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;

/** The medical team's mailbox: the server under test is started with it as MEDICAL_INFORMATION_EMAIL. */
export const MEDICAL_TEAM_MAILBOX = 'informacao.medica@portal.example';

/**
 * Tag of the tests that change a demo account's credentials (a password reset): they run in a project of
 * their own after every other test, which signs in with the demo password (playwright.config.ts).
 */
export const CHANGES_CREDENTIALS = '@changes-credentials';

/** The doctor-finder banner video the server under test is configured with (a Vimeo id and link hash). */
export const BANNER_VIDEO = { id: '76979871', token: '8272103f6e' };

/**
 * The only push service the e2e server may call: a loopback port where nothing listens (headless Chromium
 * has no push service; the push spec hands the page a subscription on this host).
 */
export const PUSH_E2E_HOST = '127.0.0.1:9';

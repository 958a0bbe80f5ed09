// The page a navigation gets when the network is gone, in the language of the last page the portal
// showed. Texts from the i18n dictionaries (only their `push.offline` part is bundled into the worker).
import type { Lang } from '@portal/i18n/languages';
import { OFFLINE_TEXTS as TEXTS } from '@portal/i18n/offline';

export type OfflineLang = Lang;

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1b1f24;background:#f5f7fa;display:grid;min-height:100vh;place-items:center}' +
  'main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.5}' +
  'a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#0b4f7c;color:#fff;text-decoration:none}';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** A path on this origin; '//host/...' would be another site. */
const samePortalPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';

/** A self-contained page (no script; its one style allowed by hash) that links back to `path`. */
export async function offlinePage(lang: OfflineLang, path: string): Promise<Response> {
  const texts = TEXTS[lang];
  const html =
    `<!doctype html><html lang="${lang === 'pt-br' ? 'pt-BR' : lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(texts.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.body)}</p>` +
    `<a href="${escapeHtml(samePortalPath(path))}">${escapeHtml(texts.retry)}</a></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'sha256-${await sha256(STYLE)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}

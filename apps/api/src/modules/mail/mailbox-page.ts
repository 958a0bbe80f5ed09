// The dev-only mailbox: the outbox as a page, so mail links can be followed without an SMTP server.

import { escapeHtml } from '@portal/contracts';
import type { MailRow } from '@portal/db';

/** Escapes the text and makes its http(s) links clickable (the verification and reset links). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function mailItem(mail: MailRow): string {
  return `<article data-mail-id="${escapeHtml(mail.id)}" data-status="${escapeHtml(mail.status)}">
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd>
<dt>Queued</dt><dd>${escapeHtml(mail.createdAt.toISOString())}</dd>
<dt>Status</dt><dd>${escapeHtml(mail.status)} (${mail.attempts} attempts)${mail.lastError ? ` — ${escapeHtml(mail.lastError)}` : ''}</dd>
</dl>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

export function mailboxPage(mails: MailRow[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}dt{font-weight:bold;float:left;clear:left;width:6rem}dd{margin-left:6rem}</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>The mail outbox of this server, newest first (only outside production).</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailItem).join('\n')}
</main>
</body>
</html>
`;
}

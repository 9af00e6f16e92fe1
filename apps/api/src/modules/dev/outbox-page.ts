import type { TOutboxResponse } from '@dawa/contract';

// The outbox as a page a person reads in the browser during a local demo: newest mail first, each
// with its recipient, subject, time, code and text (links clickable). Mail text is whatever a user
// typed into a sign-up form, so every piece is escaped; the page has no script.

const CODE = /\b\d{6}\b/;
// A sentence's closing full stop or bracket is not part of the link.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped text with its http(s) URLs as links. */
function withLinks(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function mailHtml(mail: TOutboxResponse['docs'][number]): string {
  const code = CODE.exec(mail.text)?.[0];
  return `<article>
<header><h2>${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>${code === undefined ? '' : ` · code <code class="code">${code}</code>`}</p></header>
<pre>${withLinks(mail.text)}</pre>
</article>`;
}

export function outboxPage({ docs }: TOutboxResponse): string {
  const body =
    docs.length === 0
      ? '<p class="empty">No mail yet. Sign up or ask for a code, then reload this page.</p>'
      : docs.map(mailHtml).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dawa outbox (development)</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem; color: #1b1f24; background: #f6f7f9; }
h1 { font-size: 1.3rem; margin: 0 0 .25rem; }
.note { color: #555; margin: 0 0 1rem; }
article { background: #fff; border: 1px solid #dde1e6; border-radius: 8px; padding: .75rem 1rem; margin: 0 0 .75rem; }
h2 { font-size: 1.05rem; margin: 0; }
header p { margin: .2rem 0 .5rem; color: #444; }
.code { font-size: 1.1rem; font-weight: 700; background: #e8f3ec; padding: 0 .35rem; border-radius: 4px; }
pre { white-space: pre-wrap; word-break: break-word; margin: 0; font: 14px/1.45 ui-monospace, monospace; }
.empty { color: #555; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p class="note">Mail this development server kept instead of sending (no SMTP_URL), newest first. Reload for new mail. Only this machine can open this page.</p>
${body}
</body>
</html>
`;
}

// The mailbox as a page: every mail, newest first, with its links clickable.
import {html, type SafeHtml} from '../checkout/html.js';
import type {StoredMail} from '../commerce/mail-store.js';

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem}' +
  'article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}';

export function mailboxPage(mails: StoredMail[]): SafeHtml {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox (${mails.length})</title>
<style>${STYLE}</style></head>
<body><h1>Mailbox</h1>
<p>Mails the shop and the CMS would have sent, and those the SMTP sink received. <a href="/mailbox.json">JSON</a></p>
${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
${mails.map(
  (mail) => html`<article>
<h2>${mail.subject}</h2>
<p>To: ${mail.to}${mail.from ? html` · From: ${mail.from}` : ''}${mail.replyTo ? html` · Reply-To: ${mail.replyTo}` : ''} · <time datetime="${mail.createdAt}">${mail.createdAt}</time></p>
<pre>${mail.text}</pre>
${mail.links.map((link) => html`<p><a href="${link}">${link}</a></p>`)}
</article>`,
)}
</body></html>`;
}

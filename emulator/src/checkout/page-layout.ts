// The frame of every emulator checkout page: language, title, a little CSS, the emulator notice.
import type {Locale} from '../catalogue/catalogue-scope.js';
import {html, SafeHtml} from './html.js';
import {CHECKOUT_MESSAGES} from './messages.js';

const STYLE = new SafeHtml(`
body{font-family:system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#222}
.notice{background:#fff6d6;padding:.5rem 1rem;border-radius:4px}
.columns{display:grid;grid-template-columns:1fr 1fr;gap:2rem}
@media (max-width:40rem){.columns{grid-template-columns:1fr}}
label{display:block;margin:.6rem 0 .2rem}input,select{width:100%;padding:.4rem;box-sizing:border-box}
.error{color:#b00020}.alert{border:1px solid #b00020;padding:.5rem 1rem;color:#b00020}
table{width:100%;border-collapse:collapse}td{padding:.3rem 0;vertical-align:top}td.amount{text-align:right}
s{color:#777}button{margin-top:1rem;padding:.7rem 1.5rem;font-size:1rem}
nav a{margin-right:.8rem}`);

export function pageLayout(locale: Locale, title: string, body: SafeHtml, languageLinks?: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body>
${languageLinks}
<p class="notice">${CHECKOUT_MESSAGES[locale].emulatorNotice}</p>
${body}
</body>
</html>`;
}

/** Links to the same page in each language. */
export function languageNav(url: URL): SafeHtml {
  const names = {en: 'English', fr: 'Français', nl: 'Nederlands'} as const;
  return html`<nav>${(Object.keys(names) as (keyof typeof names)[]).map((locale) => {
    const target = new URL(url);
    target.searchParams.set('locale', locale);
    return html`<a href="${target.pathname + target.search}" lang="${locale}">${names[locale]}</a>`;
  })}</nav>`;
}

// The one-time code mail, in the language of the sign-in page. The code is in the subject and on a line
// of its own in the text, where people and tests find it.
import type {Locale} from '../catalogue/catalogue-scope.js';
import {html} from '../checkout/html.js';
import {storeMail} from '../commerce/mail-store.js';
import {shopName} from '../commerce/shop-name.js';
import type {Database} from '../db/database.js';
import {SIGN_IN_MESSAGES} from './sign-in-messages.js';
import {ONE_TIME_CODE_LIFETIME_MINUTES} from './sign-in-requests.js';

export function sendOneTimeCodeMail(db: Database, to: string, code: string, locale: Locale, now: Date): void {
  const m = SIGN_IN_MESSAGES[locale];
  const shop = shopName(db, locale);
  const subject = m.mailSubject(code, shop);
  const validity = m.codeHint(ONE_TIME_CODE_LIFETIME_MINUTES);
  storeMail(
    db,
    {
      to,
      subject,
      text: `${m.mailIntro(shop)}\n\n${code}\n\n${validity}\n${m.mailIgnore}\n`,
      html: html`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family: sans-serif; max-width: 36rem; margin: auto"><h1>${shop}</h1>
<p>${m.mailIntro(shop)}</p><p style="font-size: 2rem; letter-spacing: .3rem"><strong>${code}</strong></p>
<p>${validity}</p><p>${m.mailIgnore}</p></body></html>`.value,
      links: [],
    },
    now,
  );
}

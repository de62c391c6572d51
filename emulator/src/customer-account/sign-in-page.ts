// The hosted sign-in pages: the e-mail step, the one-time code step, and the pages that end a flow
// (an error, signed out). Plain forms, no script; every error is tied to its field.
import type {Locale} from '../catalogue/catalogue-scope.js';
import {html, SafeHtml} from '../checkout/html.js';
import {SIGN_IN_MESSAGES} from './sign-in-messages.js';
import {ONE_TIME_CODE_LIFETIME_MINUTES} from './sign-in-requests.js';

const STYLE = new SafeHtml(`
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
.notice{background:#fff6d6;padding:.5rem 1rem;border-radius:4px;font-size:.9rem}
label{display:block;margin:1rem 0 .3rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.hint{color:#555;font-size:.9rem}.error{color:#b00020;display:block;margin-top:.3rem}
.status{background:#e8f4ea;padding:.5rem 1rem;border-radius:4px}
button{margin-top:1rem;padding:.7rem 1.5rem;font-size:1rem}.secondary{background:none;border:none;text-decoration:underline;padding:.3rem 0;cursor:pointer}`);

function layout(locale: Locale, title: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body>
<main>
<p class="notice">${SIGN_IN_MESSAGES[locale].emulatorNotice}</p>
${body}
</main>
</body>
</html>`;
}

export interface SignInForm {
  action: string;
  signIn: string;
  formToken: string;
  /** Only for the language of an error page when the request itself is gone. */
  locale: Locale;
}

function hiddenFields(form: SignInForm, step: string): SafeHtml {
  return html`<input type="hidden" name="sign_in" value="${form.signIn}">
<input type="hidden" name="csrf_token" value="${form.formToken}">
<input type="hidden" name="step" value="${step}">
<input type="hidden" name="locale" value="${form.locale}">`;
}

export function emailStepPage(model: {locale: Locale; shop: string; form: SignInForm; email: string; error: string | null}): SafeHtml {
  const m = SIGN_IN_MESSAGES[model.locale];
  return layout(
    model.locale,
    m.title,
    html`<h1>${m.title}</h1>
<p id="email-intro">${m.intro(model.shop)}</p>
<form method="post" action="${model.form.action}" novalidate>
${hiddenFields(model.form, 'email')}
<label for="email">${m.email}</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" required value="${model.email}"
 aria-describedby="${model.error ? 'email-error ' : ''}email-intro"${model.error ? html` aria-invalid="true" autofocus` : ''}>
${model.error ? html`<span class="error" id="email-error">${model.error}</span>` : ''}
<button type="submit">${m.continue}</button>
</form>`,
  );
}

export function codeStepPage(model: {
  locale: Locale;
  form: SignInForm;
  status: string | null;
  error: string | null;
  /** False once the code can no longer be tried (expired, too many attempts): only a new code helps. */
  canVerify: boolean;
}): SafeHtml {
  const m = SIGN_IN_MESSAGES[model.locale];
  const codeField = model.canVerify
    ? html`<label for="code">${m.code}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required
 aria-describedby="${model.error ? 'code-error ' : ''}code-hint"${model.error ? html` aria-invalid="true"` : ''} autofocus>
<span class="hint" id="code-hint">${m.codeHint(ONE_TIME_CODE_LIFETIME_MINUTES)}</span>
${model.error ? html`<span class="error" id="code-error">${model.error}</span>` : ''}
<button type="submit">${m.verify}</button>`
    : html`<p class="error" role="alert">${model.error}</p>`;
  return layout(
    model.locale,
    m.codeTitle,
    html`<h1>${m.codeTitle}</h1>
${model.status ? html`<p class="status" role="status">${model.status}</p>` : ''}
<form method="post" action="${model.form.action}" novalidate>
${hiddenFields(model.form, 'code')}
${codeField}
</form>
<form method="post" action="${model.form.action}">
${hiddenFields(model.form, 'resend')}
<button type="submit" class="secondary">${m.resend}</button>
</form>
<form method="post" action="${model.form.action}">
${hiddenFields(model.form, 'restart')}
<button type="submit" class="secondary">${m.otherEmail}</button>
</form>`,
  );
}

export function messagePage(locale: Locale, title: string, message: string, link?: {href: string; label: string}): SafeHtml {
  return layout(
    locale,
    title,
    html`<h1>${title}</h1>
<p>${message}</p>
${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ''}`,
  );
}

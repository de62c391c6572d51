// The authorization endpoint and the hosted sign-in it opens: e-mail, then the one-time code mailed to
// it, then back to the client's redirect_uri with an authorization code and the client's state.
import type {Locale} from '../catalogue/catalogue-scope.js';
import {htmlResponse, type SafeHtml} from '../checkout/html.js';
import {shopUrl} from '../commerce/commerce-config.js';
import {validEmail} from '../commerce/customer-input.js';
import {shopName} from '../commerce/shop-name.js';
import type {RouteContext} from '../http/route-handler.js';
import {checkAuthorizationRequest} from './authorization-request.js';
import {issueAuthorizationCode} from './authorization-codes.js';
import {customerAccountEndpoints} from './endpoints.js';
import {readFormBody} from './form-body.js';
import {authorizationErrorRedirect, redirectTo} from './oauth-errors.js';
import {customerSigningIn, signInRefused} from './sign-in-customer.js';
import {sendOneTimeCodeMail} from './sign-in-mail.js';
import {isShopLocale, SIGN_IN_MESSAGES, signInLocale} from './sign-in-messages.js';
import {codeStepPage, emailStepPage, messagePage, type SignInForm} from './sign-in-page.js';
import {
  checkOneTimeCode,
  completeSignIn,
  newOneTimeCode,
  openSignIn,
  startSignIn,
  type SignInRequest,
} from './sign-in-requests.js';

const PAGE_HEADERS = {
  // The hosted page is never framed, and its forms post only to the emulator (a redirect may then leave it).
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
};

function page(body: SafeHtml, status = 200): Response {
  return htmlResponse(body, status, PAGE_HEADERS);
}

export function errorPage(locale: Locale, message: string, status: number): Response {
  const m = SIGN_IN_MESSAGES[locale];
  return page(messagePage(locale, m.errorTitle, message, {href: shopUrl(), label: m.backToShop}), status);
}

export function authorize(request: Request, ctx: RouteContext): Response {
  const params = new URL(request.url).searchParams;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, {status: 405, headers: {allow: 'GET'}});
  }
  const check = checkAuthorizationRequest(params);
  if (!check.ok && !check.redirect) return errorPage(signInLocale(params), check.description, 400);
  if (!check.ok) return authorizationErrorRedirect(check.redirectUri, check.error, check.description, check.state);
  const now = ctx.now();
  const {id, formToken} = startSignIn(ctx.db, check.request, now);
  const locale = check.request.locale;
  const form = {action: customerAccountEndpoints(ctx.baseUrl).signIn, signIn: id, formToken, locale};
  return page(emailStepPage({locale, shop: shopName(ctx.db, locale), form, email: check.request.loginHint ?? '', error: null}));
}

function sendCode(ctx: RouteContext, signIn: SignInRequest, form: SignInForm, email: string, fresh: boolean): Response {
  const now = ctx.now();
  const code = newOneTimeCode(ctx.db, signIn, email, now);
  sendOneTimeCodeMail(ctx.db, email, code, signIn.locale, now);
  const m = SIGN_IN_MESSAGES[signIn.locale];
  const status = fresh ? m.newCodeSent(email) : m.codeSent(email);
  return page(codeStepPage({locale: signIn.locale, form, status, error: null, canVerify: true}));
}

function verifyCode(ctx: RouteContext, signIn: SignInRequest, form: SignInForm, email: string, typed: string): Response {
  const m = SIGN_IN_MESSAGES[signIn.locale];
  const codePage = (error: string, canVerify: boolean, status: number) =>
    page(codeStepPage({locale: signIn.locale, form, status: null, error, canVerify}), status);
  const code = typed.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) return codePage(m.invalidCode, true, 422);
  const now = ctx.now();
  const check = checkOneTimeCode(ctx.db, signIn, code, now);
  if (!check.ok && check.reason === 'wrong') return codePage(m.wrongCode(check.attemptsLeft), true, 422);
  if (!check.ok) return codePage(check.reason === 'expired' ? m.codeExpired : m.tooManyAttempts, false, 422);

  const customer = customerSigningIn(ctx.db, email, now);
  if (!customer) {
    return page(emailStepPage({locale: signIn.locale, shop: shopName(ctx.db, signIn.locale), form, email, error: m.accountDisabled}), 403);
  }
  const authorizationCode = issueAuthorizationCode(
    ctx.db,
    {
      clientId: signIn.clientId,
      redirectUri: signIn.redirectUri,
      codeChallenge: signIn.codeChallenge,
      nonce: signIn.nonce,
      scope: signIn.scope,
      customerId: customer.id,
    },
    now,
  );
  completeSignIn(ctx.db, signIn, now);
  return redirectTo(signIn.redirectUri, {code: authorizationCode, state: signIn.state});
}

/** POST of one of the hosted page's forms: `step` is email, code, resend or restart. */
export async function signInStep(request: Request, ctx: RouteContext): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, {status: 405, headers: {allow: 'POST'}});
  const body = await readFormBody(request);
  if (!body.ok) return errorPage('en', SIGN_IN_MESSAGES.en.requestExpired, body.reason === 'too-large' ? 413 : 415);
  const values = body.params;
  const signIn = openSignIn(ctx.db, values.get('sign_in') ?? '', values.get('csrf_token') ?? '', ctx.now());
  if (!signIn) {
    const named = values.get('locale') ?? '';
    const locale = isShopLocale(named) ? named : 'en';
    return errorPage(locale, SIGN_IN_MESSAGES[locale].requestExpired, 400);
  }
  const m = SIGN_IN_MESSAGES[signIn.locale];
  const form: SignInForm = {
    action: customerAccountEndpoints(ctx.baseUrl).signIn,
    signIn: values.get('sign_in') ?? '',
    formToken: values.get('csrf_token') ?? '',
    locale: signIn.locale,
  };
  const emailPage = (email: string, error: string | null, status: number) =>
    page(emailStepPage({locale: signIn.locale, shop: shopName(ctx.db, signIn.locale), form, email, error}), status);

  switch (values.get('step')) {
    case 'email': {
      const email = (values.get('email') ?? '').trim();
      if (!validEmail(email) || email.length > 254) return emailPage(email, m.invalidEmail, 422);
      if (signInRefused(ctx.db, email)) return emailPage(email, m.accountDisabled, 403);
      return sendCode(ctx, signIn, form, email, false);
    }
    case 'code':
      if (!signIn.email) return emailPage(signIn.loginHint ?? '', null, 200);
      return verifyCode(ctx, signIn, form, signIn.email, values.get('code') ?? '');
    case 'resend':
      if (!signIn.email) return emailPage(signIn.loginHint ?? '', null, 200);
      return sendCode(ctx, signIn, form, signIn.email, true);
    case 'restart':
      return emailPage(signIn.email ?? signIn.loginHint ?? '', null, 200);
    default:
      return errorPage(signIn.locale, m.requestExpired, 400);
  }
}

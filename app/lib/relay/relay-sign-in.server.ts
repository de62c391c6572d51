import {valueFromASTUntyped} from 'graphql';
import {LOCALES, LOCALE_INFO, DEFAULT_LOCALE, type Locale} from '~/i18n/locales';
import {serverI18n} from '~/i18n/i18next.server';
import {PasswordGuard} from '~/lib/customer/password-guard.server';
import type {CheckedDocument} from './check-document.server';
import {RelayRefusal} from './relay-response.server';

// The relay's sign-in is the same door as the form: counted and refused by the same guard.
export interface SignInGuardOptions {
  secret: string;
}

function localeOfLanguage(language: string | undefined): Locale {
  return LOCALES.find((locale) => LOCALE_INFO[locale].language === language) ?? DEFAULT_LOCALE;
}

function throttled(seconds: number, language: string | undefined): RelayRefusal {
  const text = serverI18n(localeOfLanguage(language)).t('account.errors.throttled', {seconds});
  return new RelayRefusal(429, text, {
    'Retry-After': String(seconds),
  });
}

function emailOf(checked: CheckedDocument, variables: Record<string, unknown>): string {
  const argument = checked.root.arguments?.find((candidate) => candidate.name.value === 'input');
  const input = argument ? (valueFromASTUntyped(argument.value, variables) as unknown) : null;
  const email = input && typeof input === 'object' ? (input as Record<string, unknown>).email : undefined;
  if (typeof email !== 'string' || email.trim() === '') {
    throw new RelayRefusal(400, 'customerAccessTokenCreate needs input.email as a string.');
  }
  return email;
}

/** The answer of the sign-in under the name the caller gave it: an alias (`t: customerAccessTokenCreate`) is still a sign-in. */
function signedIn(body: unknown, responseKey: string): boolean | null {
  const data = (body as {data?: Record<string, {customerAccessToken?: unknown} | null>} | null)?.data;
  if (!data || !(responseKey in data)) return null;
  return Boolean(data[responseKey]?.customerAccessToken);
}

// The wrong password that starts a lock is answered 429 too.
export async function guardedSignIn(
  request: Request,
  checked: CheckedDocument,
  variables: Record<string, unknown>,
  language: string | undefined,
  options: SignInGuardOptions,
  forward: () => Promise<Response>,
): Promise<Response> {
  const guard = await PasswordGuard.for(request, emailOf(checked, variables), options.secret);
  const wait = await guard.waitSeconds();
  if (wait > 0) throw throttled(wait, language);
  const response = await forward();
  const outcome = signedIn(await response.clone().json(), checked.root.alias?.value ?? checked.root.name.value);
  if (outcome === true) await guard.succeed();
  if (outcome === false) {
    const locked = await guard.fail();
    if (locked > 0) throw throttled(locked, language);
  }
  return response;
}

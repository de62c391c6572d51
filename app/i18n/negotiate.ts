import {DEFAULT_LOCALE, isLocale, type Locale} from './locales';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range, ...params] = part.trim().split(';');
      const q = params
        .map((param) => param.trim())
        .find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {range: range.trim().toLowerCase(), quality, index};
    })
    .filter(({range, quality}) => range && Number.isFinite(quality) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const {range} of ranked) {
    const primary = range.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

export function readLocaleCookie(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === LOCALE_COOKIE) {
      // Anyone can send a broken cookie (`%ff`): it is no preference, not an error.
      let value: string;
      try {
        value = decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

export function negotiateLocale(request: Request): Locale {
  return (
    readLocaleCookie(request.headers.get('Cookie')) ??
    localeFromAcceptLanguage(request.headers.get('Accept-Language')) ??
    DEFAULT_LOCALE
  );
}

export function localeCookie(locale: Locale, secure: boolean): string {
  return [
    `${LOCALE_COOKIE}=${locale}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

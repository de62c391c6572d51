import {localeCookie, readLocaleCookie} from './negotiate';
import {localeOfUrl} from './url-screen';

/**
 * Remembers the language the visitor last read a page in (including a switch
 * through the language switcher), the way the `i18n_redirected` cookie works:
 * it then decides where a later visit to `/` goes. Only page and page-data
 * responses count, and only when the cookie would change.
 */
export function rememberLocale(request: Request, response: Response): void {
  if (request.method !== 'GET' || response.status !== 200) return;
  const url = new URL(request.url);
  const isPageData = url.pathname.endsWith('.data');
  const isPage = (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!isPage && !isPageData) return;
  const locale = localeOfUrl(url);
  if (readLocaleCookie(request.headers.get('Cookie')) === locale) return;
  response.headers.append('Set-Cookie', localeCookie(locale, url.protocol === 'https:'));
}

import {localeCookie, readLocaleCookie} from './negotiate';
import {localeOfUrl} from './url-screen';

// Only page and page-data responses count, and only when the cookie would change.
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

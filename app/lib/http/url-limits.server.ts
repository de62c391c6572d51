import {ERROR_CATALOGUES} from '~/i18n/error-catalogue.server';
import {escapeAttribute} from '~/lib/html/sanitize-html';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {SCREENS} from '~/i18n/route-table';

import {MAX_PATH_LENGTH, MAX_PATH_SEGMENTS, MAX_QUERY_LENGTH, MAX_QUERY_PARAMETERS} from './url-sizes';

/**
 * A small page in the URL's language, answered before routing: a path too long or too deep (routing it cost
 * seconds of CPU) is a 404; a query too long or with too many parameters a 414.
 */
export function urlBeyondLimits(request: Request): Response | null {
  const {pathname, search} = new URL(request.url);
  if (pathname.length > MAX_PATH_LENGTH || countSegments(pathname) > MAX_PATH_SEGMENTS) {
    return limitPage(request, pathname, 404, 'notFoundTitle', null);
  }
  if (search.length > MAX_QUERY_LENGTH + 1 || countParameters(search) > MAX_QUERY_PARAMETERS) {
    return limitPage(request, pathname, 414, 'addressTooLongTitle', 'addressTooLongMessage');
  }
  return null;
}

type ErrorText = keyof (typeof ERROR_CATALOGUES)['en']['error'];

function limitPage(request: Request, pathname: string, status: number, titleKey: ErrorText, messageKey: ErrorText | null) {
  const locale: Locale = (/^\/(fr|nl)(?:\/|$)/.exec(pathname.slice(0, 4))?.[1] as Locale | undefined) ?? 'en';
  const {error, site} = ERROR_CATALOGUES[locale];
  const title = escapeAttribute(`${error[titleKey]} | ${site.name}`);
  const message = messageKey ? `<p>${escapeAttribute(error[messageKey])}</p>` : '';
  const page = `<!doctype html>
<html lang="${LOCALE_INFO[locale].tag}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${title}</title></head>
<body><h1>${escapeAttribute(error[titleKey])}</h1>${message}<p><a href="${SCREENS.home.paths[locale]}">${escapeAttribute(error.backHome)}</a></p></body></html>
`;
  return new Response(request.method === 'HEAD' ? null : page, {
    status,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

function countParameters(search: string): number {
  let count = 0;
  for (let index = search.indexOf('&'); index !== -1 && count <= MAX_QUERY_PARAMETERS; index = search.indexOf('&', index + 1)) {
    count++;
  }
  return search.length > 1 ? count + 1 : 0;
}

function countSegments(pathname: string): number {
  let count = 0;
  for (let index = pathname.indexOf('/'); index !== -1 && count <= MAX_PATH_SEGMENTS; index = pathname.indexOf('/', index + 1)) {
    count++;
  }
  return count;
}


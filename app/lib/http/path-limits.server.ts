import {ERROR_CATALOGUES} from '~/i18n/error-catalogue.server';
import {escapeAttribute} from '~/lib/html/sanitize-html';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {SCREENS} from '~/i18n/route-table';

export const MAX_PATH_LENGTH = 1_024;
export const MAX_PATH_SEGMENTS = 24;

export function pathBeyondLimits(request: Request): Response | null {
  const {pathname} = new URL(request.url);
  if (pathname.length <= MAX_PATH_LENGTH && countSegments(pathname) <= MAX_PATH_SEGMENTS) return null;
  const locale: Locale = (/^\/(fr|nl)(?:\/|$)/.exec(pathname.slice(0, 4))?.[1] as Locale | undefined) ?? 'en';
  const {error, site} = ERROR_CATALOGUES[locale];
  const title = escapeAttribute(`${error.notFoundTitle} | ${site.name}`);
  const page = `<!doctype html>
<html lang="${LOCALE_INFO[locale].tag}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${title}</title></head>
<body><h1>${escapeAttribute(error.notFoundTitle)}</h1><p><a href="${SCREENS.home.paths[locale]}">${escapeAttribute(error.backHome)}</a></p></body></html>
`;
  return new Response(request.method === 'HEAD' ? null : page, {
    status: 404,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

function countSegments(pathname: string): number {
  let count = 0;
  for (let index = pathname.indexOf('/'); index !== -1 && count <= MAX_PATH_SEGMENTS; index = pathname.indexOf('/', index + 1)) {
    count++;
  }
  return count;
}


import {SCREENS, type Screen} from '~/i18n/route-table';
import {pagePathname, screenAt} from '~/i18n/url-screen';
import {NEWSLETTER_CONFIRM_PATHS, NEWSLETTER_UNSUBSCRIBE_PATHS} from '~/i18n/newsletter-paths';
import {PREVIEW_EXIT_PATHS, PREVIEW_PATHS} from '~/i18n/preview-paths';
import {AUTHORIZE_PATHS} from '~/i18n/authorize-paths';

// Decision 008 says why each kind is cached as it is.
export const CACHE_CONTROL = {
  personal: 'private, no-store',
  page: 'private, no-cache',
  sharedData: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  none: 'no-store',
} as const;

const PERSONAL_SCREENS = new Set<Screen>([
  'cart',
  'account',
  'login',
  'register',
  'recover',
  'reset',
  'order',
  'addresses',
  'orders',
  'activate',
  'logout',
]);

const TOKEN_PAGES = new Set<string>([
  ...Object.values(NEWSLETTER_CONFIRM_PATHS),
  ...Object.values(NEWSLETTER_UNSUBSCRIBE_PATHS),
  ...Object.values(PREVIEW_PATHS),
  ...Object.values(PREVIEW_EXIT_PATHS),
  ...Object.values(AUTHORIZE_PATHS),
]);

export type ResponseKind = keyof typeof CACHE_CONTROL | 'file';

export interface CacheDecision {
  kind: ResponseKind;
  cacheControl: string;
  vary: string[];
}

const isHtml = (response: Response) => (response.headers.get('Content-Type') ?? '').startsWith('text/html');

function isLanguageNegotiation(pathname: string): boolean {
  const page = pathname === '/_root.data' ? '/' : pathname;
  return page === SCREENS.home.paths.en;
}

function withoutLayout(url: URL): boolean {
  const routes = url.searchParams.get('_routes');
  return routes !== null && !routes.split(',').includes('root');
}

export function cacheDecision(request: Request, response: Response): CacheDecision {
  const url = new URL(request.url);
  const isData = url.pathname.endsWith('.data');
  const screen = screenAt(url)?.screen;
  // A screen's redirect has no body, hence no Content-Type: the route table says it is a page.
  const isPage = isData || isHtml(response) || screen !== undefined;
  const setsCookie = response.headers.has('Set-Cookie');
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const decide = (kind: keyof typeof CACHE_CONTROL, vary: string[] = []): CacheDecision => ({
    kind,
    cacheControl: CACHE_CONTROL[kind],
    vary,
  });

  if (!isPage) {
    if (setsCookie) return decide('personal');
    const own = response.headers.get('Cache-Control');
    // A failure may keep its own header only when that already forbids storing it (the relay's).
    if (own && (response.status < 500 || /\bno-store\b/.test(own))) return {kind: 'file', cacheControl: own, vary: []};
    return decide(isRead ? 'none' : 'personal');
  }
  if (isLanguageNegotiation(url.pathname)) return decide('personal', ['Accept-Language', 'Cookie']);
  if (response.status >= 500) return decide('none', ['Cookie']);
  const personal =
    setsCookie ||
    !isRead ||
    (screen !== undefined && PERSONAL_SCREENS.has(screen)) ||
    TOKEN_PAGES.has(pagePathname(url.pathname));
  if (personal) return decide('personal', ['Cookie']);
  if (isData && response.status === 200 && screen !== undefined && withoutLayout(url)) {
    return decide('sharedData', ['Cookie']);
  }
  return decide('page', ['Cookie']);
}

function appendVary(headers: Headers, names: string[]): void {
  const present = (headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(present.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !lower.has(name.toLowerCase()));
  if (added.length) headers.set('Vary', [...present, ...added].join(', '));
}

// In preview mode every answer carries drafts meant for one editor: no cache may keep any of them.
export function applyCachePolicy(request: Request, response: Response, {degraded = false, preview = false} = {}): void {
  const decision = cacheDecision(request, response);
  const cacheControl = preview ? CACHE_CONTROL.personal : decision.cacheControl;
  response.headers.set('Cache-Control', degraded ? CACHE_CONTROL.none : cacheControl);
  appendVary(response.headers, preview ? [...new Set([...decision.vary, 'Cookie'])] : decision.vary);
}

import {SCREENS, type Screen} from '~/i18n/route-table';
import {pagePathname, screenAt} from '~/i18n/url-screen';
import {NEWSLETTER_CONFIRM_PATHS, NEWSLETTER_UNSUBSCRIBE_PATHS} from '~/i18n/newsletter-paths';

/** The Cache-Control of each kind of response; `docs/decisions/008-caching-headers.md` says why. */
export const CACHE_CONTROL = {
  /** One visitor's answer, or one that sets a cookie: no cache keeps it, not even the browser's. */
  personal: 'private, no-store',
  /** A page: the browser may keep it but asks again before use; a shared cache never stores it. */
  page: 'private, no-cache',
  /** A content screen's data without the layout's: the same for everyone, so a CDN may keep it briefly. */
  sharedData: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  /** A failure or a file that said nothing: kept nowhere. */
  none: 'no-store',
} as const;

/** Screens whose loaders read the session or the cart: a customer's account, orders, cart. */
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

/** The newsletter mails' pages: their URL holds the subscriber's token. */
const TOKEN_PAGES = new Set<string>([
  ...Object.values(NEWSLETTER_CONFIRM_PATHS),
  ...Object.values(NEWSLETTER_UNSUBSCRIBE_PATHS),
]);

/** `file`: a resource route's own Cache-Control (sitemap, feeds, suggestions), which reads no cookie. */
export type ResponseKind = keyof typeof CACHE_CONTROL | 'file';

export interface CacheDecision {
  kind: ResponseKind;
  cacheControl: string;
  /** Request headers the answer depends on; empty for files. */
  vary: string[];
}

const isHtml = (response: Response) => (response.headers.get('Content-Type') ?? '').startsWith('text/html');

/** `/`, in English, is where a first visit is sent to its language: Accept-Language and the cookie decide. */
function isLanguageNegotiation(pathname: string): boolean {
  const page = pathname === '/_root.data' ? '/' : pathname;
  return page === SCREENS.home.paths.en;
}

/**
 * A page's data without the layout's: the router names the loaders it wants in `_routes`; when the
 * layout (`root`, which reads the session for the header's cart count and name) is not among them,
 * only the screen's own loader runs.
 */
function withoutLayout(url: URL): boolean {
  const routes = url.searchParams.get('_routes');
  return routes !== null && !routes.split(',').includes('root');
}

/** How a response may be cached, from what it answers and what it sets. */
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

/**
 * The one place Cache-Control and Vary are decided, after every other header (the session's and
 * the language cookie's Set-Cookie included) is on the response. `degraded`: a backend failed while
 * it was made (a stale page, "temporarily unavailable"), so nothing may keep it.
 */
export function applyCachePolicy(request: Request, response: Response, {degraded = false} = {}): void {
  const decision = cacheDecision(request, response);
  response.headers.set('Cache-Control', degraded ? CACHE_CONTROL.none : decision.cacheControl);
  appendVary(response.headers, decision.vary);
}

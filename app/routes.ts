import {type RouteConfig, index, layout, route} from '@react-router/dev/routes';
import {hydrogenRoutes} from '@shopify/hydrogen';
import {LOCALES} from './i18n/locales';
import {SCREEN_IDS, SCREEN_MODULES, SCREENS, routeId, type Screen} from './i18n/route-table';
import {NEWSLETTER_CONFIRM_PATHS, NEWSLETTER_PATHS, NEWSLETTER_UNSUBSCRIBE_PATHS} from './i18n/newsletter-paths';
import {eventIcsPattern, feedIcsPath} from './i18n/ics-paths';
import {SUGGESTION_PATHS} from './i18n/suggestion-paths';
import {PREVIEW_EXIT_PATHS, PREVIEW_PATHS, previewRouteId} from './i18n/preview-paths';
import {AUTHORIZE_PATHS, authorizeRouteId} from './i18n/authorize-paths';

const screenRoutes = (screens: readonly Screen[]) =>
  screens.flatMap((screen) =>
    LOCALES.map((locale) => {
      const path = SCREENS[screen].paths[locale];
      const file = `routes/${SCREEN_MODULES[screen]}.tsx`;
      const id = routeId(screen, locale);
      return path === '/' ? index(file, {id}) : route(path.slice(1), file, {id});
    }),
  );

const SIGNED_IN_SCREENS = ['account', 'orders', 'order', 'addresses'] as const satisfies Screen[];
const SIGNED_OUT_SCREENS = ['login', 'register', 'recover', 'reset', 'activate', 'logout'] as const satisfies Screen[];
const ACCOUNT_SCREENS: readonly Screen[] = [...SIGNED_IN_SCREENS, ...SIGNED_OUT_SCREENS];

const authorizeRoutes = LOCALES.map((locale) =>
  route(AUTHORIZE_PATHS[locale].slice(1), 'routes/account/authorize.tsx', {id: authorizeRouteId(locale)}),
);

const accountRoutes = layout('routes/account/layout.tsx', {id: 'account-layout'}, [
  ...screenRoutes(SIGNED_OUT_SCREENS),
  ...authorizeRoutes,
  layout('routes/account/signed-in-layout.tsx', {id: 'account-signed-in-layout'}, screenRoutes(SIGNED_IN_SCREENS)),
]);

const calendarFiles = LOCALES.flatMap((locale) => [
  route(feedIcsPath(locale).slice(1), 'routes/calendar-feed.ts', {id: `calendar-feed-${locale}`}),
  route(eventIcsPattern(locale).slice(1), 'routes/calendar-event-ics.ts', {id: `calendar-event-ics-${locale}`}),
]);

const newsletterRoutes = LOCALES.flatMap((locale) => [
  route(NEWSLETTER_PATHS[locale].slice(1), 'routes/newsletter.tsx', {id: `newsletter-${locale}`}),
  route(NEWSLETTER_CONFIRM_PATHS[locale].slice(1), 'routes/newsletter-confirm.tsx', {id: `newsletter-confirm-${locale}`}),
  route(NEWSLETTER_UNSUBSCRIBE_PATHS[locale].slice(1), 'routes/newsletter-unsubscribe.tsx', {
    id: `newsletter-unsubscribe-${locale}`,
  }),
]);

const suggestionRoutes = LOCALES.map((locale) =>
  route(SUGGESTION_PATHS[locale].slice(1), 'routes/search-suggestions.ts', {id: `search-suggestions-${locale}`}),
);

const previewRoutes = LOCALES.flatMap((locale) => [
  route(PREVIEW_PATHS[locale].slice(1), 'routes/preview.tsx', {id: previewRouteId('preview', locale)}),
  route(PREVIEW_EXIT_PATHS[locale].slice(1), 'routes/preview-exit.tsx', {id: previewRouteId('preview-exit', locale)}),
]);

export default hydrogenRoutes([
  layout('routes/error-frame.tsx', {id: 'error-frame'}, [
    ...newsletterRoutes,
    ...screenRoutes(SCREEN_IDS.filter((screen) => !ACCOUNT_SCREENS.includes(screen))),
    accountRoutes,
    ...calendarFiles,
    ...suggestionRoutes,
    ...previewRoutes,
    route('sitemap.xml', 'routes/sitemap.xml.ts'),
    route('robots.txt', 'routes/robots.txt.ts'),
    route('api/shopify', 'routes/api.shopify.ts'),
    route('*', 'routes/not-found.tsx'),
  ]),
]) satisfies RouteConfig;

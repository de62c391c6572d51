import {type RouteConfig, index, route} from '@react-router/dev/routes';
import {hydrogenRoutes} from '@shopify/hydrogen';
import {LOCALES} from './i18n/locales';
import {SCREEN_IDS, SCREENS, routeId} from './i18n/routes';

const screenRoutes = SCREEN_IDS.flatMap((screen) =>
  LOCALES.map((locale) => {
    const path = SCREENS[screen].paths[locale];
    const file = `routes/${SCREENS[screen].module}.tsx`;
    const id = routeId(screen, locale);
    return path === '/' ? index(file, {id}) : route(path.slice(1), file, {id});
  }),
);

export default hydrogenRoutes([
  ...screenRoutes,
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('*', 'routes/not-found.tsx'),
]) satisfies RouteConfig;

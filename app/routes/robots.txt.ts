import type {Route} from './+types/robots.txt';
import {SCREENS} from '~/i18n/route-table';
import {LOCALES} from '~/i18n/locales';

const PRIVATE_SCREENS = ['cart', 'account', 'search'] as const;

export function loader({request}: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const disallow = PRIVATE_SCREENS.flatMap((screen) =>
    LOCALES.map((locale) => `Disallow: ${SCREENS[screen].paths[locale]}`),
  );
  const body = [
    'User-agent: *',
    ...disallow,
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': `max-age=${60 * 60 * 24}`},
  });
}
